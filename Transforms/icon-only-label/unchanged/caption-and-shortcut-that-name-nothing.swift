import SwiftUI

// A stack with more than the icon and its caption: the text may name something else. A shortcut on
// a glyph it does not go with (⌘N on a brand mark) says nothing the button draws. Both are reported.
struct ProfileHeader: View {
    let handler: () -> Void
    let count: Int

    var body: some View {
        VStack {
            Button(action: handler) {
                Image("badge-outline")
            }
            Text("Followers")
            Text("\(count)")
        }
        Button(action: handler) {
            Image("brand-mark")
        }
        .keyboardShortcut("n")
    }
}
