import SwiftUI

struct StreakRow: View {
    var body: some View {
        VStack {
            HStack {
                Image(systemName: "flame")
                Text("7-day streak")
            }
            .accessibilityElement(children: .combine)
            HStack {
                Image(systemName: "trophy")
                Text("Top 10%")
            }
            .accessibilityLabel("Ranked in the top 10 percent")
        }
    }
}
