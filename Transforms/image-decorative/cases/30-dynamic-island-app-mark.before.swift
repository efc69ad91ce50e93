import ActivityKit
import SwiftUI
import WidgetKit

/// All a Dynamic Island's compact leading, minimal and expanded leading regions draw is the app's mark:
/// hidden, marked to verify, while the countdown beside it speaks.
struct DeliveryActivityWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DeliveryAttributes.self) { context in
            Text(timerInterval: context.state.eta, countsDown: true)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    CourierMark()
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(timerInterval: context.state.eta, countsDown: true)
                }
            } compactLeading: {
                Image("CourierBadge")
                    .padding(4)
            } compactTrailing: {
                Text(timerInterval: context.state.eta, countsDown: true)
            } minimal: {
                Image("CourierBadge")
            }
        }
    }
}

struct CourierMark: View {
    var body: some View {
        Image("CourierMarkLarge")
            .clipShape(ContainerRelativeShape())
    }
}

// Elsewhere in the project:
// struct DeliveryAttributes: ActivityAttributes {
//     struct ContentState: Codable, Hashable { var eta: ClosedRange<Date> }
// }
