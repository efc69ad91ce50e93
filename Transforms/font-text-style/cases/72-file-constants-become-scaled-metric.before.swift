import SwiftUI

private let headerSize: CGFloat = 18

enum RowMetrics {
    static let detailSize: CGFloat = 14
    static let footnoteSize: CGFloat = 13
}

struct ForecastRow: View {
    let day: String
    let summary: String
    private let temperatureSize: CGFloat = 10

    var body: some View {
        VStack(alignment: .leading) {
            Text(day)
                .font(.system(size: headerSize, weight: .semibold))
            Text(summary)
                .font(.system(size: RowMetrics.detailSize))
            Text("21°")
                .font(.system(size: temperatureSize))
            Text("Updated hourly")
                .font(.system(size: RowMetrics.footnoteSize))
        }
    }
}
