import SwiftUI

struct CloseButton: View {
    let close: () -> Void

    var body: some View {
        Button(action: close) {
            Image(systemName: "xmark")
                .frame(minWidth: 44, minHeight: 44)
                .contentShape(Rectangle())
        }
        .frame(width: 20, height: 20)
        .frame(minWidth: 44)
    }
}
