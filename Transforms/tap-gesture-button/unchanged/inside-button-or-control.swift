import SwiftUI

struct ComposeBar: View {
    @State private var isPinned = false

    var body: some View {
        HStack {
            Button {
                send()
            } label: {
                Image(systemName: "paperplane")
                    .onTapGesture { logTap() }
            }
            NavigationLink {
                Text("Drafts")
            } label: {
                Text("Drafts")
                    .onTapGesture { prefetchDrafts() }
            }
            Toggle(isOn: $isPinned) {
                Image(systemName: "pin")
                    .onTapGesture { pinMessage() }
            }
        }
    }

    func send() {}
    func logTap() {}
    func prefetchDrafts() {}
    func pinMessage() {}
}
