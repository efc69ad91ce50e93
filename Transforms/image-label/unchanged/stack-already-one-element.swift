import SwiftUI

struct RatingStars: View {
    var body: some View {
        HStack {
            Image(systemName: "star.fill")
            Image(systemName: "star.fill")
            Image(systemName: "star")
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Two of three stars")
    }
}
