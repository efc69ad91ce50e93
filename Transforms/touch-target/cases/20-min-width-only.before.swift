import SwiftUI

struct CloseButton: View {
    let close: () -> Void

    var body: some View {
        Button(action: close) {
            Image(systemName: "xmark")
        }
        .frame(width: 20, height: 20)
        .frame(minWidth: 44)
    }
}
