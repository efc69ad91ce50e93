import SwiftUI

struct MailboxFooter: View {
    var body: some View {
        HStack {
            Spacer()
            Button(action: archiveAll) {
                Image("custom-glyph")
            }
            .accessibilityLabel("Archive all") // [VERIFY] confirm label matches intent
        }
        .padding(.horizontal)
    }

    private func archiveAll() {}
}
