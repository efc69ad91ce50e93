import Charts
import SwiftUI

/// A view drawn as a chart mark's symbol is the mark's shape: the chart reads the mark's values, and
/// VoiceOver never stops on the view itself. No finding, whatever the symbol.
struct SleepChart: View {
    struct Sample: Identifiable {
        let id: Int
        let hour: Int
        let depth: Double
        let isAwake: Bool
    }

    let samples: [Sample]

    var body: some View {
        Chart(samples) { sample in
            PointMark(x: .value("Hour", sample.hour), y: .value("Depth", sample.depth))
                .symbol {
                    if sample.isAwake {
                        Image(systemName: "exclamationmark.circle")
                    } else {
                        Image(systemName: "circle.fill")
                            .font(.system(size: 6))
                    }
                }
            LineMark(x: .value("Hour", sample.hour), y: .value("Depth", sample.depth))
                .symbol(Image(systemName: "checkmark.circle"))
        }
    }
}
