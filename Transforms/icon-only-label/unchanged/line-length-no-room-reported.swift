import SwiftUI

struct Composer: View {
    var body: some View {
        VStack {
            Button(action: send) {
                Image(systemName: "paperplane")
            }
        }
    }

    func send() {}
}
