import Charts
import SwiftUI

/// A chart that caps none of its axis labels: a label of a fixed size scales with the others.
struct SnowfallChart: View {
    @ScaledMetric(relativeTo: .caption2) private var caption2FontSize: CGFloat = 10
    var readings: [(month: Date, centimetres: Int)]

    var body: some View {
        Chart(readings, id: \.month) { reading in
            BarMark(x: .value("Month", reading.month, unit: .month), y: .value("Snow", reading.centimetres))
        }
        .chartXAxis {
            AxisMarks(values: .stride(by: .year)) { value in
                AxisValueLabel(centered: true) {
                    if let date = value.as(Date.self) {
                        Text(date, format: .dateTime.year())
                            .font(.system(size: caption2FontSize))
                    }
                }
            }
        }
    }
}
