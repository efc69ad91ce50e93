import SwiftUI

/// Where a 44 pt frame would grow the design, the small button is reported instead: a button
/// style that pads and sizes its label, and a row framed to a fixed height.
struct VoteCounter: View {
    @Binding var votes: Int

    var body: some View {
        VStack {
            HStack(spacing: 8) {
                Button(action: decrement) {
                    Image(systemName: "minus")
                        .frame(width: 20, height: 20)
                }
                .buttonStyle(.bordered)
                Text("\(votes)")
                Button(action: increment) {
                    Image(systemName: "plus")
                        .frame(width: 20, height: 20)
                }
                .buttonStyle(.bordered)
            }

            HStack {
                Button(action: increment) {
                    Image(systemName: "hand.thumbsup")
                        .frame(width: 24, height: 24)
                }
            }
            .frame(height: 28)
        }
    }

    func decrement() { votes -= 1 }
    func increment() { votes += 1 }
}
