// expect: cannot find 'reduceMotion' in scope
import SwiftUI

// A motion gate written where no `@Environment(\.accessibilityReduceMotion) var reduceMotion`
// exists: a view model, not a View.
final class FeedModel {
    var isExpanded = false

    func toggle() {
        withAnimation(reduceMotion ? nil : .spring()) {
            isExpanded.toggle()
        }
    }
}
