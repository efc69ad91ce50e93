import SwiftUI
import UIKit

extension String {
    func width(font: UIFont) -> CGFloat {
        (self as NSString).size(withAttributes: [.font: font]).width
    }
}

/// A UIKit font only measures the caption, to size the box around it; the caption is drawn with
/// a SwiftUI font. Scaling the measure would only widen the box.
struct SwatchBox: View {
    let caption: String

    var body: some View {
        Text(caption.uppercased())
            .font(.caption)
            .padding(12)
            .frame(minWidth: caption.uppercased().width(font: UIFont.systemFont(ofSize: 12, weight: .semibold)) + 40)
    }
}
