import SwiftUI

struct RatingView: View {
    let stars: Int

    var body: some View {
        HStack {
            ForEach(0..<5) { index in
                Image(systemName: index < stars ? "star.fill" : "star")
            }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Rating")
        .accessibilityValue("\(stars) of 5 stars")
    }
}
