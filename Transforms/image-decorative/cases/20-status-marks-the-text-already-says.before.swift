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
                    Text("Installation failed")
                }
            } else {
                HStack {
                    Image(systemName: "checkmark.circle")
                    Text("Successfully installed")
                }
            }
            HStack {
                Image(systemName: "checkmark")
                Text("Syncs across devices")
            }
            HStack {
                Image(systemName: "checkmark")
                Text("Works offline")
            }
            HStack {
                Image(systemName: "checkmark")
                Text("No account needed")
            }
        }
    }
}
