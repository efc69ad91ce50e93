import SwiftUI

struct LegacyCloseButton: View {
    var close: () -> Void

    var body: some View {
        Button(action: close) {
            Image(systemName: "xmark")
        }
        .accessibility(label: Text(""))
    }
}
