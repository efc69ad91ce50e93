import A11yFixCore
import Testing

/// The label another file gives a glyph names that file's control: one that names a thing
/// ("Profile Actions") is reused only on a control whose own code speaks of the same thing.
@Suite struct ProjectSymbolLabelTests {
    let profileScreen = """
        import SwiftUI

        struct ProfileScreen: View {
            var body: some View {
                Menu {
                    Button("Duplicate Profile") {}
                } label: {
                    Image(systemName: "ellipsis.circle")
                }
                .accessibilityLabel("Profile Actions")
            }
        }
        """

    let rows = """
        import SwiftUI

        struct TagRows: View {
            let tag: String
            let profileName: String

            var body: some View {
                VStack {
                    Menu {
                        Button("Rename") { rename(tag) }
                        Button("Delete", role: .destructive) { delete(tag) }
                    } label: {
                        Image(systemName: "ellipsis.circle")
                    }
                    Menu {
                        Button("Rename Profile") { rename(profileName) }
                    } label: {
                        Image(systemName: "ellipsis.circle")
                    }
                }
            }

            func rename(_ name: String) {}
            func delete(_ name: String) {}
        }
        """

    func findings() -> [Finding] {
        var context = TransformContext()
        context.index = ProjectIndex(entries: [profileScreen, rows].map { FileIndexEntry(bytes: Array($0.utf8)) })
        return Engine(transforms: [IconOnlyLabel.self], context: context)
            .findings(in: SourceFile(path: "TagRows.swift", text: rows))
    }

    @Test func anotherFilesLabelNamingAThingFitsOnlyWhereTheControlSpeaksOfIt() throws {
        let found = findings()
        let tagMenu = found.first { $0.location.line == 9 }
        #expect(tagMenu?.fix?.edits.contains { $0.replacement.contains("Profile Actions") } != true)
        let profileMenu = try #require(found.first { $0.location.line == 15 })
        #expect(profileMenu.fix?.edits.contains { $0.replacement.contains("Profile Actions") } == true)
    }
}
