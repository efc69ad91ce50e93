import SwiftUI

/// All the minimal presentation shows is the Live Activity's only content there: never hidden.
struct ParcelIsland: View {
    let eta: String

    var body: some View {
        DynamicIsland {
            DynamicIslandExpandedRegion(.center) {
                Text(eta)
            }
        } compactLeading: {
            Text(eta)
        } compactTrailing: {
            Text(eta)
        } minimal: {
            Image("ParcelBadge")
        }
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
