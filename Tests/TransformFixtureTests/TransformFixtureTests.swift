import A11yFixCore
import A11yFixTestSupport
import Foundation
import Testing

extension Fixture: CustomTestStringConvertible {
    public var testDescription: String { description }
}

/// Every example under `Transforms/`, found on disk: `swift test --filter icon-only-label`.
@Test(arguments: Fixture.all())
func transformExample(_ fixture: Fixture) throws {
    let failures = try FixtureCheck.failures(of: fixture)
    #expect(failures.isEmpty, "\(fixture):\n\(failures.joined(separator: "\n\n"))")
}

@Suite struct TransformRegistryTests {
    let ids = TransformRegistry.all.map { $0.descriptor.id }

    @Test func registryIsSortedAndUnique() {
        #expect(ids == ids.sorted())
        #expect(Set(ids).count == ids.count)
    }

    @Test func everyTransformHasAFolderAndEveryFolderATransform() {
        #expect(PackagePaths.contents(of: PackagePaths.transforms) == ids)
    }

    @Test(arguments: TransformRegistry.all.map { $0.descriptor.id })
    func transformFolderIsComplete(_ id: String) throws {
        let folder = PackagePaths.transforms.appendingPathComponent(id)
        for file in ["README.md", "before.swift", "after.swift"] {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(file).path), "\(id) lacks \(file)")
        }
        // The documentation compiled into the binary is the one on disk.
        let documentation = TransformDocumentation(id: id)
        #expect(documentation.readme == (try? PackagePaths.read(folder.appendingPathComponent("README.md"))))
        #expect(documentation.after == (try? PackagePaths.read(folder.appendingPathComponent("after.swift"))))
        let pairs = Fixture.fixtures(for: id, in: folder).filter { if case .output = $0.expectation { true } else { false } }
        let bar = id == "icon-only-label" ? 20 : 15
        #expect(pairs.count >= bar, "\(id) has \(pairs.count) before/after pairs; the bar is \(bar)")
    }

    @Test func readmeDocumentsEveryTransform() throws {
        let readme = try PackagePaths.read(PackagePaths.root.appendingPathComponent("README.md"))
        for id in ids { #expect(readme.contains("[`\(id)`](Transforms/\(id)/README.md)"), "README.md does not list \(id)") }
    }

    @Test func idsAreKebabCase() {
        for id in ids { #expect(id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(id)") }
    }
}
