import SwiftUI

struct MiniPlayer: View {
    var body: some View {
        HStack {
            Text("Now playing")
            Spacer()
            Button(action: skip) {
                Image(systemName: "forward.fill")
            }
            .frame(width: 28, height: 28)
        }
    }

    func skip() {}
}
