import AppKit

final class AlbumInfoView: NSView {
    private let albumField = NSTextField(labelWithString: "")
    private let artistField = NSTextField(labelWithString: "")

    func configure(album: String, artist: String) {
        albumField.font = .systemFont(ofSize: 17)
        albumField.stringValue = album
        artistField.font = .boldSystemFont(ofSize: 15)
        artistField.stringValue = artist
    }
}
