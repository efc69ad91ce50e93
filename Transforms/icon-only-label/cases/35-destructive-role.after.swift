import SwiftUI

struct AttachmentChip: View {
    let fileName: String
    var remove: () -> Void

    var body: some View {
        HStack {
            Text(fileName)
            Button(role: .destructive) {
                remove()
            } label: {
                Image(systemName: "minus.circle.fill")
            }
            .buttonStyle(.borderless)
            .accessibilityLabel("Remove") // [VERIFY] confirm label matches intent
        }
    }
}
