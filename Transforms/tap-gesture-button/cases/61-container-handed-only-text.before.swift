import SwiftUI

/// A project container handed only text and an icon through its closure: the caller shows every
/// view inside, none of which is a control, so the tapped container becomes one button.
struct Tile<Inner: View>: View {
    let inner: Inner

    init(@ViewBuilder inner: () -> Inner) {
        self.inner = inner()
    }

    var body: some View {
        VStack {
            inner
        }
        .padding()
        .background(.thinMaterial)
    }
}

struct InboxTile: View {
    let unread: Int

    var body: some View {
        Tile {
            Image(systemName: "tray")
            Text("Inbox")
            Text("\(unread) unread")
        }
        .onTapGesture { openInbox() }
    }

    func openInbox() {}
}
