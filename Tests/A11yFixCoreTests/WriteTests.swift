import A11yFixSyntax
import SwiftParser
import SwiftSyntax
import Testing

/// `Write` is the one answer to "is this a write?" for motion and taps: assignments, compound
/// assignments and mutating calls are writes; comparisons and plain calls are not.
@Suite struct WriteTests {
    private func expression(_ source: String) -> ExprSyntax { firstExpression(source) }

    @Test(arguments: [
        ("isOn = true", "isOn", Write.Operation.assignment, ["isOn"]),
        ("self.model?.count += 1", "self.model?.count", .compound("+="), ["self", "model", "count"]),
        ("a = b / 10", "a", .assignment, ["a"]),
        ("flags |= mask", "flags", .compound("|="), ["flags"]),
        ("isExpanded.toggle()", "isExpanded", .mutatingCall("toggle"), ["isExpanded"]),
        ("model.items.append(item)", "model.items", .mutatingCall("append"), ["model", "items"]),
        ("items[0] = x", "items[0]", .assignment, []),
    ])
    func recognisesWrites(source: String, target: String, operation: Write.Operation, path: [String]) throws {
        let write = try #require(Write(expression(source)))
        #expect(write.target.trimmedDescription == target)
        #expect(write.operation == operation)
        #expect(write.pathNames == path)
    }

    @Test(arguments: ["a == b", "a <= b", "a !== b", "controller.purchase()", "isOn", "x.toggle", "count + 1"])
    func otherExpressionsWriteNothing(source: String) {
        #expect(Write(expression(source)) == nil)
    }

    @Test func valueOnlyForOneExpression() throws {
        #expect(try #require(Write(expression("isShown = false"))).value?.trimmedDescription == "false")
        #expect(try #require(Write(expression("a = b / 10"))).value == nil)
        #expect(try #require(Write(expression("isShown = false"))).setsOrToggles)
        #expect(try #require(Write(expression("taps += 1"))).setsOrToggles == false)
    }

    /// A mention is written when it is the changed path, through any longer path or a mutating
    /// call; a read on the right of `=` or in a comparison is not.
    @Test func mentionsThatAreWritten() {
        let file = Parser.parse(
            source: """
                isOn = !isOn
                model.count += 1
                items.append(x)
                if taps >= 5 {}
                label.text = title
                """)
        func mentions(_ name: String) -> [Bool] {
            file.tokens(viewMode: .sourceAccurate).filter { $0.text == name }.map {
                Write.isWritten(Syntax($0.parent!))
            }
        }
        #expect(mentions("isOn") == [true, false])
        #expect(mentions("model") == [true])
        #expect(mentions("items") == [true])
        #expect(mentions("taps") == [false])
        #expect(mentions("title") == [false])
        let reads = file.tokens(viewMode: .sourceAccurate).filter { $0.text == "isOn" }
        #expect(reads.map(Write.isReadForItsOwnWrite) == [true, true])
    }
}
