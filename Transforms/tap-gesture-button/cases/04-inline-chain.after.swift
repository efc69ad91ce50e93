import SwiftUI

struct SignUpPrompt: View {
    var body: some View {
        VStack {
            Text("Create an account").foregroundStyle(.blue).onTapGesture { signUp() }
                .accessibilityAddTraits(.isButton)
        }
    }

    func signUp() {}
}
