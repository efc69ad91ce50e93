import SwiftUI

/// A lock beside a sentence about needing rights, and a shield beside words about protection, say
/// nothing the sentence does not: hidden. A lock beside a plain title says the item is locked,
/// which the title does not: reported, to combine it with the title.
struct HelperInstallSheet: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Image(systemName: "lock.fill")
                    .foregroundStyle(.orange)
                    .accessibilityHidden(true)
                Text("Admin permission needed to install the helper")
                    .font(.headline)
            }
            HStack {
                Image(systemName: "checkmark.shield")
                    .accessibilityHidden(true)
                Text("Tracking protection is on")
            }
            HStack {
                Image(systemName: "lock")
                Text("Vault")
            }
        }
    }
}
