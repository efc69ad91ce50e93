import SwiftUI

struct PasswordField: View {
    @State private var password = ""

    var body: some View {
        SecureField("Password", text: $password)
            .onSubmit {
                if password.count < 8 {
                    if #available(iOS 17, *) {
                        AccessibilityNotification.Announcement("Password must be at least 8 characters").post()
                    } else {
                        UIAccessibility.post(notification: .announcement, argument: "Password must be at least 8 characters")
                    }
                } else if password.contains(" ") {
                    if #available(iOS 17, *) {
                        AccessibilityNotification.Announcement("Password cannot contain spaces").post()
                    } else {
                        UIAccessibility.post(notification: .announcement, argument: "Password cannot contain spaces")
                    }
                }
            }
    }
}
