import SwiftUI

/// `toggleNewTokenView()` shows or hides a screen: the screen names the button ("New token"),
/// where "Toggle new token" would sound like a switch.
struct TokenList: View {
    @State private var showsNewToken = false

    var body: some View {
        NavigationView {
            List {}
                .toolbar {
                    Button {
                        toggleNewTokenView()
                    } label: {
                        Image(systemName: "plus")
                    }
                    .accessibilityLabel("New token") // [VERIFY] confirm label matches intent
                }
        }
    }

    func toggleNewTokenView() { showsNewToken.toggle() }
}
