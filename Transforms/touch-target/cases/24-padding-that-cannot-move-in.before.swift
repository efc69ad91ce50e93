import SwiftUI

/// Padding that moved into the label would not keep the look or would not reach the control size:
/// grown with a minimum frame as before, or reported.
struct PlayerControls: View {
    let onSkip: () -> Void
    let onShuffle: () -> Void
    let onRepeat: () -> Void

    var body: some View {
        HStack {
            // One way only: still 20 pt tall.
            Button(action: onSkip) {
                Image(systemName: "forward.fill").frame(width: 20, height: 20)
            }
            .buttonStyle(.plain)
            .padding(.horizontal, 14)

            // A background drawn before the padding: inside the label it would grow with it.
            Button(action: onShuffle) {
                Image(systemName: "shuffle").frame(width: 20, height: 20)
            }
            .buttonStyle(.plain)
            .background(Circle().fill(.quaternary))
            .padding(14)

            // A bordered style pads its own label: padding inside would grow the bezel.
            Button(action: onRepeat) {
                Image(systemName: "repeat").frame(width: 20, height: 20)
            }
            .buttonStyle(.bordered)
            .padding(14)
        }
    }
}
