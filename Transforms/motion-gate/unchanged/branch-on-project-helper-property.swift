import SwiftUI
import UIKit

/// The project's own property that reads the setting, tested by an `if`: the animation inside
/// runs only with Reduce Motion off, so it is not gated again.
enum Motion {
    static var isAllowed: Bool { !UIAccessibility.isReduceMotionEnabled }
}

struct Ticket: View {
    @State private var isTorn = false

    var body: some View {
        Text("Admit one")
            .offset(y: isTorn ? 60 : 0)
            .onTapGesture {
                if Motion.isAllowed {
                    withAnimation(.spring()) {
                        isTorn = true
                    }
                } else {
                    isTorn = true
                }
            }
    }
}
