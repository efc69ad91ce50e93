import SwiftUI

// A new @ScaledMetric goes after the type's own, not at the top above a nested enum.
struct Chip: View {
    enum Size {
        case small, regular
    }

    let title: String
    let size: Size
    @ScaledMetric(relativeTo: .body) private var padding: CGFloat = 8
    @ScaledMetric(relativeTo: .body) private var iconSide: CGFloat = 14  // the symbol's slot
    @ScaledMetric(relativeTo: .body) private var bodyFontSize: CGFloat = 18

    var body: some View {
        HStack {
            Image(systemName: "tag")
                .frame(width: iconSide, height: iconSide)
            Text(title)
                .font(.system(size: bodyFontSize))
        }
        .padding(padding)
    }
}
