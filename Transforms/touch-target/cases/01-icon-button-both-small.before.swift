import SwiftUI

struct SheetHeader: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        HStack {
            Text("Filters")
                .font(.headline)
            Spacer()
            Button {
                dismiss()
            } label: {
                Image(systemName: "xmark")
            }
            .frame(width: 24, height: 24)
        }
        .padding()
    }
}
