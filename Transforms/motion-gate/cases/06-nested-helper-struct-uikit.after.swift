import SwiftUI
import UIKit

struct ShelfCard: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var shelfOffset = 80.0

    var body: some View {
        Text("New arrivals")
            .offset(y: shelfOffset)
            .animation(reduceMotion ? nil : .linear, value: shelfOffset)
            .onAppear { Loader.start { shelfOffset = $0 } }
    }

    struct Loader {
        static func start(_ update: @escaping (Double) -> Void) {
            withAnimation(UIAccessibility.isReduceMotionEnabled ? nil : .easeInOut(duration: 1)) {
                update(0)
            }
        }
    }
}
