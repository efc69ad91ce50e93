import SwiftUI

struct PasswordField: View {
    @State private var password = ""

    var body: some View {
        SecureField("Password", text: $password)
            .onSubmit {
                if password.count < 8 {
                    AccessibilityNotification.Announcement("Password must be at least 8 characters").post()
                } else if password.contains(" ") {
                    AccessibilityNotification.Announcement("Password cannot contain spaces").post()
                }
            }
    }
}
