import A11yFixSyntax
import SwiftParser
import SwiftSyntax
import Testing

/// What the `if`, `switch` case and `guard` around a view settle about a condition.
@Suite struct EnclosingBranchesTests {
    /// The condition settled at the call `marker()` inside `source`.
    private func settled(_ condition: String, in source: String) -> Bool? {
        let tree = Parser.parse(source: source)
        let marker = tree.tokens(viewMode: .sourceAccurate).first { $0.text == "marker" }!
        return EnclosingBranches.settle(condition, at: marker)
    }

    @Test func theIfAroundSettlesItsOwnComparison() {
        let source = "var body: some View { if selection == .carbs { marker() } }"
        #expect(settled("selection == .carbs", in: source) == true)
        #expect(settled("self.selection == .carbs", in: source) == true)
        #expect(settled(".carbs == selection", in: source) == true)
        #expect(settled("selection != .carbs", in: source) == false)
        #expect(settled("selection == .fat", in: source) == false)
        #expect(settled("selection != .fat", in: source) == true)
        #expect(settled("other == .carbs", in: source) == nil)
        #expect(settled("selection == current", in: source) == nil)
    }

    @Test func elseCaseGuardAndBindingsCountToo() {
        #expect(settled("isOn", in: "func f() { if isOn { } else { marker() } }") == false)
        #expect(
            settled("mode == .week", in: "func f() { switch mode { case .week: marker() default: break } }") == true)
        #expect(
            settled("mode == .day", in: "func f() { switch mode { case .week, .day: marker() default: break } }") == nil
        )
        #expect(settled("count > 1", in: "func f() { guard count > 1 else { return }; marker() }") == true)
        #expect(settled("item != nil", in: "func f() { if let item { marker() } }") == true)
        #expect(settled("!(item != nil)", in: "func f() { if let item { marker() } }") == false)
        #expect(settled("model.item == nil", in: "func f() { if let item = model.item { marker() } }") == false)
        #expect(settled("a && b", in: "func f() { if a, b { marker() } }") == true)
        #expect(settled("a && c", in: "func f() { if a && b { marker() } }") == nil)
    }

    /// A condition outside the branch, or beyond the function the node is in, is not known.
    @Test func onlyTheBranchesAroundTheNodeCount() {
        #expect(settled("isOn", in: "func f() { if isOn { } ; marker() }") == nil)
        #expect(settled("isOn", in: "func f() { if isOn || other { marker() } }") == nil)
        #expect(settled("isOn", in: "func f() { marker(); guard isOn else { return } }") == nil)
        #expect(settled("isOn", in: "func f() { if !isOn { marker() } }") == false)
    }
}
