import SwiftUI

struct MessageActions: View {
    @Binding var isArchived: Bool
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Button {
            isArchived = true
            dismiss()
        } label: {
            Image("icon_archive")
                .renderingMode(.template)
        }
    }
}
