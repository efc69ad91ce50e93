import SwiftUI

/// A coloured dot before words that say whether a place is booked or free, and a warning mark
/// beside words that state a refusal: the text says all the mark does, so the mark is hidden.
struct BookingBadge: View {
    let freeSeats: Int

    var body: some View {
        VStack(alignment: .leading) {
            if freeSeats == 0 {
                HStack {
                    Image(systemName: "circle.fill")
                        .accessibilityHidden(true)
                    Text("Fully booked tonight")
                }
                .foregroundStyle(.orange)
            } else {
                HStack {
                    Image(systemName: "circle.fill")
                        .accessibilityHidden(true)
                    Text("\(freeSeats) seats available")
                }
                .foregroundStyle(.mint)
            }
            HStack(spacing: 2) {
                Text("Payment Declined")
                Image(systemName: "exclamationmark.octagon")
                    .accessibilityHidden(true)
            }
        }
    }
}
