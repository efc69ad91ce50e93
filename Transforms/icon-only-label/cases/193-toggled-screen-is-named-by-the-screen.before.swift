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
                }
        }
    }

    func toggleNewTokenView() { showsNewToken.toggle() }
}
