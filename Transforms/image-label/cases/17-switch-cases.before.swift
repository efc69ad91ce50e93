import SwiftUI

struct WeatherBadge: View {
    enum Sky { case clear, cloudy, storm }
    let sky: Sky

    var body: some View {
        switch sky {
        case .clear:
            Image("sky-clear")
        case .cloudy:
            Image(systemName: "cloud")
                .imageScale(.large)
        case .storm:
            Image("sky-storm")
        }
    }
}
