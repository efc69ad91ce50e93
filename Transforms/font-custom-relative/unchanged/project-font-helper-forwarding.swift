import SwiftUI

// The project's own font helper forwards to `.custom(_:size:)`, which scales with `.body`
// already; which style each call stands for is the helper's design.
extension Font {
    static func brand(_ size: CGFloat, bold: Bool = false) -> Font {
        .custom(bold ? "Nunito-Bold" : "Nunito-Regular", size: size)
    }
}

struct PlanCard: View {
    let name: String
    let price: String

    var body: some View {
        VStack(alignment: .leading) {
            Text(name).font(.brand(22, bold: true))
            Text(price).font(.brand(15))
        }
    }
}
