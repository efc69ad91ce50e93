import Charts
import SwiftUI

/// A drag over a chart's overlay picks the point to show in a callout: Swift Charts gives VoiceOver
/// the marks already, and the drag sets no value. A drag that moves a level is a slider: reported.
struct TemperatureChart: View {
    let readings: [Reading]
    @State private var selected: Reading?
    @State private var level: Double = 0.5

    var body: some View {
        VStack {
            Chart(readings) { reading in
                LineMark(x: .value("Hour", reading.hour), y: .value("Degrees", reading.degrees))
            }
            .chartOverlay { proxy in
                Rectangle().fill(.clear).contentShape(Rectangle())
                    .gesture(
                        DragGesture()
                            .onChanged { value in
                                let x = value.location.x
                                if let hour: Int = proxy.value(atX: x) {
                                    selected = readings.first { $0.hour == hour }
                                }
                            }
                    )
            }
            Capsule()
                .frame(width: 200, height: 8)
                .gesture(
                    DragGesture()
                        .onChanged { value in
                            level = min(max(value.location.x / 200, 0), 1)
                        }
                )
        }
    }
}

struct Reading: Identifiable {
    let id: Int
    let hour: Int
    let degrees: Double
}
