import SwiftUI

struct AccountMenu: View {
    var body: some View {
        HStack {
            Image(systemName: "person.crop.circle")
                .font(.largeTitle)
                .onTapGesture {
                    openAccount()
                }
                .accessibilityAddTraits(.isButton)
                .accessibilityLabel("Open account") // [VERIFY] confirm label matches intent
            HStack {
                Text("Sign out")
            }
            .onTapGesture { signOut() }
            .accessibilityElement(children: .combine)
            .accessibilityAddTraits(.isButton)
        }
    }

    func openAccount() {}
    func signOut() {}
}
