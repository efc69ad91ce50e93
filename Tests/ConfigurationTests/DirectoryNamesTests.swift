import A11yFixConfiguration
import Foundation
import Testing

/// The names the resolver and the project roots look for in a folder, found without a string per entry.
@Suite struct DirectoryNamesTests {
    @Test func findsNamesBySuffixOrWholeNameOnly() throws {
        let tree = try Tree([
            "App.xcodeproj/project.pbxproj": "", "Kit.xcworkspace/contents.xcworkspacedata": "",
            "project.yml": "", "my project.yml": "", "App.xcodeprojx": "", "xcodeproj": "", "Sources/a.swift": "",
        ])
        let found = DirectoryNames.matching(
            in: tree.root, suffixes: [".xcodeproj", ".xcworkspace"], exact: ["project.yml", "Project.swift"])
        #expect(found.sorted() == ["App.xcodeproj", "Kit.xcworkspace", "project.yml"])
        #expect(DirectoryNames.matching(in: tree.root, suffixes: [".xcodeproj"]) == ["App.xcodeproj"])
        #expect(DirectoryNames.matching(in: tree.path("Sources"), suffixes: [".xcodeproj"]).isEmpty)
        // A folder that cannot be read has no names, as `contentsOfDirectory` failing gave none.
        #expect(DirectoryNames.matching(in: tree.path("missing"), suffixes: [".xcodeproj"]).isEmpty)
        #expect(DirectoryNames.matching(in: tree.path("project.yml"), suffixes: [".yml"]).isEmpty)
    }
}
