import AppKit

final class AlbumInfoView: NSView {
    private let albumField = NSTextField(labelWithString: "")
    private let artistField = NSTextField(labelWithString: "")

    func configure(album: String, artist: String) {
        albumField.font = NSFont.preferredFont(forTextStyle: .title2)
        albumField.stringValue = album
        artistField.font = NSFont(descriptor: NSFont.preferredFont(forTextStyle: .title3).fontDescriptor.withSymbolicTraits(.bold), size: 0) ?? NSFont.preferredFont(forTextStyle: .title3)
        artistField.stringValue = artist
    }
}
