import SwiftParser
import SwiftSyntax
import Testing

@testable import A11yFixCore

/// The index's one walk calls each extractor's visitor as the visitor's own walk would: a listener
/// that skips a node's children hears nothing inside it, still hears that node's `visitPost`, and
/// another listener meanwhile hears everything.
@Suite struct IndexTreeWalkTests {
    /// Records the enums it enters and leaves; skips what a call holds when `skipsCalls`.
    final class EnumRecorder: SyntaxVisitor {
        let skipsCalls: Bool
        var heard: [String] = []

        init(skipsCalls: Bool) {
            self.skipsCalls = skipsCalls
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            heard.append("enter \(node.name.text)")
            return .visitChildren
        }

        override func visitPost(_ node: EnumDeclSyntax) { heard.append("leave \(node.name.text)") }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            heard.append("call")
            return skipsCalls ? .skipChildren : .visitChildren
        }

        override func visitPost(_ node: FunctionCallExprSyntax) { heard.append("after call") }
    }

    static let source = """
        enum Outer {
            static let made = make {
                enum Inner {}
                return run { enum Innermost {} }
            }
        }
        """

    @Test func eachListenerHearsWhatItsOwnWalkWould() {
        let tree = Parser.parse(source: Self.source)
        let skipping = EnumRecorder(skipsCalls: true)
        let descending = EnumRecorder(skipsCalls: false)
        IndexTreeWalk(listeners: [skipping, descending], tokenListener: nil).walk(tree)
        let alone = (EnumRecorder(skipsCalls: true), EnumRecorder(skipsCalls: false))
        alone.0.walk(tree)
        alone.1.walk(tree)
        #expect(skipping.heard == ["enter Outer", "call", "after call", "leave Outer"])
        #expect(skipping.heard == alone.0.heard)
        #expect(
            descending.heard == [
                "enter Outer", "call", "enter Inner", "leave Inner", "call", "enter Innermost", "leave Innermost",
                "after call", "after call", "leave Outer",
            ])
        #expect(descending.heard == alone.1.heard)
    }

    /// A token listener hears every token in source order, whatever the other listeners skip.
    @Test func theTokenListenerHearsEveryToken() {
        final class Tokens: SyntaxVisitor {
            var texts: [String] = []
            override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
                texts.append(token.text)
                return .visitChildren
            }
        }
        let tree = Parser.parse(source: Self.source)
        let tokens = Tokens(viewMode: .sourceAccurate)
        IndexTreeWalk(listeners: [EnumRecorder(skipsCalls: true)], tokenListener: tokens).walk(tree)
        #expect(tokens.texts == tree.tokens(viewMode: .sourceAccurate).map(\.text))
    }
}
