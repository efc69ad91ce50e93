import SwiftUI

struct PlayerOptions {
    @Binding var showsQueue: Bool
}

struct PlayerControls: View {
    let options: PlayerOptions

    var body: some View {
        VStack {
            Toggle("Queue", isOn: options.$showsQueue.animation(.spring))
            if options.showsQueue {
                Text("Up next")
                    .offset(y: 40)
            }
        }
    }
}
