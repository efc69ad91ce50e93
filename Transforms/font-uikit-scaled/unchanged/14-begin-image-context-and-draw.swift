import UIKit

final class WatermarkStamper {
    func stamp(_ image: UIImage, with text: String) -> UIImage? {
        UIGraphicsBeginImageContextWithOptions(image.size, false, image.scale)
        defer { UIGraphicsEndImageContext() }
        image.draw(at: .zero)
        let font = UIFont.boldSystemFont(ofSize: 24)
        (text as NSString).draw(in: CGRect(x: 16, y: 16, width: image.size.width - 32, height: 40), withAttributes: [.font: font])
        return UIGraphicsGetImageFromCurrentImageContext()
    }
}

final class ChartLegendView: UIView {
    func draw(name: String, at point: CGPoint) {
        let legendFont = UIFont.systemFont(ofSize: 11)
        (name as NSString).draw(at: point, withAttributes: [.font: legendFont])
    }
}
