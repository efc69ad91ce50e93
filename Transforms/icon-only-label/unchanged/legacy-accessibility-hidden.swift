import SwiftUI

struct DecorativeCornerButton: View {
    var close: () -> Void

    var body: some View {
        Button(action: close) {
            Image(systemName: "xmark.circle.fill")
        }
        .accessibility(hidden: true)
    }
}
