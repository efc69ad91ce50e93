import SwiftUI

/// A warning mark beside a heading or a sentence only draws the eye: the words say what the warning
/// is about, so VoiceOver reading "exclamation mark" first adds nothing. Hidden.
struct BackupReminderCard: View {
    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Image(systemName: "exclamationmark.triangle.fill")
                    .foregroundStyle(.yellow)
                    .accessibilityHidden(true)
                Text("Write down your recovery phrase")
            }
            .font(.headline)
            HStack(alignment: .top) {
                Image(systemName: "exclamationmark.circle")
                    .accessibilityHidden(true)
                Text("Before you erase this device, check that:")
            }
            Text("Your photos are in the cloud.")
        }
    }
}
