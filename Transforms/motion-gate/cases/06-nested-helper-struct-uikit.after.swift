import SwiftUI
import UIKit

struct ProgressCard: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var progress = 0.0

    var body: some View {
        ProgressView(value: progress)
            .animation(reduceMotion ? nil : .linear, value: progress)
            .onAppear { Loader.start { progress = $0 } }
    }

    struct Loader {
        static func start(_ update: @escaping (Double) -> Void) {
            withAnimation(UIAccessibility.isReduceMotionEnabled ? nil : .easeInOut(duration: 1)) {
                update(1)
            }
        }
    }
}
