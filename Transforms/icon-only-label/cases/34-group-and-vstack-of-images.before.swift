import SwiftUI

struct ScrollControls: View {
    var scrollToTop: () -> Void
    var scrollToBottom: () -> Void

    var body: some View {
        VStack {
            Button(action: scrollToTop) {
                Group {
                    Image(systemName: "arrow.up.to.line")
                }
                .font(.title3)
            }
            Button(action: scrollToBottom) {
                VStack(spacing: 0) {
                    Image("chevron-double")
                    Image("chevron-double")
                }
            }
        }
    }
}
