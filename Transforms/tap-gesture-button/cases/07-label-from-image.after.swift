import SwiftUI

struct DraftToolbar: View {
    var body: some View {
        HStack {
            Image(systemName: "trash")
                .foregroundStyle(.red)
                .onTapGesture { handleTap() }
                .accessibilityAddTraits(.isButton)
                .accessibilityLabel("Delete") // [VERIFY] confirm label matches intent
        }
    }

    func handleTap() {}
}
