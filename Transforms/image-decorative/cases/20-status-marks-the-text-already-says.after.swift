import SwiftUI

/// A warning mark beside "Installation failed" and a checkmark beside "Successfully installed"
/// repeat what the text says: hidden, VoiceOver reads the message once. Checkmarks used as the
/// bullets of a feature list are decoration too.
struct InstallResult: View {
    let failed: Bool

    var body: some View {
        VStack(alignment: .leading) {
            if failed {
                HStack {
                    Image(systemName: "exclamationmark.octagon.fill")
                        .accessibilityHidden(true)
                    Text("Installation failed")
                }
            } else {
                HStack {
                    Image(systemName: "checkmark.circle")
                        .accessibilityHidden(true)
                    Text("Successfully installed")
                }
            }
            HStack {
                Image(systemName: "checkmark")
                    .accessibilityHidden(true)
                Text("Syncs across devices")
            }
            HStack {
                Image(systemName: "checkmark")
                    .accessibilityHidden(true)
                Text("Works offline")
            }
            HStack {
                Image(systemName: "checkmark")
                    .accessibilityHidden(true)
                Text("No account needed")
            }
        }
    }
}
