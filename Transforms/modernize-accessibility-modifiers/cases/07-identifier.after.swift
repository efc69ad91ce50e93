import SwiftUI

struct LoginForm: View {
    @State private var email = ""

    var body: some View {
        VStack {
            TextField("Email", text: $email)
                .accessibilityIdentifier("login.email")
            Button("Continue") {}
                .accessibilityIdentifier(AccessibilityIDs.continueButton)
        }
    }
}

enum AccessibilityIDs {
    static let continueButton = "login.continue"
}
