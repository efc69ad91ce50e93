import SwiftUI

/// The day number sits above its square in a stack, not over it: the stack grows with the text,
/// so the number is scaled.
struct WeekStrip: View {
    let days: [Int]

    var body: some View {
        HStack(spacing: 4) {
            ForEach(days, id: \.self) { day in
                VStack(spacing: 2) {
                    Text("\(day)")
                        .font(.footnote)
                    RoundedRectangle(cornerRadius: 4)
                        .fill(Color.accentColor.opacity(0.2))
                        .aspectRatio(1, contentMode: .fit)
                }
            }
        }
    }
}
