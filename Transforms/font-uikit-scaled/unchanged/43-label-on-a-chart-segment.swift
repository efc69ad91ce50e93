import UIKit

/// A pie chart's data source hands out a label for each slice, which the chart places on the
/// slice inside its fixed size: the label keeps its size.
final class SpendingPieView: UIView, PieChartDataSource {
    func pieChart(_ chart: PieChart, viewForSliceAt index: Int) -> UIView? {
        let percentLabel = UILabel()
        percentLabel.text = "\(index * 10)%"
        percentLabel.font = UIFont.boldSystemFont(ofSize: 10)
        percentLabel.sizeToFit()
        return percentLabel
    }
}

// Elsewhere in the project:
// final class PieChart: UIView {}
// protocol PieChartDataSource { func pieChart(_ chart: PieChart, viewForSliceAt index: Int) -> UIView? }
