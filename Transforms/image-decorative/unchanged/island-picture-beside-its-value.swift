import SwiftUI

/// A compact leading picture is the app's mark only when nothing else is: here the expanded centre
/// draws the logo, so `Image("Progress")` names the percentage beside it ("Progress, 45%"), and
/// hiding it would leave a bare number. Left as it is.
struct FerryIsland: View {
    let percent: Int

    var body: some View {
        DynamicIsland {
            DynamicIslandExpandedRegion(.center) {
                Image("FerryLogo")
            }
        } compactLeading: {
            Image("Progress")
                .resizable()
                .frame(width: 24, height: 24)
        } compactTrailing: {
            Text("\(percent)%")
        } minimal: {
            Text("\(percent)%")
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
