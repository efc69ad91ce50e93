import SwiftUI
import UIKit

// A button that puts text on the pasteboard copies it: "Copy", although a checkmark replaces the
// glyph for a moment afterwards.
struct FingerprintRow: View {
    let fingerprint: String
    @State private var didCopy = false

    var body: some View {
        HStack {
            Text(fingerprint)
            Button {
                UIPasteboard.general.string = fingerprint
                didCopy = true
            } label: {
                Image(systemName: didCopy ? "checkmark" : "doc.on.doc")
            }
            .accessibilityLabel("Copy") // [VERIFY] confirm label matches intent
        }
    }
}
