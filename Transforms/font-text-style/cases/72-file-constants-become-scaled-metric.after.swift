import SwiftUI

private let headerSize: CGFloat = 18

enum RowMetrics {
    static let detailSize: CGFloat = 14
    static let footnoteSize: CGFloat = 13
}

struct ForecastRow: View {
    @ScaledMetric(relativeTo: .headline) private var headlineFontSize: CGFloat = headerSize
    @ScaledMetric(relativeTo: .subheadline) private var subheadlineFontSize: CGFloat = RowMetrics.detailSize
    @ScaledMetric(relativeTo: .caption2) private var caption2FontSize: CGFloat = 10
    let day: String
    let summary: String
    private let temperatureSize: CGFloat = 10

    var body: some View {
        VStack(alignment: .leading) {
            Text(day)
                .font(.system(size: headlineFontSize, weight: .semibold))
            Text(summary)
                .font(.system(size: subheadlineFontSize))
            Text("21°")
                .font(.system(size: caption2FontSize))
            Text("Updated hourly")
                .font(.footnote)
        }
    }
}
