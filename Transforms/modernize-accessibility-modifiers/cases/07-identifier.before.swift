import SwiftUI

struct LoginForm: View {
    @State private var email = ""

    var body: some View {
        VStack {
            TextField("Email", text: $email)
                .accessibility(identifier: "login.email")
            Button("Continue") {}
                .accessibility(identifier: AccessibilityIDs.continueButton)
        }
    }
}

enum AccessibilityIDs {
    static let continueButton = "login.continue"
}
