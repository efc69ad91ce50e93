import SwiftUI

/// A button that asks before it acts: it picks the row, then sets the flag that presents an
/// alert or a confirmation dialog whose one confirming button names the action ("Delete",
/// "Sign Out"), in the file's own words. That title is the control's label. A dialog with two
/// actions says nothing about which one the button means: the symbol's phrase is used.
struct AccountRow: View {
    let account: Account
    @State private var selected: Account?
    @State private var confirmingDelete = false
    @State private var confirmingSignOut = false
    @State private var choosingExport = false

    var body: some View {
        HStack {
            Text(account.name)
            Button {
                selected = account
                confirmingDelete = true
            } label: {
                Image(systemName: "minus.circle")
            }
            Button {
                confirmingSignOut = true
            } label: {
                Image(systemName: "rectangle.portrait.and.arrow.right")
            }
            Button {
                choosingExport = true
            } label: {
                Image(systemName: "square.and.arrow.up.on.square")
            }
        }
        .alert(isPresented: $confirmingDelete) {
            Alert(
                title: Text("Delete this account?"),
                primaryButton: .destructive(Text("Delete account")) { delete() },
                secondaryButton: .cancel())
        }
        .confirmationDialog("Sign out of this account?", isPresented: $confirmingSignOut) {
            Button("Sign Out", role: .destructive) { signOut() }
            Button("Cancel", role: .cancel) {}
        }
        .confirmationDialog("Export", isPresented: $choosingExport) {
            Button("Export as CSV") {}
            Button("Export as PDF") {}
        }
    }

    func delete() {}
    func signOut() {}
}

struct Account {
    var name: String
}
