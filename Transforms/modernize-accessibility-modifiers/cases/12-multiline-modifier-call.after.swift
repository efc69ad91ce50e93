import SwiftUI

struct WeatherSummary: View {
    let temperature: Int
    let condition: String

    var body: some View {
        HStack {
            Image(systemName: "cloud.sun")
            Text("\(temperature)°")
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Current weather")
        .accessibilityValue(
            "\(temperature) degrees, \(condition)")
        .accessibilityHint(Text(
            condition
        ))
    }
}
