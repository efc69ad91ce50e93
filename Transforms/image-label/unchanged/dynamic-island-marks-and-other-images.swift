import SwiftUI

/// The app's mark, all a compact leading presentation draws, is image-decorative's to hide: left
/// alone here. A picture in the compact trailing presentation shows the activity's state, and the
/// minimal one is all the activity shows there (never hidden): both reported.
struct ParcelIsland: View {
    let status: String

    var body: some View {
        DynamicIsland {
            DynamicIslandExpandedRegion(.center) {
                Text(status)
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
