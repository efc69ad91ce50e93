import SwiftUI

struct NextDoseCard: View {
    let medication: String
    let time: String

    var body: some View {
        VStack(alignment: .leading) {
            // Larger sizes cut the reading off in the small card, so this stays 13 pt.
            Text(medication)
                .lineLimit(1)
                .font(.system(size: 13))
            Text(time)
                .font(.system(size: 11, weight: .medium))  // fixed size: must match the ring label
        }
    }
}
