import SwiftUI

struct RatingView: View {
    @Binding var rating: Int

    var body: some View {
        HStack(spacing: 2) {
            ForEach(1...5, id: \.self) { star in
                Image(systemName: star <= rating ? "star.fill" : "star")
                    .foregroundStyle(.yellow)
                    .frame(width: 18, height: 18)
                    .onTapGesture { rating = star }
            }
        }
    }
}
