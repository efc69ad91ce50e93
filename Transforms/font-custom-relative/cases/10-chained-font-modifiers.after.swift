import SwiftUI

struct RatingView: View {
    let rating: Double

    var body: some View {
        HStack {
            Text(rating, format: .number.precision(.fractionLength(1)))
                .font(.custom("Avenir Next", size: 28, relativeTo: .title).weight(.heavy).monospacedDigit())
            Text("out of 5")
                .font(.custom("Avenir Next", size: 12, relativeTo: .caption).italic())
        }
    }
}
