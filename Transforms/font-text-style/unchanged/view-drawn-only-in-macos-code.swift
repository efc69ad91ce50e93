import SwiftUI

/// A shortcut chip that only macOS panels draw: every place that shows it is inside
/// `#if os(macOS)`, and macOS text follows no size setting, so a scaled size would change nothing.
struct ShortcutChip: View {
    var title: String
    var key: Character

    var body: some View {
        HStack {
            Text(String(key).uppercased())
                .font(.system(size: 10, weight: .medium))
            Text(title)
                .font(.system(size: 12))
        }
    }
}

#if os(macOS)
struct CommandPalette: View {
    var body: some View {
        VStack {
            ShortcutChip(title: "Summarize", key: "s")
            ShortcutChip(title: "Translate", key: "t")
        }
    }
}
#endif
