import SwiftUI

struct LoadingOverlay {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
}

extension LoadingOverlay: View {
    var body: some View {
        ProgressView()
            .padding()
            .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 8))
            .transition(reduceMotion ? .opacity : .move(edge: .bottom))
    }
}
