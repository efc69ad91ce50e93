import SwiftUI

/// Two titled buttons present the same sheet with different words ("Account", "Sign In"): which
/// one the glyph means is not said, so neither is used; the flag it sets among other steps names
/// the screen it opens ("Account").
struct AccountBar: View {
    @State private var accountShown = false
    let hints: HintCenter

    var body: some View {
        HStack {
            Button("Account") { accountShown = true }
            Button("Sign In") { accountShown = true }
            Button {
                hints.dismissTipHint()
                accountShown = true
            } label: {
                Image(systemName: "person.crop.circle.badge.questionmark")
            }
        }
        .sheet(isPresented: $accountShown) {
            Text("Account")
        }
    }
}

// Elsewhere in the project:
// final class HintCenter { func dismissTipHint() {} }
