import SwiftUI

struct RatingControl: View {
    @Binding var rating: Int

    var body: some View {
        Button {
            rating = rating % 5 + 1
        } label: {
            Image(systemName: "star.fill")
        }
        .accessibilityElement(children: .ignore)
        .accessibilityValue("\(rating) stars")
    }
}
