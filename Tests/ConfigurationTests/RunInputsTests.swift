import A11yFixConfiguration
import Foundation
import Testing

/// What a run read, listed and probed, and whether it still holds: the base of a replayed rerun.
@Suite struct RunInputsTests {
    @Test func eachKindOfFactStopsHoldingWhenItsPathChanges() throws {
        let tree = try Tree(["Package.swift": "// one\n", "Sources/a.swift": "let a = 1\n", "Other/b.swift": ""])
        func stamp(_ path: String) -> RunInputs.Recorded {
            RunInputs.Recorded(path: path, fact: .stamp(RunInputs.Stamp(path: path)))
        }
        let manifest = stamp(tree.path("Package.swift")), folder = stamp(tree.path("Sources"))
        let absent = stamp(tree.path(".a11yfix.yml"))
        let names = RunInputs.Recorded(path: tree.root, fact: .projectNames([], nil))
        let resolved = RunInputs.Recorded(
            path: tree.path("Other/b.swift"), fact: .realPath(RunInputs.resolvedPath(tree.path("Other/b.swift"))))
        for fact in [manifest, folder, absent, names, resolved] { #expect(RunInputs.holds(fact)) }

        // The same size, a newer write.
        try Data("// two\n".utf8).write(to: URL(fileURLWithPath: tree.path("Package.swift")))
        #expect(!RunInputs.holds(manifest))
        try Data().write(to: URL(fileURLWithPath: tree.path("Sources/b.swift")))
        #expect(!RunInputs.holds(folder))
        try Data().write(to: URL(fileURLWithPath: tree.path(".a11yfix.yml")))
        #expect(!RunInputs.holds(absent))
        // Names the listing does not look for leave it as it was; a project does not.
        try Data().write(to: URL(fileURLWithPath: tree.path("notes.txt")))
        #expect(RunInputs.holds(names))
        try FileManager.default.createDirectory(atPath: tree.path("App.xcodeproj"), withIntermediateDirectories: true)
        #expect(!RunInputs.holds(names))
        try FileManager.default.removeItem(atPath: tree.path("Other/b.swift"))
        try FileManager.default.createSymbolicLink(
            atPath: tree.path("Other/b.swift"), withDestinationPath: "../Sources/a.swift")
        #expect(!RunInputs.holds(resolved))
    }

    @Test func aRecordingOfSettledFilesRoundTripsAndOneOfAFreshFileIsRefused() throws {
        let tree = try Tree(["Package.swift": "// one\n", "Sources/a.swift": "let a = 1\n"])
        let inputs = RunInputs()
        inputs.start()
        inputs.file(tree.path("Package.swift"))
        #expect(throws: RunInputs.Refusal.self) { try inputs.stop().get() }

        Thread.sleep(forTimeInterval: 1.1)
        inputs.start()
        inputs.file(tree.path("Package.swift"))
        inputs.file(tree.path("Sources"))
        inputs.presence(tree.path("Sources/.a11yfix.yml"))
        inputs.presence(tree.path("Sources/a.swift"))
        inputs.projectNames(
            ["App.xcodeproj", "App.xcworkspace"], in: tree.root, stamp: RunInputs.Stamp(path: tree.root))
        inputs.realPath(tree.path("Sources/a.swift"), resolved: RunInputs.resolvedPath(tree.path("Sources/a.swift")))
        // Asked twice, recorded once.
        inputs.file(tree.path("Package.swift"))
        let recorded = try inputs.stop().get()
        #expect(recorded.count == 6)
        #expect(recorded.prefix(4).allSatisfy(RunInputs.holds))
        var position = 0
        let encoded = RunInputs.encode(recorded)
        #expect(RunInputs.decode(encoded, from: &position) == recorded)
        #expect(position == encoded.count)
        position = 0
        #expect(RunInputs.decode(Array(encoded.dropLast()), from: &position) == nil)
    }

    @Test func aPathThatChangesDuringTheRunRefusesTheRecording() throws {
        let tree = try Tree(["Package.swift": "// one\n"])
        Thread.sleep(forTimeInterval: 1.1)
        let inputs = RunInputs()
        inputs.start()
        inputs.presence(tree.path("Package.swift"))
        try FileManager.default.removeItem(atPath: tree.path("Package.swift"))
        inputs.presence(tree.path("Package.swift"))
        #expect(throws: RunInputs.Refusal.self) { try inputs.stop().get() }
        // Not recording: nothing is kept.
        inputs.file(tree.path("Package.swift"))
        inputs.start()
        #expect(try inputs.stop().get().isEmpty)
    }
}
