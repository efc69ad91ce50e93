import SwiftUI

/// A legend's swatch matches the colour of a series in a chart, which VoiceOver cannot show; the
/// words beside it name the series. The dot adds only "circle", so it is hidden: a colour handed in,
/// a series' own colour, or a literal colour in a legend.
struct ChartLegend: View {
    struct Series {
        let name: String
        let color: Color
    }

    let series: [Series]

    var body: some View {
        HStack {
            ForEach(series, id: \.name) { entry in
                HStack(spacing: 4) {
                    Image(systemName: "square.fill")
                        .foregroundColor(entry.color)
                        .accessibilityHidden(true)
                    Text(entry.name)
                }
            }
            HStack {
                Image(systemName: "circle.fill").foregroundStyle(.teal)
                    .accessibilityHidden(true)
                Text("Target range")
            }
            LegendKey(title: "Forecast", color: .purple)
        }
    }
}

struct LegendKey: View {
    let title: LocalizedStringKey
    let color: Color

    var body: some View {
        HStack {
            Image(systemName: "circle.fill")
                .font(.caption2)
                .foregroundStyle(color)
                .accessibilityHidden(true)
            Text(title)
        }
    }
}
