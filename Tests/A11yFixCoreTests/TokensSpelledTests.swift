import A11yFixSyntax
import SwiftParser
import SwiftSyntax
import Testing

/// The tokens of a node spelled a name, found by a byte search of the node's text, are the ones a
/// walk over its tokens finds: never a longer name, `$name`, a string, a comment or a token outside
/// the node, also when the node starts part-way into the file.
@Suite struct TokensSpelledTests {
    static let source = """
        let count = 1 // count
        struct Row: View {
            @State private var count = 0
            var body: some View {
                Text("count \\(count)")
                    .onTapGesture { self.count += 1; counter($count) }
            }
            func café() { café() }
        }
        """

    @Test(arguments: ["count", "café", "body", "Row", "missing", "="])
    func theByteSearchFindsWhatTheTokenWalkFinds(name: String) throws {
        let tree = Parser.parse(source: Self.source)
        let row = try #require(tree.statements.last?.item.as(StructDeclSyntax.self))
        let walked = row.tokens(viewMode: .sourceAccurate).filter { $0.text == name }
        #expect(row.tokens(spelled: name).map(\.id) == walked.map(\.id))
    }

    @Test func findsEachUseInTheNodeOnly() throws {
        let tree = Parser.parse(source: Self.source)
        let row = try #require(tree.statements.last?.item.as(StructDeclSyntax.self))
        let found = row.tokens(spelled: "count")
        #expect(found.count == 3)
        #expect(found.allSatisfy { $0.position > row.position })
    }
}
