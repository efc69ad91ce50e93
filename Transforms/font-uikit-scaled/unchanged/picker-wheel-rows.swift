import UIKit

/// A wheel of delivery slots: every row is 40 pt tall, so a larger slot title would be cut off.
final class DeliverySlotPicker: NSObject, UIPickerViewDelegate, UIPickerViewDataSource {
    var slots: [String] = []

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { slots.count }

    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
        return 40
    }

    func pickerView(
        _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
    ) -> UIView {
        let slotLabel = (view as? UILabel) ?? UILabel()
        slotLabel.text = slots[row]
        slotLabel.textAlignment = .center
        slotLabel.font = UIFont.systemFont(ofSize: 22, weight: .medium)
        return slotLabel
    }
}

/// A wheel of sizes with no row height of its own: the wheel's default rows do not grow either.
final class ShoeSizePicker: NSObject, UIPickerViewDelegate {
    var sizes: [String] = []

    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int)
        -> NSAttributedString?
    {
        NSAttributedString(string: sizes[row], attributes: [.font: UIFont.boldSystemFont(ofSize: 18)])
    }
}
