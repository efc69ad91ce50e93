import SwiftUI

struct SubmitOrderButton: View {
    let submit: () async throws -> Void

    var body: some View {
        Button("Place Order") {
            Task {
                do {
                    try await submit()
                    if #available(iOS 17, *) {
                        AccessibilityNotification.Announcement("Order placed").post()
                    } else {
                        UIAccessibility.post(notification: .announcement, argument: "Order placed")
                    }
                } catch {
                    if #available(iOS 17, *) {
                        AccessibilityNotification.Announcement("Order failed, try again").post()
                    } else {
                        UIAccessibility.post(notification: .announcement, argument: "Order failed, try again")
                    }
                }
            }
        }
    }
}
