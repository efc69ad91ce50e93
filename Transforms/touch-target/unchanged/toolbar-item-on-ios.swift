import SwiftUI

/// An icon-only control that is a whole item of an iOS navigation bar or bottom toolbar is hosted
/// as a bar button, whose hit area is at least 44 pt whatever its glyph: left alone (`bar-item`).
/// Controls laid out together in one item, or in the title's place (`.principal`), are a custom
/// view the bar does not size: a 44 pt frame inside would grow the bar, so they are reported, not
/// changed (on macOS toolbar items are not reported at all).
struct InboxView: View {
    var body: some View {
        List {
            Text("No messages")
        }
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button(action: compose) {
                    Image(systemName: "square.and.pencil")
                }
                .frame(width: 30, height: 30)
            }
            ToolbarItem(placement: .topBarLeading) {
                Button(action: close) {
                    Image(systemName: "xmark.circle.fill")
                        .resizable()
                        .frame(width: 30, height: 30)
                }
            }
            ToolbarItem(placement: .principal) {
                Button(action: compose) {
                    Image(systemName: "chevron.down")
                        .frame(width: 24, height: 24)
                }
            }
            ToolbarItem(placement: .bottomBar) {
                HStack {
                    Button(action: compose) {
                        Image(systemName: "arrow.uturn.backward")
                            .frame(width: 28, height: 28)
                    }
                    Button(action: close) {
                        Image(systemName: "arrow.uturn.forward")
                            .frame(width: 28, height: 28)
                    }
                }
            }
        }
    }

    func compose() {}
    func close() {}
}
