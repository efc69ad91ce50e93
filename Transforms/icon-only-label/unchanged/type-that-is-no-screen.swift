import SwiftUI

// A destination type named for a part of the code, not a screen: its name is no label
// ("Timeline toolbar tag group" was judged wrong). With nothing else to go on, it is reported.
struct TimelineToolbar: View {
    var body: some View {
        NavigationLink {
            TimelineToolbarTagGroup()
        } label: {
            Image("tags-glyph")
        }
    }
}

struct TimelineToolbarTagGroup: View {
    var body: some View {
        Text("Tags")
    }
}
