import SwiftUI

/// An `xmark` whose action only sets the chosen file to nil removes it: "Close" would say the
/// wrong thing, and the project has no "Remove" of its own, so it is reported.
struct AttachedFileRow: View {
    @State private var attachment: URL?

    var body: some View {
        HStack {
            Text(attachment?.lastPathComponent ?? "None")
            Button {
                attachment = nil
            } label: {
                Image(systemName: "xmark.circle.fill")
            }
        }
    }
}
