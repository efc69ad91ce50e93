import SwiftUI

/// Project-wide wrapper that already honors the Reduce Motion setting.
@MainActor
func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    let reduce = UserDefaults.standard.bool(forKey: "reduceMotionOverride")
    return try SwiftUI.withAnimation(reduce ? nil : animation, body)
}

struct RefreshButton: View {
    @State private var isSpinning = false

    var body: some View {
        Button("Refresh") {
            withAnimation(.easeInOut) {
                isSpinning.toggle()
            }
        }
    }
}
