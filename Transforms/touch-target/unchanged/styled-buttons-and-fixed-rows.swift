import SwiftUI

/// Where a 44 pt frame would grow the design, the small button is reported instead: a button
/// style of the project's that may pad and size its label, and a row framed to a fixed height.
struct VoteCounter: View {
    @Binding var votes: Int

    var body: some View {
        VStack {
            HStack(spacing: 8) {
                Button(action: decrement) {
                    Image(systemName: "minus")
                        .frame(width: 20, height: 20)
                }
                .buttonStyle(StepperKeyStyle())
                Text("\(votes)")
                Button(action: increment) {
                    Image(systemName: "plus")
                        .frame(width: 20, height: 20)
                }
                .buttonStyle(StepperKeyStyle())
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

/// Dims the label while pressed.
struct StepperKeyStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.opacity(configuration.isPressed ? 0.5 : 1)
    }
}
