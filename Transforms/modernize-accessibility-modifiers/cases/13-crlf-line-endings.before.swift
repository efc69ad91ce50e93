import SwiftUI

struct CloseButton: View {
    let dismiss: () -> Void

    var body: some View {
        Button(action: dismiss) {
            Image(systemName: "xmark")
        }
        .accessibility(label: Text("Close"))
        .accessibility(hint: Text("Dismisses the sheet"))
    }
}
