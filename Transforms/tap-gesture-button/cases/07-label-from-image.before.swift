import SwiftUI

struct DraftToolbar: View {
    var body: some View {
        HStack {
            Image(systemName: "trash")
                .foregroundStyle(.red)
                .onTapGesture { handleTap() }
        }
    }

    func handleTap() {}
}
