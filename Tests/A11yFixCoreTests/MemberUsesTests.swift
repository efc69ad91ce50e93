import SwiftSyntax
import Testing

@testable import A11yFixCore

/// A member's uses, found by a byte search of the file or, without it, of the type's own text
/// (which starts part-way into the file): the name as a reference, through `self` and called, never
/// another value's member, a projected `$name`, a longer name, a string or a comment.
@Suite struct MemberUsesTests {
    static let source = """
        struct Row: View {
            var body: some View {
                VStack {
                    bell
                    self.bell.padding()
                    other.bell
                    $bell
                    bellIcon
                    Text("bell") // bell
                    if flag { bell }
                }
            }
            private var bell: some View { Image(systemName: "bell") }
            private var bellIcon: some View { Image(systemName: "bell.fill") }
        }
        """

    @Test func theByteSearchFindsWhatTheTokenWalkFinds() throws {
        let file = SourceFile(path: "Row.swift", text: Self.source)
        let image = try #require(file.functionCalls.first { $0.trimmedText == #"Image(systemName: "bell")"# })
        let inType = try #require(MemberUses.uses(ofMemberAround: image))
        let inFile = try #require(MemberUses.uses(ofMemberAround: image, in: file))
        #expect(inType.map(\.trimmedText) == ["bell", "self.bell", "bell"])
        #expect(inType.map { file.location(of: $0.positionAfterSkippingLeadingTrivia.utf8Offset).line } == [4, 5, 10])
        #expect(inFile.map(\.id) == inType.map(\.id))
    }
}
