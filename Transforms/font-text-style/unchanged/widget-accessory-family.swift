import SwiftUI
import WidgetKit

struct StepsAccessoryView: View {
    @Environment(\.widgetFamily) private var family
    let steps: Int

    var body: some View {
        switch family {
        case .accessoryCircular:
            Text("\(steps)")
                .font(.system(size: 15, weight: .semibold))
        default:
            Text("\(steps) steps")
                .font(.system(size: 12))
        }
    }
}
