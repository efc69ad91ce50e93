import SwiftUI

/// A checkbox square that fills when on.
struct TermsRow: View {
    @Binding var accepted: Bool

    var body: some View {
        Button {
            accepted.toggle()
        } label: {
            HStack {
                Image(systemName: accepted ? "checkmark.square.fill" : "square")
                Text("I accept the terms")
            }
        }
        .accessibilityAddTraits(accepted ? .isSelected : [])
    }
}
