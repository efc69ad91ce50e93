import SwiftUI

/// A row handed only what it shows (a title, a closure that formats it): no taps of its own, so
/// the row folds into one button. A stack with a Spacer inside is one target, spacer and all.
struct ForecastList: View {
    let days: [Day]

    var body: some View {
        VStack {
            ForEach(days) { day in
                DayRow(title: day.name, format: { $0.uppercased() })
                    .onTapGesture { openForecast(day) }
            }
            HStack {
                Text("Radar")
                Spacer()
            }
            .onTapGesture { openRadar() }
        }
    }

    func openForecast(_ day: Day) {}
    func openRadar() {}
}

struct DayRow: View {
    let title: String
    let format: (String) -> String

    var body: some View {
        HStack {
            Image(systemName: "cloud.rain")
            Text(format(title))
        }
    }
}

struct Day: Identifiable {
    let id: Int
    let name: String
}
