import SwiftUI

struct WeatherGrid: View {
    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 12) {
                Image(systemName: "cloud.rain")
                    .symbolRenderingMode(.multicolor)
                    .accessibilityLabel("Rain") // [VERIFY] confirm label matches intent
                ZStack {
                    Image("radar-map")
                        .resizable()
                        .frame(width: 44, height: 44)
                }
            }
            Image(systemName: "snowflake")
                .accessibilityLabel("Snow") // [VERIFY] confirm label matches intent
        }
    }
}
