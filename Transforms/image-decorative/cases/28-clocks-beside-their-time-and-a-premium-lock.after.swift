import SwiftUI

/// A clock beside the time it marks, and a lock beside "Premium", say nothing their text does not:
/// hidden, so VoiceOver reads the time or the words once.
struct OpeningHoursRow: View {
    let shop: Shop
    let isLocked: Bool

    var body: some View {
        VStack {
            HStack {
                Image(systemName: "clock.fill")
                    .accessibilityHidden(true)
                Text("\(shop.openingHours())")
            }
            HStack {
                Image(systemName: "timer")
                    .accessibilityHidden(true)
                Text("\(shop.pickupTime)")
            }
            if isLocked {
                HStack {
                    Image(systemName: "lock")
                        .accessibilityHidden(true)
                    Text("Premium Feature")
                }
            }
        }
    }
}

// Elsewhere in the project:
// struct Shop {
//     let pickupTime: String
//     func openingHours() -> String { "" }
// }
