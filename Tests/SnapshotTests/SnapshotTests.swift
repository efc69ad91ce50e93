import A11yFixCore
import A11yFixTestSupport
import Foundation
import Testing

/// Realistic multi-view files in `Snapshots/inputs/`, fixed with every default transform, against
/// golden output and golden summary in `Snapshots/fix/`. `SNAPSHOT_RECORD=1 swift test` re-records.
@Suite struct SnapshotTests {
    static let inputs = PackagePaths.contents(of: PackagePaths.snapshots.appendingPathComponent("inputs")).filter {
        $0.hasSuffix(".swift")
    }

    @Test func thereAreAtLeastThreeSnapshotInputs() {
        #expect(Self.inputs.count >= 3)
    }

    @Test(arguments: inputs)
    func fixedOutputAndSummaryMatchGoldens(_ name: String) throws {
        let path = "Snapshots/inputs/\(name)"
        let input = try PackagePaths.read(PackagePaths.root.appendingPathComponent(path))
        let stem = String(name.dropLast(".swift".count))
        // `<name>.options` beside the input: the app's deployment target, as for examples.
        let context = try Fixture.context(
            options: PackagePaths.snapshots.appendingPathComponent("inputs/\(stem).options"))
        guard case let .processed(report) = Engine().process(path: path, bytes: Array(input.utf8), context: context)
        else {
            Issue.record("\(name) was not processed")
            return
        }
        let output = String(decoding: report.output, as: UTF8.self)
        let summary =
            AccessibilitySummary(path: path, applied: report.applied, needsReview: report.needsReview).rendered() ?? ""
        if let mismatch = Snapshot.mismatch(output, golden: "fix/\(name)") { Issue.record(Comment(rawValue: mismatch)) }
        if let mismatch = Snapshot.mismatch(summary, golden: "fix/\(stem).summary.md") {
            Issue.record(Comment(rawValue: mismatch))
        }

        // The golden output is itself a fixed point.
        guard case let .processed(again) = Engine().process(path: path, bytes: report.output, context: context) else {
            Issue.record("output of \(name) does not parse")
            return
        }
        #expect(again.applied.isEmpty, "second run on \(name) applies \(again.applied.map { $0.fix!.summary })")
    }
}
