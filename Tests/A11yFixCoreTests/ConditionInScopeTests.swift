import SwiftSyntax
import Testing

@testable import A11yFixCore

/// A condition read inside a control's content, written where a modifier on the control can see it.
@Suite struct ConditionInScopeTests {
    private func written(_ condition: String, in control: String) -> String? {
        ConditionInScope.resolving(condition, at: firstExpression(control))
    }

    @Test func aLetOfTheLabelIsSpelledOut() {
        let control = "Button { pick(item) } label: { let isChosen = item.id == current; Image(.checkmark) }"
        #expect(written("isChosen", in: control) == "item.id == current")
        #expect(written("isChosen && enabled", in: control) == "(item.id == current) && enabled")
        #expect(written("state.isChosen", in: control) == "state.isChosen")
    }

    @Test func namesTheControlSeesStayAsTheyAre() {
        #expect(written("item == current", in: "Button { pick(item) } label: { Text(item.name) }") == "item == current")
    }

    /// Closure parameters, optional bindings, `var`s and lets defined by them cannot be spelled out.
    @Test(arguments: [
        "Button { } label: { ForEach(rows) { row in Text(row.name) } }",
        "Button { } label: { if let row = first { Text(row.name) } }",
        "Button { } label: { let row = current; let other = row; Text(other.name) }",
    ])
    func boundInsideLeavesNothingToWrite(control: String) {
        let name = control.contains("other") ? "other" : "row"
        #expect(written("\(name).isChosen", in: control) == nil)
    }

    @Test func membersLabelsAndStringsAreNotNames() {
        let names = ConditionInScope.identifiers(in: #"a.b == pick(tab: "x y") ? c : .d"#).map(\.name)
        #expect(names == ["a", "pick", "c"])
    }
}
