import SwiftUI

struct SubmitOrderButton: View {
    let submit: () async throws -> Void

    var body: some View {
        Button("Place Order") {
            Task {
                do {
                    try await submit()
                    UIAccessibility.post(notification: .announcement, argument: "Order placed")
                } catch {
                    UIAccessibility.post(notification: .announcement, argument: "Order failed, try again")
                }
            }
        }
    }
}
