import SwiftUI

struct TripSummary: View {
    var body: some View {
        ZStack {
            Image("map-texture")
                .resizable()
                .opacity(0.2)
            VStack(alignment: .leading, spacing: 8) {
                HStack {
                    Image(systemName: "airplane")
                    Text("SFO to NRT")
                }
                HStack {
                    Image(systemName: "clock")
                    Text("11h 5m")
                }
            }
        }
    }
}
