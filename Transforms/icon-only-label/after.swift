import SwiftUI

struct PostToolbar: View {
    var body: some View {
        HStack {
            Button {
                shareAction()
            } label: {
                Image(systemName: "square.and.arrow.up")
            }
            .accessibilityLabel("Share") // [VERIFY] confirm label matches intent
            Spacer()
            Button("Save") {
                saveAction()
            }
        }
        .padding()
    }

    private func shareAction() {}
    private func saveAction() {}
}
