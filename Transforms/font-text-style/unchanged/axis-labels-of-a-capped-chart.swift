import Charts
import SwiftUI

/// A chart whose axis labels the file caps (`.dynamicTypeSize(…)`) keeps them small on purpose: a
/// year label of its own size along the same axes stays as it is, as one label scaling alone
/// overlaps its neighbours.
struct RainfallChart: View {
    var readings: [(month: Date, millimetres: Int)]

    var body: some View {
        Chart(readings, id: \.month) { reading in
            BarMark(x: .value("Month", reading.month, unit: .month), y: .value("Rain", reading.millimetres))
        }
        .chartXAxis {
            AxisMarks(values: .stride(by: .year)) { value in
                AxisValueLabel(centered: true) {
                    if let date = value.as(Date.self) {
                        Text(date, format: .dateTime.year())
                            .font(.system(size: 10))
                    }
                }
            }
        }
        .chartYAxis {
            AxisMarks { value in
                AxisValueLabel {
                    if let millimetres = value.as(Int.self) {
                        Text("\(millimetres) mm")
                            .dynamicTypeSize(.small ... .xxLarge)
                    }
                }
            }
        }
    }
}
