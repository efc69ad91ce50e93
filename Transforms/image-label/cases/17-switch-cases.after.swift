import SwiftUI

struct WeatherBadge: View {
    enum Sky { case clear, cloudy, storm }
    let sky: Sky

    var body: some View {
        switch sky {
        case .clear:
            Image("sky-clear")
                .accessibilityLabel("Clear sky") // [VERIFY] confirm label matches intent
        case .cloudy:
            Image(systemName: "cloud")
                .imageScale(.large)
                .accessibilityLabel("Cloudy") // [VERIFY] confirm label matches intent
        case .storm:
            Image("sky-storm")
        }
    }
}
