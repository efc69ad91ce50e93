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
        // The bar each issue set: 20 for the first transform and motion-gate, 10 for the UIKit and
        // AppKit motion gates, 12 for the VoiceOver and touch family, 15 otherwise.
        let bars = ["icon-only-label": 20, "motion-gate": 20, "motion-gate-uikit": 10, "motion-gate-appkit": 10]
        let voiceOverFamily: Set = ["image-label", "image-decorative", "tap-gesture-button", "touch-target", "long-press-action",
                                    "uikit-button-label", "uikit-gesture-element", "appkit-button-label", "voiceover-review"]
        let bar = bars[id] ?? (voiceOverFamily.contains(id) ? 12 : 15)
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
