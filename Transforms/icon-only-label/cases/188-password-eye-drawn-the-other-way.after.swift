import SwiftUI

// Some projects draw the crossed-out eye while the password is hidden. The field the flag
// switches says which way a tap goes: while `isMasked` shows the SecureField, a tap shows the
// password, whichever eye is drawn.
struct PINEntryField: View {
    @Binding var pin: String
    @State private var isMasked = true

    var body: some View {
        ZStack(alignment: .trailing) {
            Group {
                if self.isMasked {
                    SecureField("PIN", text: $pin)
                } else {
                    TextField("PIN", text: $pin)
                }
            }
            Button(action: {
                isMasked.toggle()
            }) {
                Image(systemName: self.isMasked ? "eye.slash" : "eye")
            }
            .accessibilityLabel(self.isMasked ? "Show password" : "Hide password") // [VERIFY] confirm label matches intent
        }
    }
}
