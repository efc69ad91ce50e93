import SwiftUI

// A view that is held in one mode and a button in the other: the button of the other branch is
// never on screen with the hold, so the hold still gets its action.
struct ConfirmingAction: View {
    let title: String
    var requiresHold = false
    let action: () -> Void

    var body: some View {
        if requiresHold {
            HStack {
                Image(systemName: "hand.tap")
                Text(title)
            }
            .padding()
            .onLongPressGesture(minimumDuration: 1, perform: fire)
        } else {
            Button(title, action: fire)
        }
    }

    private func fire() {
        action()
    }
}
