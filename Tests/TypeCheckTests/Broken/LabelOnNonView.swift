// expect: value of type 'ShareAction' has no member 'accessibilityLabel'
import SwiftUI

struct ShareAction {
    func perform() {}
}

// A label modifier attached to a value that is not a View (the button's action model).
struct ShareButton: View {
    let action = ShareAction()
        .accessibilityLabel("Share")  // [VERIFY] confirm label matches intent

    var body: some View {
        Button(action: action.perform) {
            Image(systemName: "square.and.arrow.up")
        }
    }
}
