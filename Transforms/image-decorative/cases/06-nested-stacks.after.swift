import SwiftUI

struct TripSummary: View {
    var body: some View {
        ZStack {
            Image("map-texture")
                .resizable()
                .opacity(0.2)
                .accessibilityHidden(true)
            VStack(alignment: .leading, spacing: 8) {
                HStack {
                    Image(systemName: "airplane")
                        .accessibilityHidden(true)
                    Text("SFO to NRT")
                }
                HStack {
                    Image(systemName: "clock")
                        .accessibilityHidden(true)
                    Text("11h 5m")
                }
            }
        }
    }
}
