import SwiftUI

struct ComposeBar: View {
    @State private var draft = ""

    var body: some View {
        HStack {
            TextField("Message", text: $draft)
            Button(action: send) {
                Image(systemName: "paperplane.fill")
            }
            .frame(height: 32)
        }
    }

    func send() {}
}
