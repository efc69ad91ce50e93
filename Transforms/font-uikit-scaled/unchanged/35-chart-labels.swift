import UIKit

struct AxisStyle {
    var font: UIFont
}

/// A chart draws its axis labels into the plot's fixed size: they keep their size.
final class TrendChartView: UIView {
    let xAxisStyle = AxisStyle(font: UIFont.systemFont(ofSize: 10))
    let chartLayer = CATextLayer()

    func configureAxis(_ valueAxis: UILabel) {
        valueAxis.font = UIFont.systemFont(ofSize: 11)
    }
}
