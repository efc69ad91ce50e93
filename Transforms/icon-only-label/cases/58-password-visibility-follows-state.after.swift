import SwiftUI

// The eye shows what a tap does beside a secure field: the label says it, in both states.
struct PasswordField: View {
    @Binding var password: String
    @State private var isSecure = true

    var body: some View {
        HStack {
            if isSecure {
                SecureField("Password", text: $password)
            } else {
                TextField("Password", text: $password)
            }
            Button {
                isSecure.toggle()
            } label: {
                Image(systemName: isSecure ? "eye" : "eye.slash")
            }
            .accessibilityLabel(isSecure ? "Show password" : "Hide password") // [VERIFY] confirm label matches intent
        }
    }
}
