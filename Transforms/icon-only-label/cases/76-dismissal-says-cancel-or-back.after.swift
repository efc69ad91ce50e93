import SwiftUI

/// `dismiss()` says different things by where the button sits and what it shows: in the
/// toolbar's cancellation slot it cancels the sheet; a backward chevron in a pushed screen
/// goes back. Neither is just "Dismiss".
struct RenameSheet: View {
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""

    var body: some View {
        VStack {
            TextField("Name", text: $name)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button {
                            dismiss()
                        } label: {
                            Image(systemName: "xmark")
                        }
                        .accessibilityLabel("Cancel") // [VERIFY] confirm label matches intent
                    }
                }
        }
    }
}

struct ReceiptScreen: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Button {
                dismiss()
            } label: {
                Image(systemName: "chevron.backward")
            }
            .accessibilityLabel("Back") // [VERIFY] confirm label matches intent
            Text("Receipt")
        }
    }
}
