import SwiftUI
import UIKit

/// The project has its own drop-ins for `withAnimation` and `.animation(_:value:)` that drop the
/// animation under Reduce Motion: a fix calls them, as the project does, rather than adding a
/// property and a ternary. The call with a completion is not one they take, so it is gated.
struct DrawerView: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var isOpen = false
    @State private var isExpanded = false
    @State private var isGone = false
    @State private var isTall = false

    var body: some View {
        VStack {
            Button("Open") {
                withAccessibleAnimation(.spring()) {
                    isOpen = true
                }
            }
            Button("More") {
                withAccessibleAnimation {
                    isExpanded.toggle()
                }
            }
            Button("Dismiss") {
                withAnimation(reduceMotion ? nil : .easeIn(duration: 0.3), completionCriteria: .logicallyComplete) {
                    isGone = true
                } completion: {
                    isOpen = false
                }
            }
            Button("Taller") { isTall.toggle() }
            Rectangle()
                .frame(height: isExpanded ? 300 : 80)
                .offset(x: isGone ? -400 : 0)
        }
        .offset(y: isOpen ? 0 : 500)
        .padding(isTall ? 40 : 0)
        .accessibleAnimation(.snappy, value: isTall)
    }
}

extension View {
    /// Drop-in for `animation(_:value:)` that leaves the change unanimated under Reduce Motion.
    func accessibleAnimation<Value: Equatable>(_ animation: Animation?, value: Value) -> some View {
        modifier(ReducedAnimation(animation: animation, value: value))
    }
}

/// Drop-in for `withAnimation` that leaves the change unanimated under Reduce Motion.
func withAccessibleAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows
    -> Result
{
    try withAnimation(UIAccessibility.isReduceMotionEnabled ? nil : animation, body)
}

private struct ReducedAnimation<Value: Equatable>: ViewModifier {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    let animation: Animation?
    let value: Value

    func body(content: Content) -> some View {
        content.animation(reduceMotion ? nil : animation, value: value)
    }
}
