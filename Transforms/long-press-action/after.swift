import SwiftUI

struct MessageRow: View {
    let message: String

    var body: some View {
        Text(message)
            .padding()
            .onLongPressGesture { copyMessage() }
            .accessibilityAction(named: "Copy message") { copyMessage() } // [VERIFY] confirm label matches intent
    }

    func copyMessage() {}
}
