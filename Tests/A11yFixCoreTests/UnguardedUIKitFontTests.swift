import A11yFixCore
import Testing

/// A project that also lists macOS builds an explicit `UIFont` in a file with no macOS branch or
/// AppKit import only for Mac Catalyst (it could not compile for native macOS), where
/// `UIFontMetrics` exists: it is fixed, not reported as "also builds for macOS". An example cannot
/// show this, since examples declared for macOS must type-check for native macOS.
@Suite struct UnguardedUIKitFontTests {
    static let unguarded = """
        import SwiftUI

        struct NoteEditor: UIViewRepresentable {
            func makeUIView(context: Context) -> UITextView {
                let noteTextView = UITextView()
                noteTextView.font = UIFont.systemFont(ofSize: 16)
                return noteTextView
            }

            func updateUIView(_ uiView: UITextView, context: Context) {}
        }

        """

    static func report(for source: String) throws -> FileReport {
        var context = TransformContext()
        context.targets.platforms = [.iOS, .macOS]
        let engine = Engine(transforms: [FontUIKitScaled.self])
        guard
            case let .processed(report) = engine.process(
                path: "Editor.swift", bytes: Array(source.utf8), context: context)
        else { throw Failure() }
        return report
    }

    @Test func unguardedUIKitInAMacOSProjectIsFixed() throws {
        let report = try Self.report(for: Self.unguarded)
        #expect(report.applied.map(\.location.line) == [6])
        #expect(report.needsReview.isEmpty)
        let output = String(decoding: report.output, as: UTF8.self)
        #expect(output.contains("noteTextView.font = UIFont.preferredFont(forTextStyle: .callout)"))
    }

    @Test func codeWithAMacOSBranchIsStillReported() throws {
        let guarded = "#if os(macOS)\nimport AppKit\ntypealias UIFont = NSFont\n#endif\n" + Self.unguarded
        let report = try Self.report(for: guarded)
        #expect(report.applied.isEmpty)
        #expect(report.needsReview.map(\.message).contains { $0.contains("also builds for macOS") })
    }

    struct Failure: Error {}
}
