import SwiftUI

struct BadgeButton: View {
    let size: CGFloat
    let open: () -> Void

    var body: some View {
        Button(action: open) {
            Image(systemName: "bell")
        }
        .frame(width: size, height: size)
    }
}
