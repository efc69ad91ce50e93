import SwiftUI

struct InboxToolbar: View {
    var body: some View {
        HStack {
            Text("Inbox")
            Spacer()
            NavigationLink(destination: SearchView()) {
                Image(systemName: "magnifyingglass")
            }
            .accessibilityLabel("Search") // [VERIFY] confirm label matches intent
        }
    }
}

struct SearchView: View {
    var body: some View {
        Text("Search")
    }
}
