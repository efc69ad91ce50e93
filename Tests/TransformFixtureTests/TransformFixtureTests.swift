import A11yFixCore
import A11yFixTestSupport
import Foundation
import Testing

extension Fixture: CustomTestStringConvertible {
    public var testDescription: String { description }
}

/// Every example under `Transforms/`, found on disk; `A11YFIX_FIXTURE=icon-only-label` runs one
/// transform's (`swift test --filter` matches test names, not the examples a test runs).
@Test(arguments: Fixture.selected())
func transformExample(_ fixture: Fixture) throws {
    let failures = try FixtureCheck.failures(of: fixture)
    #expect(failures.isEmpty, "\(fixture):\n\(failures.joined(separator: "\n\n"))")
}

/// A selection that names no example fails, rather than running nothing and passing.
@Test func transformExampleSelectionIsNotEmpty() {
    guard let selection = Fixture.selection else { return }
    #expect(!Fixture.selected().isEmpty, "A11YFIX_FIXTURE=\(selection) names no example")
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
            #expect(
                FileManager.default.fileExists(atPath: folder.appendingPathComponent(file).path), "\(id) lacks \(file)")
        }
        // The documentation compiled into the binary is the one on disk.
        let documentation = TransformDocumentation(id: id)
        #expect(documentation.readme == (try? PackagePaths.read(folder.appendingPathComponent("README.md"))))
        #expect(documentation.after == (try? PackagePaths.read(folder.appendingPathComponent("after.swift"))))
        let examples = Fixture.fixtures(for: id, in: folder)
        let pairs = examples.filter { if case .output = $0.expectation { true } else { false } }
        // The bar each issue set: 20 for the first transform and motion-gate, 10 for the UIKit and
        // AppKit motion gates, 12 for the VoiceOver and touch family, 15 otherwise.
        let bars = ["icon-only-label": 20, "motion-gate": 20, "motion-gate-uikit": 10, "motion-gate-appkit": 10]
        let voiceOverFamily: Set = [
            "image-label", "image-decorative", "tap-gesture-button", "touch-target", "long-press-action",
            "uikit-button-label", "uikit-gesture-element", "appkit-button-label", "voiceover-review",
        ]
        let bar = bars[id] ?? (voiceOverFamily.contains(id) ? 12 : 15)
        let before = try? PackagePaths.read(folder.appendingPathComponent("before.swift"))
        if before == (try? PackagePaths.read(folder.appendingPathComponent("after.swift"))) {
            // Findings only: no example can change the code, so the bar counts examples that pin a finding.
            let pinning = examples.filter { fixture in
                let lines = (try? PackagePaths.read(fixture.findingsFile))?.split(separator: "\n") ?? []
                return lines.contains { !$0.hasPrefix("#") }
            }
            #expect(
                pinning.count >= bar,
                "\(id) (findings only) has \(pinning.count) examples with findings; the bar is \(bar)")
        } else {
            #expect(pairs.count >= bar, "\(id) has \(pairs.count) before/after pairs; the bar is \(bar)")
        }
    }

    /// Every file in `cases/` and `unchanged/` belongs to an example, so a sidecar left behind by a
    /// rename (a `.findings` that pins nothing) fails instead of being ignored.
    @Test(arguments: TransformRegistry.all.map { $0.descriptor.id })
    func everyExampleFileBelongsToAnExample(_ id: String) {
        let folder = PackagePaths.transforms.appendingPathComponent(id)
        let sidecars = ["options", "findings", "xcstrings", "strings", "translation"]
        for (subfolder, inputSuffix) in [("cases", ".before.swift"), ("unchanged", ".swift")] {
            let files = PackagePaths.contents(of: folder.appendingPathComponent(subfolder))
            let inputs = Set(
                files.filter { $0.hasSuffix(inputSuffix) && !$0.hasSuffix(".after.swift") }
                    .map { String($0.dropLast(inputSuffix.count)) })
            for file in files {
                var stem: Substring = file.hasSuffix(".swift") ? file.dropLast(".swift".count) : file[...]
                if let dot = stem.lastIndex(of: "."), !file.hasSuffix(".swift") {
                    let kind = String(stem[stem.index(after: dot)...])
                    #expect(sidecars.contains(kind), "\(id)/\(subfolder)/\(file): unknown kind of file")
                    stem = stem[..<dot]
                } else if subfolder == "cases" {
                    stem = stem.hasSuffix(".after") ? stem.dropLast(".after".count) : stem.dropLast(".before".count)
                }
                #expect(inputs.contains(String(stem)), "\(id)/\(subfolder)/\(file) belongs to no example")
            }
        }
    }

    @Test func readmeDocumentsEveryTransform() throws {
        let readme = try PackagePaths.read(PackagePaths.root.appendingPathComponent("README.md"))
        for id in ids {
            #expect(readme.contains("[`\(id)`](Transforms/\(id)/README.md)"), "README.md does not list \(id)")
        }
    }

    @Test func idsAreKebabCase() {
        for id in ids { #expect(id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(id)") }
    }
}
