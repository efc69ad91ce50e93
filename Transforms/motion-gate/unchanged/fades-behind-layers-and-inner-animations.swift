import SwiftUI

/// Fades are not motion: a line inserted in an overlay (through a `Group` and an `if let`) fades
/// in where it stands; an outer animation whose own reads only fade, the scale under an inner
/// animation of the same value (gated already); a hover highlight in a background, animated on a list of values.
struct UploadBadge: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var eta: String?
    @State private var isHovering = false
    @State private var isFocused = false
    var isDone: Bool

    var body: some View {
        VStack {
            Circle()
                .frame(width: 120, height: 120)
                .overlay {
                    Group {
                        if let eta {
                            Text(eta)
                                .font(.caption)
                                .offset(y: 20)
                        }
                    }
                    .animation(.default, value: eta == nil)
                }
            Image(systemName: "checkmark")
                .scaleEffect(isDone ? 1 : 0.5)
                .animation(reduceMotion ? nil : .spring(response: 0.5, dampingFraction: 0.4), value: isDone)
                .opacity(isDone ? 1 : 0)
                .animation(.easeInOut, value: isDone)
            Text("Retry")
                .padding(6)
                .background {
                    if isHovering || isFocused {
                        RoundedRectangle(cornerRadius: 6)
                            .fill(.quaternary)
                    }
                }
                .onHover { isHovering = $0 }
                .animation(.easeOut(duration: 0.3), value: [isHovering, isFocused])
        }
    }
}
