import A11yFixCore
import Testing

/// A property the tool adds takes its attribute's line from the project's formatter or linter
/// where it says, else from the file's own attributed properties; its lines are indented alike.
struct PropertyLayoutTests {
    static let view = """
        import SwiftUI

        struct Badge: View {
            @Environment(\\.colorScheme)
            private var colorScheme
            @State private var isShown = false

            var body: some View {
                Text("New")
                    .offset(y: isShown ? 0 : -40)
                    .onAppear {
                        withAnimation(.spring()) { isShown = true }
                    }
                    .font(.system(size: 13))
            }
        }
        """

    func fixed(_ source: String, placement: AttributePlacement?) throws -> String {
        var context = TransformContext(attributePlacement: placement)
        context.targets.platforms = [.iOS]
        let outcome = Engine(transforms: [MotionGate.self, FontTextStyle.self], context: context).process(
            path: "Badge.swift", bytes: Array(source.utf8))
        guard case let .processed(report) = outcome else { throw PropertyLayoutError(description: "\(outcome)") }
        return String(decoding: report.output, as: UTF8.self)
    }

    @Test func theFilesOwnPropertiesDecideWhenNoConfigurationSays() throws {
        // One attribute with arguments on the line above, one attribute without (`@State`) not counted.
        let output = try fixed(Self.view, placement: nil)
        #expect(output.contains("    @Environment(\\.accessibilityReduceMotion)\n    private var reduceMotion\n"))
        let oneLine = Self.view.replacingOccurrences(
            of: "@Environment(\\.colorScheme)\n    private var", with: "@Environment(\\.colorScheme) private var")
        #expect(
            try fixed(oneLine, placement: nil).contains(
                "    @Environment(\\.accessibilityReduceMotion) private var reduceMotion\n"))
    }

    @Test func theProjectsConfigurationWins() throws {
        let oneLine = Self.view.replacingOccurrences(
            of: "@Environment(\\.colorScheme)\n    private var", with: "@Environment(\\.colorScheme) private var")
        let above = try fixed(oneLine, placement: AttributePlacement(onLineAbove: true, source: ".swiftformat"))
        #expect(above.contains("    @Environment(\\.accessibilityReduceMotion)\n    private var reduceMotion\n"))
        let same = try fixed(Self.view, placement: AttributePlacement(onLineAbove: false, source: ".swiftformat"))
        #expect(same.contains("    @Environment(\\.accessibilityReduceMotion) private var reduceMotion\n"))
    }

    @Test func aScaledMetricFollowsTheSameLayoutAndTheRunSettles() throws {
        let placement = AttributePlacement(onLineAbove: true, source: ".swiftlint.yml")
        let source = """
            import SwiftUI

            struct Caption: View {
                var body: some View {
                    Text("Hi").font(.system(size: 18))
                }
            }
            """
        let output = try fixed(source, placement: placement)
        #expect(output.contains("    @ScaledMetric(relativeTo: .body)\n    private var bodyFontSize: CGFloat = 18\n"))
        #expect(try fixed(output, placement: placement) == output)
    }

    @Test func aPropertyTheLintKeepsOnOneLineStaysOnOneLinePastTheLineLength() throws {
        let source = """
            import SwiftUI

            struct Caption: View {
                var body: some View {
                    Text("Hi").font(.system(size: 18))
                }
            }
            """
        func fitted(_ placement: AttributePlacement?) throws -> String {
            var context = TransformContext(attributePlacement: placement)
            context.targets.platforms = [.iOS]
            context.lineLength = LineLengthLimit(columns: 60, source: ".swiftlint.yml")
            let outcome = Engine(transforms: [FontTextStyle.self], context: context).process(
                path: "Caption.swift", bytes: Array(source.utf8))
            guard case let .processed(report) = outcome else { throw PropertyLayoutError(description: "\(outcome)") }
            return String(decoding: report.output, as: UTF8.self)
        }
        // SwiftLint's `always_on_same_line` names it: one line of 74 columns, not split.
        let kept = try fitted(
            AttributePlacement(onLineAbove: true, source: ".swiftlint.yml", sameLine: ["ScaledMetric"]))
        #expect(kept.contains("    @ScaledMetric(relativeTo: .body) private var bodyFontSize: CGFloat = 18\n"))
        #expect(
            try fitted(AttributePlacement(onLineAbove: false, source: ".swiftformat")).contains(
                "    @ScaledMetric(relativeTo: .body) private var bodyFontSize: CGFloat = 18\n"))
        // No configuration, only the file's own habit: the long line is split to fit.
        let split = try fitted(nil)
        #expect(split.contains("    @ScaledMetric(relativeTo: .body)\n    private var bodyFontSize: CGFloat = 18\n"))
    }
}

struct PropertyLayoutError: Error, CustomStringConvertible {
    var description: String
}
