import SwiftUI

struct CloseButton: View {
    let close: () -> Void

    var body: some View {
        Button(action: close) {
            Image(systemName: "xmark")
        }
        .frame(width: 24, height: 24)
        .frame(minWidth: 44, minHeight: 44)
        .contentShape(Rectangle())
    }
}
