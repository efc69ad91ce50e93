import SwiftUI

/// The ring sits in a `ZStack` with its text, but nothing holds the card square: the card grows
/// with its text, so the fonts scale.
struct StepsSummaryCard: View {
    let title: String

    var body: some View {
        ZStack {
            Circle()
                .stroke(lineWidth: 4)
            Text(title)
                .font(.subheadline.weight(.semibold))
                .padding(12)
        }
    }
}
