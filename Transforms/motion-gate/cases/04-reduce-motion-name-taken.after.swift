import SwiftUI

struct MotionSettingsRow: View {
    @Environment(\.accessibilityReduceMotion) private var prefersReducedMotion
    @AppStorage("reduceMotion") private var reduceMotion = false
    @State private var showHint = false

    var body: some View {
        VStack(alignment: .leading) {
            Toggle("Reduce in-app motion", isOn: $reduceMotion)
            Button("What does this do?") {
                withAnimation(.snappy) {
                    showHint.toggle()
                }
            }
            if showHint {
                Text("Turns off decorative effects in the app.")
                    .transition(prefersReducedMotion ? .opacity : .move(edge: .bottom))
            }
        }
    }
}
