import SwiftUI
import UIKit

/// A condition on a settings value that only reaches the setting through another member is no
/// check of it: the animation inside still moves with Reduce Motion on and is gated.
final class Preferences {
    static let shared = Preferences()
    var hasNews = true
    var showBanner: Bool { Motion.isAllowed && hasNews }
}

enum Motion {
    static var isAllowed: Bool { !UIAccessibility.isReduceMotionEnabled }
}

struct NewsBanner: View {
    @State private var offset: CGFloat = -80

    var body: some View {
        Text("New episodes")
            .offset(y: offset)
            .onAppear {
                if Preferences.shared.showBanner {
                    withAnimation(.spring()) { offset = 0 }
                }
            }
    }
}
