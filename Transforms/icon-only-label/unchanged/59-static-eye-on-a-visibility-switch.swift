import SwiftUI

// The same eye in both states of a password switch: "Show" would be wrong once it shows.
struct RevealingField: View {
    @Binding var secret: String
    @State private var reveals = false

    var body: some View {
        HStack {
            if reveals { TextField("Secret", text: $secret) } else { SecureField("Secret", text: $secret) }
            Button { reveals.toggle() } label: { Image(systemName: "eye") }
        }
    }
}
