import SwiftUI

struct CloseButton: View {
    let dismiss: () -> Void

    var body: some View {
        Button(action: dismiss) {
            Image(systemName: "xmark")
        }
        .accessibilityLabel("Close")
        .accessibilityHint("Dismisses the sheet")
    }
}
