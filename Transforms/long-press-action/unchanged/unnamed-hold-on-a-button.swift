import SwiftUI

// A hold on a Button that the code does not name (a hidden import from the clipboard) is an extra
// VoiceOver reaches through the button itself: double-tap and hold passes the press on. The same
// hold on a plain view is reported.
struct ConnectButton: View {
    let connect: () -> Void
    @State private var pending: Data?

    var body: some View {
        VStack {
            Button(action: connect) {
                Image(systemName: "arrow.forward.circle.fill")
            }
            .onLongPressGesture {
                guard let text = UIPasteboard.general.string else { return }
                pending = Data(base64Encoded: text)
            }
            Image(systemName: "arrow.forward.circle")
                .onLongPressGesture {
                    guard let text = UIPasteboard.general.string else { return }
                    pending = Data(base64Encoded: text)
                }
        }
    }
}
