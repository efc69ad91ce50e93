import SwiftUI

/// A bare verb called on a type's shared instance is completed by what the type is named for.
struct ServerRow: View {
    let server: String

    var body: some View {
        HStack {
            Text(server)
            Button {
                BackupManager.shared.start(for: server)
            } label: {
                Image("backup-glyph")
            }
        }
    }
}

// Elsewhere in the project:
// final class BackupManager { static let shared = BackupManager(); func start(for server: String) {} }
