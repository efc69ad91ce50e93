import Charts
import SwiftUI

/// A chart tapped to change its range: one element would flatten its marks, which VoiceOver
/// browses one by one, into one long label. The tap is reported, not folded.
struct RangeChart: View {
    @State private var hours = 3
    let points: [(Date, Double)]

    var body: some View {
        VStack {
            Text("\(hours) h")
            Chart(points, id: \.0) { point in
                PointMark(x: .value("Time", point.0), y: .value("Value", point.1))
            }
        }
        .onTapGesture {
            withAnimation { hours = hours == 3 ? 6 : 3 }
        }
    }
}
