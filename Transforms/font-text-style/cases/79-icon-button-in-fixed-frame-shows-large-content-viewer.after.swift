import SwiftUI

struct PlayerControls: View {
    let skip: () -> Void

    var body: some View {
        Button(action: skip) {
            Image(systemName: "forward.fill")
                .font(.system(size: 18))
                .frame(width: 44, height: 44)
        }
        .accessibilityLabel("Skip")
        .accessibilityShowsLargeContentViewer()
    }
}
