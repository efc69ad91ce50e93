import SwiftUI

// A helper's warning mark beside its title parameter: every caller in the file passes a sentence
// stating the problem, so the mark only draws the eye to it, and is hidden. A helper one caller
// hands a value is judged as a value is: reported.
struct SyncDiagnostics: View {
    let conflict: Bool
    let lastFolder: String

    var body: some View {
        VStack {
            if conflict {
                problem(title: "Two devices edited the same note")
            }
            problem(title: "Sync paused while the battery is low")
            status(lastFolder)
        }
    }

    private func problem(title: String) -> some View {
        HStack {
            Image(systemName: "exclamationmark.triangle")
                .foregroundColor(.orange)
            Text(title)
        }
    }

    private func status(_ folder: String) -> some View {
        HStack {
            Image(systemName: "exclamationmark.triangle")
            Text(folder)
        }
    }
}
