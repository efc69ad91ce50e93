import SwiftUI

/// A card holds itself square and layers its text over a ring: the grid, not the text, decides
/// the circle's size, so larger text would spill out of it. The fonts keep their size.
struct StepsRingCard: View {
    let title: String
    let value: String

    var body: some View {
        ZStack {
            ProgressRingView(progress: 0.6)
            VStack(spacing: 2) {
                Text(title)
                    .font(.system(size: 9, weight: .semibold))
                    .lineLimit(2)
                Text(value)
                    .font(.system(size: 12, weight: .bold))
            }
            .padding(8)
        }
        .aspectRatio(1, contentMode: .fit)
    }
}

// Elsewhere in the project:
// struct ProgressRingView: View { let progress: Double; var body: some View { Circle().trim(from: 0, to: progress).stroke() } }
