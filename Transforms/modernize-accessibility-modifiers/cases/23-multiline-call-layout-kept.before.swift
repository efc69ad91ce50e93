import SwiftUI

struct WeatherSummary: View {
    var body: some View {
        Image(systemName: "cloud.sun")
            .accessibility(
                label: Text("Current weather")
            )
    }
}
