import SwiftUI

/// All a Dynamic Island's compact leading and expanded leading regions draw is the app's mark:
/// hidden, marked to verify, while the countdown beside it speaks. The minimal one shows nothing else:
/// it is the content there, left as it is.
struct DeliveryIsland: View {
    let eta: String

    var body: some View {
        DynamicIsland {
            DynamicIslandExpandedRegion(.leading) {
                CourierMark()
            }
            DynamicIslandExpandedRegion(.center) {
                Text(eta)
            }
        } compactLeading: {
            Image("CourierBadge")
                .padding(4)
                .accessibilityHidden(true) // [VERIFY] confirm it is only the app's mark
        } compactTrailing: {
            Text(eta)
        } minimal: {
            Image("CourierBadge")
        }
    }
}

struct CourierMark: View {
    var body: some View {
        Image("CourierMarkLarge")
            .clipShape(Circle())
            .accessibilityHidden(true) // [VERIFY] confirm it is only the app's mark
    }
}

// Elsewhere in the project:
// struct DynamicIsland: View {
//     init<E: View, L: View, T: View, M: View>(
//         @ViewBuilder expanded: () -> E, @ViewBuilder compactLeading: () -> L,
//         @ViewBuilder compactTrailing: () -> T, @ViewBuilder minimal: () -> M
//     ) {}
//     var body: some View { EmptyView() }
// }
// struct DynamicIslandExpandedRegion<Content: View>: View {
//     enum Position { case leading, center }
//     init(_ position: Position, @ViewBuilder content: () -> Content) {}
//     var body: some View { EmptyView() }
// }
