import SwiftUI

struct DoneButton: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Button {
            dismiss()
        } label: {
            Text("Done")
                .bold()
        }
    }
}
