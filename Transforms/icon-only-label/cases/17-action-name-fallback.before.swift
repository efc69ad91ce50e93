import SwiftUI

struct MailboxFooter: View {
    var body: some View {
        HStack {
            Spacer()
            Button(action: archiveAll) {
                Image("custom-glyph")
            }
        }
        .padding(.horizontal)
    }

    private func archiveAll() {}
}
