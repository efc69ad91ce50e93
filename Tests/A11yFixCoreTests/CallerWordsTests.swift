import A11yFixSyntax
import SwiftParser
import SwiftSyntax
import Testing

@testable import A11yFixCore

/// The words every caller of a helper hands its text parameter: literals only, from every call.
@Suite struct CallerWordsTests {
    private func texts(_ source: String) -> [String]? {
        let file = Parser.parse(source: source)
        final class Finder: SyntaxVisitor {
            var text: FunctionCallExprSyntax?
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if node.calleeName == "Text", text == nil { text = node }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(file)
        return finder.text.flatMap { CallerWords.texts(handedTo: $0) }?.map(\.trimmedText)
    }

    @Test func everyLiteralTheCallersPass() {
        let source = """
            struct V {
                func row(title: String) -> some View { Text(title) }
                var body: some View { VStack { row(title: "A is broken"); self.row(title: "B") } }
            }
            """
        #expect(texts(source) == ["Text(\"A is broken\")", "Text(\"B\")"])
    }

    @Test func unlabelledParameterByPosition() {
        let source = """
            struct V {
                func row(_ icon: String, _ title: String) -> some View { Text(title) }
                var body: some View { row("x", "Two words") }
            }
            """
        #expect(texts(source) == ["Text(\"Two words\")"])
    }

    /// A value, an interpolation, an omitted argument or no caller at all says nothing.
    @Test(arguments: [
        "struct V { func row(title: String) -> some View { Text(title) }; var body: some View { row(title: name) } }",
        "struct V { func row(title: String) -> some View { Text(title) }; var body: some View { row(title: \"\\(n) left\") } }",
        "struct V { func row(title: String = \"\") -> some View { Text(title) }; var body: some View { row() } }",
        "struct V { func row(title: String) -> some View { Text(title) } }",
        "struct V { func row(title: Int) -> some View { Text(title) }; var body: some View { row(title: 1) } }",
    ])
    func anythingElseSaysNothing(source: String) {
        #expect(texts(source) == nil)
    }
}
