import SwiftUI

// The row is one element with its own label: hiding the icon inside it changes nothing.
struct SchemeRow: View {
    var body: some View {
        HStack {
            Image(systemName: "hammer")
            Text("Build Scheme")
        }
        .accessibilityElement(children: .combine)
        .accessibilityLabel("Active scheme")
    }
}
