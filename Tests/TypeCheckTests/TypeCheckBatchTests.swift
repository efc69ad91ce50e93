import A11yFixTestSupport
import Foundation
import Testing

/// Files share a compiler run only when none can see what another declares, and a failing run
/// still names the one file that is wrong.
@Suite struct TypeCheckBatchTests {
    static func unit(_ name: String, _ source: String) -> TypeCheckBatch.Unit {
        let rewritten = PlatformConditions.rewrite(source)
        return TypeCheckBatch.Unit(
            name: name, source: source, rewritten: rewritten, platform: .iOS,
            footprint: ModuleFootprint(source: rewritten))
    }

    @Test func aFileThatMentionsAnotherFilesDeclarationGetsAnotherRun() {
        let row = Self.unit("Row", "import SwiftUI\nstruct Row: View { var body: some View { Text(\"a\") } }\n")
        let list = Self.unit("List", "import SwiftUI\nstruct Rows: View { var body: some View { Row() } }\n")
        let other = Self.unit("Other", "import SwiftUI\nstruct Other: View { var body: some View { Text(\"b\") } }\n")
        #expect(!row.footprint.canShareModule(with: list.footprint))
        #expect(row.footprint.canShareModule(with: other.footprint))
        #expect(TypeCheckBatch.pack([row, list, other]).map { $0.units.map(\.name) } == [["Row", "Other"], ["List"]])
    }

    @Test func anExtensionOfAnotherModulesTypeDeclaresTheTypeAndItsMembers() {
        let glow = ModuleFootprint(source: "import SwiftUI\nextension View { func glow() -> some View { self } }\n")
        #expect(glow.declared == ["View", "glow"])
        #expect(!glow.alone)
        let own = ModuleFootprint(
            source: "struct Card {}\nextension Card { func flip() {} }\nextension Card: Equatable {}\n")
        #expect(own.declared == ["Card"])
        #expect(!own.alone)
    }

    @Test(arguments: [
        "print(1)\n",  // top-level code
        "let shared = 1\n",  // a top-level variable
        "@main struct App { static func main() {} }\n",
        "extension String: Identifiable { public var id: String { self } }\n",  // a conformance, unnamed
        "extension Int { init(_ text: Substring) { self = 0 } }\n",  // an initializer without a label
        "extension Int { static func + (a: Int, b: String) -> Int { a } }\n",  // an operator
        "#if A11YFIX_OS_iOS\nlet flag = true\n#endif\n",
    ])
    func whatNamesCannotTellIsCheckedAlone(_ source: String) {
        #expect(ModuleFootprint(source: source).alone, "\(source)")
    }

    @Test(.enabled(if: Swiftc.path != nil, "needs swiftc on PATH"))
    func aFailingRunNamesTheFileThatIsWrong() throws {
        let modules = try StubModules.built.get()
        let broken = PackagePaths.root.appendingPathComponent("Tests/TypeCheckTests/Broken/LabelOnNonView.swift")
        let units = [
            Self.unit(
                "Good/First.swift", "import SwiftUI\nstruct First: View { var body: some View { Text(\"a\") } }\n"),
            Self.unit("Broken/LabelOnNonView.swift", try PackagePaths.read(broken)),
            Self.unit(
                "Good/Second.swift", "import SwiftUI\nstruct Second: View { var body: some View { Text(\"b\") } }\n"),
        ]
        let batches = TypeCheckBatch.pack(units)
        try #require(batches.count == 1)
        let problems = try batches[0].problems(modules: modules)
        #expect(problems.map(\.0) == ["Broken/LabelOnNonView.swift"])
        #expect(problems.first?.1.contains("has no member 'accessibilityLabel'") == true)
        #expect(try TypeCheckBatch.pack(Array(units[0...0] + units[2...2]))[0].problems(modules: modules).isEmpty)
    }
}
