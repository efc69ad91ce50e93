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
        .accessibility(label: Text(
            "Current weather"
        ))
        .accessibility(value:
            Text("\(temperature) degrees, \(condition)"))
        .accessibility(hint: Text(
            condition
        ))
    }
}
