import SwiftUI

/// A `.tabItem` image is never read on its own: the tab's `Text` names the item, and a page-style
/// `TabView` never shows it. The same asset drawn in a page is reported.
struct LibraryTabs: View {
    var body: some View {
        TabView {
            Color.clear
                .tabItem {
                    Image("icon-shelf-tabbar")
                    Text("Shelf")
                }
            Color.clear
                .tabItem {
                    Image("icon-reader-tabbar")
                    Text("Reader")
                }
        }
    }
}

struct CritterPages: View {
    var body: some View {
        TabView {
            VStack {
                Image("page-beetle")
                    .resizable()
            }
            .tabItem {
                Image("page-beetle")
            }
        }
        .tabViewStyle(PageTabViewStyle())
    }
}
