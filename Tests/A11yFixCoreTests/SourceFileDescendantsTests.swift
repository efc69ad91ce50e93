import A11yFixCore
import SwiftParser
import SwiftSyntax
import Testing

/// `SourceFile.descendants(_:of:)` keeps what it found per node and kind: the answer must be the
/// walk's, in source order, the same when asked again, and a node of another tree gets its own.
struct SourceFileDescendantsTests {
    private let text = """
        final class Cell: UITableViewCell {
            let title = UILabel(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            func setUp() { contentView.addSubview(title); title.font = .systemFont(ofSize: 12) }
        }
        struct Other { let value = make(1) }
        """

    /// Every call under `root`, by a visitor: the order the file's walks use.
    private final class Calls: SyntaxVisitor {
        var found: [SyntaxIdentifier] = []
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            found.append(node.id)
            return .visitChildren
        }
    }

    @Test func callsUnderATypeAreTheWalksInSourceOrderAndTheSameWhenAskedAgain() throws {
        let file = SourceFile(path: "Cell.swift", text: text)
        let type = try #require(file.tree.statements.first?.item.as(ClassDeclSyntax.self))
        let visitor = Calls(viewMode: .sourceAccurate)
        visitor.walk(type)
        let first = file.descendants(FunctionCallExprSyntax.self, of: type.memberBlock).map(\.id)
        #expect(first == visitor.found)
        #expect(first.count == 4)
        #expect(file.descendants(FunctionCallExprSyntax.self, of: type.memberBlock).map(\.id) == first)
        // Another kind under the same node is its own question.
        #expect(file.descendants(MemberAccessExprSyntax.self, of: type.memberBlock).count == 3)
    }

    @Test func aNodeOfAnotherTreeIsAnsweredFromThatTree() throws {
        let file = SourceFile(path: "Cell.swift", text: text)
        let other = Parser.parse(source: text)
        let type = try #require(other.statements.first?.item.as(ClassDeclSyntax.self))
        _ = file.descendants(FunctionCallExprSyntax.self, of: file.tree)
        let calls = file.descendants(FunctionCallExprSyntax.self, of: type)
        #expect(calls.count == 4)
        #expect(calls.allSatisfy { $0.root.id == Syntax(other).id })
    }
}
