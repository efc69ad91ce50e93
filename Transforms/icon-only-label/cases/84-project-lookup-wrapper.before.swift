import SwiftUI

/// An app whose words go through its own lookup, `"key".localized` (a wrapper with a fallback to
/// English), keyed by name in `en.lproj/Localizable.strings` (the `.strings` sidecar). A label
/// whose words the table already has is written through that wrapper with the key.
struct ComposerBar: View {
    let send: () -> Void

    var body: some View {
        HStack {
            Text("composer_placeholder".localized)
            Button(action: send) {
                Image(systemName: "paperplane")
            }
        }
    }
}

// Elsewhere in the project:
// extension String { var localized: String { NSLocalizedString(self, comment: "") } }
