import SwiftUI

/// A flag the action raises and lowers again after a moment (`isCopied`) shows a mark for that
/// moment: feedback on the action, not what the button does, which the call names.
struct ResultTable: View {
    @State private var isCopied = false

    var body: some View {
        Button(action: {
            exportRowsToClipboard()
            withAnimation {
                isCopied = true
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                withAnimation {
                    isCopied = false
                }
            }
        }) {
            Image(systemName: isCopied ? "checkmark" : "doc.on.doc")
        }
        .accessibilityLabel("Export rows to clipboard") // [VERIFY] confirm label matches intent
    }

    func exportRowsToClipboard() {}
}
