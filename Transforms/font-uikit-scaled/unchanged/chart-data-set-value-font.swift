import UIKit

/// A chart library's data set: the chart draws its values inside each slice of the plot.
final class DonutChartDataSet {
    var values: [Double]
    var valueFont = UIFont.preferredFont(forTextStyle: .caption2)
    init(values: [Double]) { self.values = values }
}

final class StreakCell: UITableViewCell {
    func show(_ values: [Double]) {
        let dataSet = DonutChartDataSet(values: values)
        dataSet.valueFont = UIFont.systemFont(ofSize: 10)
    }
}
