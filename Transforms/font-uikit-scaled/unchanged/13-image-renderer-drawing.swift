import UIKit

enum AvatarRenderer {
    // Initials drawn into an image: the picture has a fixed size, the text in it too.
    static func initialsImage(_ initials: String, diameter: CGFloat) -> UIImage {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: diameter, height: diameter))
        return renderer.image { context in
            UIColor.systemTeal.setFill()
            context.cgContext.fillEllipse(in: CGRect(x: 0, y: 0, width: diameter, height: diameter))
            let attributes: [NSAttributedString.Key: Any] = [
                .font: UIFont.systemFont(ofSize: 20, weight: .bold),
                .foregroundColor: UIColor.white,
            ]
            (initials as NSString).draw(at: CGPoint(x: 8, y: 8), withAttributes: attributes)
        }
    }

    static func badgeImage(_ text: String) -> UIImage {
        let title = NSAttributedString(string: text, attributes: [.font: UIFont.monospacedDigitSystemFont(ofSize: 11, weight: .medium)])
        let size = title.size()
        return UIGraphicsImageRenderer(size: size).image { _ in
            title.draw(at: .zero)
        }
    }
}
