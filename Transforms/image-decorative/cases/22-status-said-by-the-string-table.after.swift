import SwiftUI

/// The text beside each mark is looked up by key, so its words are in the string table (the
/// `.strings` sidecar): "Upload failed", and a key named for the warning it shows. Each mark
/// repeats what its text says, so it is hidden. A mark beside words that say nothing of it stays.
struct UploadStatusRow: View {
    let failed: Bool

    var body: some View {
        VStack(alignment: .leading) {
            if failed {
                HStack {
                    Image(systemName: "exclamationmark.octagon.fill")
                        .accessibilityHidden(true)
                    Text(NSLocalizedString("upload_status_failed", comment: ""))
                }
            }
            HStack {
                Image(systemName: "exclamationmark.triangle.fill")
                    .accessibilityHidden(true)
                Text("upload_size_warning".localized)
            }
            HStack {
                Image(systemName: "checkmark.seal.fill")
                Text("upload_destination".localized)
            }
        }
    }
}

// Elsewhere in the project:
// extension String { var localized: String { NSLocalizedString(self, comment: "") } }
