import UIKit

/// The delegate sizes its rows from the row font, so the rows grow with a scaled font.
final class TimeZonePicker: NSObject, UIPickerViewDelegate {
    var zones: [String] = []
    let rowFont = UIFont.preferredFont(forTextStyle: .title3)

    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
        return rowFont.lineHeight + 16
    }

    func pickerView(
        _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
    ) -> UIView {
        let zoneLabel = UILabel()
        zoneLabel.text = zones[row]
        zoneLabel.font = UIFont.systemFont(ofSize: 15, weight: .medium)
        return zoneLabel
    }
}
