import SwiftSyntax
import Testing

@testable import A11yFixCore

/// A member's uses found by the file's byte search are the ones the walk over the type's tokens
/// finds: the name as a reference, through `self` and called, never another value's member, a
/// projected `$name`, a longer name, a string or a comment.
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
        let walked = try #require(MemberUses.uses(ofMemberAround: image))
        let searched = try #require(MemberUses.uses(ofMemberAround: image, in: file))
        #expect(walked.map(\.trimmedText) == ["bell", "self.bell", "bell"])
        #expect(searched.map(\.id) == walked.map(\.id))
    }
}
