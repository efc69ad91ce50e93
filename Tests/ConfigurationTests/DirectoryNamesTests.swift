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

/// One listing per folder per run, shared by the project-root walk and the resolver.
@Suite struct FolderListingsTests {
    @Test func listsAFolderOncePerRun() throws {
        let tree = try Tree(["Kit.xcworkspace/contents.xcworkspacedata": "", "project.yml": "", "a.swift": ""])
        let run = FolderListings()
        #expect(run.projectNames(in: tree.root).sorted() == ["Kit.xcworkspace", "project.yml"])
        try Data().write(to: URL(fileURLWithPath: tree.path("App.xcodeproj")))
        // The run keeps its listing; the next run (or a reloaded language server) sees the new project.
        #expect(run.projectNames(in: tree.root).sorted() == ["Kit.xcworkspace", "project.yml"])
        let next = FolderListings().projectNames(in: tree.root).sorted()
        #expect(next == ["App.xcodeproj", "Kit.xcworkspace", "project.yml"])
    }

    @Test func theResolverFindsProjectsThroughTheRunsListing() throws {
        let tree = try Tree(["App/a.swift": ""])
        let run = FolderListings()
        _ = run.projectNames(in: tree.root)
        let spec = "targets:\n  App:\n    type: application\n    platform: iOS\n    sources: [App]\n"
        try spec.write(toFile: tree.path("project.yml"), atomically: true, encoding: .utf8)
        // Listed before the spec existed: this run's resolver does not see it, a new run's does.
        #expect(ConfigurationResolver(folderListings: run).projectFacts(forFile: tree.path("App/a.swift")) == nil)
        #expect(ConfigurationResolver().projectFacts(forFile: tree.path("App/a.swift")) != nil)
    }
}
