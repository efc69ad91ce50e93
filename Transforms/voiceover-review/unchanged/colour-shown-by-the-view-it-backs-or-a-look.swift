import SwiftUI

// Colour that is not the only signal: a row's background whose content picks a check mark by the
// same comparison, a pattern drawn the other way round, and a card shown inverted. A backing
// colour on a view that shows nothing else of its state is still reported.
struct RegionRow: View {
    let region: String
    let chosenRegion: String?
    let isOnline: Bool

    var body: some View {
        HStack {
            if region == chosenRegion {
                Image(systemName: "checkmark.circle.fill")
            } else {
                Image(systemName: "circle")
            }
            Text(region)
        }
        .background {
            RoundedRectangle(cornerRadius: 12)
                .fill(region == chosenRegion ? Color.gray : Color.clear)
        }
        Image(systemName: "antenna.radiowaves.left.and.right")
            .background {
                Circle()
                    .fill(isOnline ? Color.green : Color.red)
            }
    }
}

struct Stripes: View {
    var isFlipped = false

    var body: some View {
        HStack(spacing: 0) {
            Rectangle().fill(isFlipped ? Color.black : .white)
            Rectangle().fill(isFlipped ? Color.white : .black)
        }
        .fixedSize()
    }
}
