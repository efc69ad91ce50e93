import SwiftUI

struct DraftRow: View {
    let title: String

    var body: some View {
        Text(title)
            .onLongPressGesture {
                UIPasteboard.general.string = title
                showCopiedToast()
            }
    }

    func showCopiedToast() {}
}
