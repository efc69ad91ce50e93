import SwiftUI

enum Captions {
    static let stop = NSLocalizedString("controls.stop", comment: "Stop a recording")
    static let pause = NSLocalizedString("controls.pause", comment: "Pause a recording")
    static let resume = NSLocalizedString("controls.resume", comment: "Resume a recording")
}

extension View {
    /// The project's own text styles.
    func studioFont(_ style: Font.TextStyle) -> some View { font(.system(style, design: .rounded)) }
}

/// Each round button is captioned under it in the project's caption style, one caption following
/// the recorder's state: the label is that caption, as the project writes it, never the glyph's
/// word ("Refresh" for the circular arrow that resumes).
struct RecorderControls: View {
    @State private var isPaused = false

    var body: some View {
        HStack {
            VStack {
                Button {
                    isPaused = false
                } label: {
                    Image(systemName: "stop.fill")
                }
                .accessibilityLabel(Captions.stop) // [VERIFY] confirm label matches intent
                Text(Captions.stop)
                    .studioFont(.caption)
            }

            VStack {
                Button {
                    isPaused.toggle()
                } label: {
                    Image(systemName: isPaused ? "arrow.clockwise" : "pause")
                }
                .accessibilityLabel(isPaused ? Captions.resume : Captions.pause) // [VERIFY] confirm label matches intent
                Text(
                    isPaused
                        ? Captions.resume
                        : Captions.pause
                )
                .studioFont(.caption2)
            }
        }
    }
}
