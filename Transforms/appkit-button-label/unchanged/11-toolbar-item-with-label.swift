import AppKit

// A toolbar item's label is what VoiceOver reads for it, in every display mode.
final class PlaybackToolbarItem: NSToolbarItem {
    init() {
        super.init(itemIdentifier: NSToolbarItem.Identifier("play"))
        image = NSImage(systemSymbolName: "play.fill", accessibilityDescription: nil)
        label = "Play"
    }
}
