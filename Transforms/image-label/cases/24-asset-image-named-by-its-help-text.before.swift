import SwiftUI

/// A project control that draws whatever label it is given.
struct GlowButton<Content: View>: View {
    let action: () -> Void
    @ViewBuilder let content: () -> Content

    var body: some View {
        Button(action: action, label: content)
            .buttonStyle(.plain)
    }
}

extension View {
    func glowing(accessibilityLabel: LocalizedStringKey) -> some View {
        shadow(radius: 4).accessibilityLabel(accessibilityLabel)
    }
}

/// The pointer's help text says what a control does: the asset image that is all its label is
/// labelled with it, as is an image with help of its own. Without help, the image is reported.
struct CaptureToolbar: View {
    let pickWindow: () -> Void
    let pickArea: () -> Void

    var body: some View {
        HStack {
            GlowButton(
                action: pickWindow,
                content: {
                    Image("window.pick")
                        .resizable()
                        .frame(width: 20, height: 20)
                }
            )
            .help("Pick a Window")
            GlowButton(action: pickArea) {
                Image("area.pick")
            }
            Image("recording.badge")
                .help("Recording in Progress")
            // A project modifier handed its label names it already: no second label from the help.
            Image("stop.badge")
                .glowing(accessibilityLabel: "Stop Recording")
                .help("Stop")
        }
    }
}
