import SwiftUI

/// A warning mark beside an error message (a value named as one) or beside "DEPRECATED" repeats
/// what the text says: hidden, so VoiceOver reads the message once.
struct PackageStatus: View {
    let saveError: String?
    let model: PackageModel

    var body: some View {
        VStack(alignment: .leading) {
            if let error = saveError {
                HStack(spacing: 8) {
                    Image(systemName: "exclamationmark.triangle.fill")
                        .foregroundStyle(.red)
                        .accessibilityHidden(true)
                    Text(error)
                        .font(.caption)
                }
            }
            HStack {
                Image(systemName: "exclamationmark.circle")
                    .accessibilityHidden(true)
                Text(model.lastErrorMessage)
            }
            HStack {
                Image(systemName: "exclamationmark.triangle.fill")
                    .accessibilityHidden(true)
                Text("DEPRECATED")
                    .fontWeight(.bold)
            }
        }
    }
}

// Elsewhere in the project:
// final class PackageModel { var lastErrorMessage = "" }
