import SwiftUI

struct ToastView: View {
    let text: String

    var body: some View {
        Text(text)
            .onAppear {
                UIAccessibility.post(notification: .announcement, argument: text)
            }
    }
}
