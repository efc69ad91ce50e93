import ActivityKit
import SwiftUI
import WidgetKit

/// The app's mark, all a compact leading presentation draws, is image-decorative's to hide: left
/// alone here. A picture in the compact trailing presentation shows the activity's state: reported.
struct ParcelActivityWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ParcelAttributes.self) { context in
            Text(context.state.status)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) {
                    Text(context.state.status)
                }
            } compactLeading: {
                Image("ParcelMark")
            } compactTrailing: {
                Image("parcel-van")
            } minimal: {
                Image("ParcelMark")
            }
        }
    }
}

// Elsewhere in the project:
// struct ParcelAttributes: ActivityAttributes {
//     struct ContentState: Codable, Hashable { var status: String }
// }
