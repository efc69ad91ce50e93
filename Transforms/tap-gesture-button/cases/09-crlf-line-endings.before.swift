import SwiftUI

struct AccountMenu: View {
    var body: some View {
        HStack {
            Image(systemName: "person.crop.circle")
                .font(.largeTitle)
                .onTapGesture {
                    openAccount()
                }
            HStack {
                Text("Sign out")
            }
            .onTapGesture { signOut() }
        }
    }

    func openAccount() {}
    func signOut() {}
}
