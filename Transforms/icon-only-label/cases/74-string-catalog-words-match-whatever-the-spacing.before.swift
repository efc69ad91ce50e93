import SwiftUI

/// The catalogue says "Log Out Account"; the action's name reads "Logout account". Case, spaces
/// and punctuation aside they are the same words, so the catalogue's key is used.
struct AccountRow: View {
    let account: Account
    let session: Session

    var body: some View {
        HStack {
            Text("account.row.title")
            Button {
                session.logoutAccount(account)
            } label: {
                Image(systemName: "rectangle.portrait.and.arrow.right")
            }
        }
    }
}

struct Account {}

final class Session {
    func logoutAccount(_ account: Account) {}
}
