import SwiftUI

/// The chip is drawn by a macOS panel and by a sheet that every platform shows: on iOS its
/// text follows Dynamic Type.
struct ShortcutChip: View {
    @ScaledMetric(relativeTo: .caption) private var captionFontSize: CGFloat = 12
    var title: String

    var body: some View {
        Text(title)
            .font(.system(size: captionFontSize))
    }
}

#if os(macOS)
struct CommandPalette: View {
    var body: some View {
        ShortcutChip(title: "Summarize")
    }
}
#endif

struct CommandSheet: View {
    var body: some View {
        ShortcutChip(title: "Summarize")
    }
}
