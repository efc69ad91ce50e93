import SwiftUI

// A checkmark beside the words that say the code is valid repeats them: hidden, VoiceOver reads
// the result once.
struct LicenseCheck: View {
    let isValid: Bool

    var body: some View {
        if isValid {
            HStack(spacing: 4) {
                Image(systemName: "checkmark.seal")
                    .foregroundColor(.green)
                    .accessibilityHidden(true)
                Text("license_key_valid")
            }
        }
    }
}
