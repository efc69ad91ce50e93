import A11yFixTestSupport
import Foundation
import Testing

/// The example harness itself: an example's findings are pinned whether or not it has a
/// `.findings` file, and a case that changes nothing is refused. Off while recording, which would
/// rewrite the pins these tests get wrong on purpose.
@Suite(.disabled(if: FixtureCheck.isRecording)) final class FixtureCheckTests {
    /// A folder for this test's examples, removed after it.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fixture-check-\(UUID().uuidString)")

    init() throws { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
    deinit { try? FileManager.default.removeItem(at: folder) }

    /// voiceover-review reports the colour-only circle at its `.fill` (line 10, column 17), and fixes nothing.
    static let colourOnly = """
        import SwiftUI

        struct ContactRow: View {
            let isOnline: Bool

            var body: some View {
                HStack {
                    Spacer()
                    Circle()
                        .fill(isOnline ? .green : .gray)
                }
            }
        }

        """
    static let colourFinding =
        "10:17: colour is the only signal of state on this Circle "
        + "(.fill(isOnline ? .green : .gray)); add a shape, icon or text, and an accessibility value"

    /// An `unchanged/` example, with `findings` as its `.findings` file (none when nil).
    func unchangedExample(_ source: String, findings: String?) throws -> Fixture {
        let folder = folder.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let input = folder.appendingPathComponent("row.swift")
        try Data(source.utf8).write(to: input)
        if let findings { try Data(findings.utf8).write(to: folder.appendingPathComponent("row.findings")) }
        return Fixture(transformID: "voiceover-review", name: "unchanged/row", input: input, expectation: .unchanged)
    }

    @Test func pinnedFindingsPass() throws {
        let fixture = try unchangedExample(Self.colourOnly, findings: Self.colourFinding + "\n")
        #expect(try FixtureCheck.failures(of: fixture) == [])
    }

    @Test func aMissingFindingsFileMeansNone() throws {
        let failures = try FixtureCheck.failures(of: try unchangedExample(Self.colourOnly, findings: nil))
        #expect(failures.count == 1)
        #expect(failures.first?.contains("+" + Self.colourFinding) == true, "\(failures)")
    }

    @Test func anotherColumnOrAPartOfTheMessageIsNotEnough() throws {
        let moved = Self.colourFinding.replacingOccurrences(of: "10:17:", with: "10:9:")
        #expect(try FixtureCheck.failures(of: try unchangedExample(Self.colourOnly, findings: moved + "\n")).count == 1)
        let part = "10:17: colour is the only signal of state\n"
        #expect(try FixtureCheck.failures(of: try unchangedExample(Self.colourOnly, findings: part)).count == 1)
        let old = "10: colour is the only signal of state\n"
        let failures = try FixtureCheck.failures(of: try unchangedExample(Self.colourOnly, findings: old))
        #expect(failures.first?.contains("expected <line>:<column>: <message>") == true, "\(failures)")
    }

    @Test func aPinnedFindingThatIsNotReportedFails() throws {
        let quiet = Self.colourOnly.replacingOccurrences(of: "isOnline ? .green : .gray", with: ".green")
        let failures = try FixtureCheck.failures(of: try unchangedExample(quiet, findings: Self.colourFinding + "\n"))
        #expect(failures.count == 1)
        #expect(failures.first?.contains("-" + Self.colourFinding) == true, "\(failures)")
    }

    @Test func aCaseThatChangesNothingIsRefused() throws {
        let quiet = Self.colourOnly.replacingOccurrences(of: "isOnline ? .green : .gray", with: ".green")
        for name in ["row.before.swift", "row.after.swift"] {
            try Data(quiet.utf8).write(to: folder.appendingPathComponent(name))
        }
        let fixture = Fixture(
            transformID: "voiceover-review", name: "cases/row",
            input: folder.appendingPathComponent("row.before.swift"),
            expectation: .output(folder.appendingPathComponent("row.after.swift")))
        let failures = try FixtureCheck.failures(of: fixture)
        #expect(failures == ["before and after are identical: move it to unchanged/row.swift"])
    }
}
