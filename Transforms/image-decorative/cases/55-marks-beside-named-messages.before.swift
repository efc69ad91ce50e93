import SwiftUI

/// A checkmark beside a value named as a success message, bound where it is shown, and a warning
/// mark beside the message of a helper named for errors repeat what the words say: hidden. A
/// checkmark beside a value named otherwise may say more than it: reported.
final class ExportModel: ObservableObject {
    @Published var successMessage: String?
    @Published var lastFileName: String?
    @Published var failure: String?
}

struct ExportStatus: View {
    @ObservedObject var model: ExportModel

    var body: some View {
        VStack {
            if let message = model.successMessage {
                HStack {
                    Image(systemName: "checkmark.circle.fill")
                    Text(message)
                }
            }
            if let name = model.lastFileName {
                HStack {
                    Image(systemName: "checkmark.circle.fill")
                    Text(name)
                }
            }
            if let failure = model.failure {
                errorText(failure)
            }
        }
    }

    private func errorText(_ message: String) -> some View {
        HStack {
            Image(systemName: "exclamationmark.triangle.fill")
            Text(message)
        }
    }
}
