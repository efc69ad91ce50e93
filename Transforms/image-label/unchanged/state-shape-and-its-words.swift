import SwiftUI

enum Health {
    case good, poor

    var title: String { self == .good ? "Good" : "Poor" }
    var color: Color { self == .good ? .green : .red }
}

struct Sensor {
    let name: String
    let health: Health
}

/// A dot tinted by the sensor's health, in a row whose helper shows the health's title, is left
/// to image-decorative, which hides it. A dot tinted by the health beside only the sensor's name
/// still shows a state no text says: reported.
struct SensorCell: View {
    let sensor: Sensor

    private var caption: some View {
        Text(sensor.name)
            .font(.headline)
    }

    private var healthLabel: some View {
        Text(sensor.health.title)
            .foregroundStyle(.secondary)
    }

    var body: some View {
        HStack {
            VStack {
                caption
                healthLabel
            }
            Spacer()
            Image(systemName: "circle.fill")
                .foregroundStyle(sensor.health.color)
        }
        HStack {
            VStack {
                caption
            }
            Spacer()
            Image(systemName: "circle.fill")
                .foregroundStyle(sensor.health.color)
        }
    }
}
