import SwiftUI

struct MessageRow: View {
    let message: String

    var body: some View {
        Text(message)
            .padding()
            .onLongPressGesture { copyMessage() }
    }

    func copyMessage() {}
}
