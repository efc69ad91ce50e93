import SwiftUI

/// The project has a String Catalog, but this file writes its words as English literals (its
/// module may have a table of its own, or none): a key from the catalogue would be a guess,
/// so the label is the plain phrase. A natural-language key ("Dismiss") already is the literal.
struct PhotoViewer: View {
    @Environment(\.dismiss) private var dismiss
    let onShare: () -> Void

    var body: some View {
        VStack {
            Text("Photo")
            HStack {
                Button(action: onShare) {
                    Image(systemName: "square.and.arrow.up")
                }
                Button {
                    dismiss()
                } label: {
                    Image(systemName: "xmark")
                }
            }
        }
    }
}
