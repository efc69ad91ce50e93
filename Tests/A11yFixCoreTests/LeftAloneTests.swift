import A11yFixCore
import Testing

/// Places a transform leaves alone carry a named reason: kept apart from findings, counted in
/// the summary's "left as they are on purpose", and never fixed or reported.
@Suite struct LeftAloneTests {
    static let source = """
        import SwiftUI

        struct Sheet: View {
            @Binding var isShown: Bool
            @State private var count = 0

            var body: some View {
                ZStack {
                    Rectangle()
                        .onTapGesture { isShown = false }
                    Text("Count")
                        .onTapGesture(count: 2) { count += 1 }
                    Text("Open")
                        .onTapGesture { open() }
                }
            }

            func open() {}
        }

        """

    func report() throws -> FileReport {
        let engine = Engine(transforms: [TapGestureButton.self])
        guard case let .processed(report) = engine.process(path: "Sheet.swift", bytes: Array(Self.source.utf8)) else {
            throw Failure()
        }
        return report
    }

    struct Failure: Error {}

    @Test func eachPlaceLeftAloneHasItsNamedReasonAndIsNoFinding() throws {
        let report = try report()
        #expect(report.leftAlone.map { $0.leftAlone?.id } == ["background", "multi-tap"])
        #expect(report.leftAlone.map(\.location.line) == [10, 12])
        #expect(report.leftAlone.allSatisfy { $0.fix == nil && $0.message.hasPrefix("left alone (") })
        #expect(report.needsReview.isEmpty)
        #expect(report.applied.map(\.location.line) == [14])
    }

    @Test func theSummaryCountsThemByReason() throws {
        let report = try report()
        let counted = report.verifications.filter(\.isLeftOnPurpose).map { "\($0.count) \($0.kind)" }
        #expect(
            counted == [
                "1 left alone by tap-gesture-button: a background, shape or placeholder: a tap there is no control",
                "1 left alone by tap-gesture-button: a double tap: a second way to act, which a button's single activation cannot stand for",
            ])
        let summary = AccessibilitySummary(
            path: "Sheet.swift", applied: report.applied, leftOnPurpose: report.verifications.filter(\.isLeftOnPurpose))
        #expect(summary.rendered()?.contains("**Left as they are on purpose:**") == true)
    }
}
