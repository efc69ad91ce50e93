import SwiftUI

/// A decorative loop started once on appear stops under Reduce Motion, resting where its value
/// sends it; a frame-by-frame timeline pauses; a binding's animation of a moving change is gated.
struct FloatingCards: View {
    @State private var lift: CGFloat = 0
    @Binding var choice: Int

    var body: some View {
        VStack {
            RoundedRectangle(cornerRadius: 12)
                .offset(y: lift)
                .animation(.easeInOut(duration: 2).repeatForever(autoreverses: true), value: lift)
            TimelineView(.animation) { context in
                Circle()
                    .frame(width: 8, height: 8)
                    .offset(x: context.date.timeIntervalSinceReferenceDate.truncatingRemainder(dividingBy: 2) * 20)
            }
            ChoiceRow(selection: $choice.animation(.easeOut(duration: 0.25)))
            ForEach(0..<choice, id: \.self) { index in
                Text("Item \(index)")
            }
        }
        .onAppear {
            lift = 20
        }
    }
}

// Elsewhere in the project:
// struct ChoiceRow: View {
//     @Binding var selection: Int
//     var body: some View { Stepper("Items", value: $selection, in: 0...10) }
// }
