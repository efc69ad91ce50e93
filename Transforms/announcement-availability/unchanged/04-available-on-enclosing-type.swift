import SwiftUI

@available(iOS 17, *)
struct ModernToast: View {
    let message: String

    var body: some View {
        Text(message)
            .onAppear {
                AccessibilityNotification.Announcement(message).post()
            }
    }
}
