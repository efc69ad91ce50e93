import A11yFixCore
import A11yFixTestSupport
import Testing

/// Each finding spans the construct its message names (issue 28): a modifier from its `.` to the
/// end of its arguments and closures, `withAnimation`, a control's initializer, a UIKit or AppKit
/// statement or call; never the start of the view expression that holds it. One example per
/// transform, each pinning the start line and column and the end line and column (the column
/// just past the last character), and the text found there.
@Suite struct FindingPositionTests {
    struct Span: Equatable, CustomStringConvertible {
        var line: Int, column: Int, endLine: Int, endColumn: Int
        /// The first line of the spanned text, so a failure shows what was underlined.
        var text: String

        init(_ line: Int, _ column: Int, to endLine: Int, _ endColumn: Int, _ text: String) {
            (self.line, self.column, self.endLine, self.endColumn, self.text) = (line, column, endLine, endColumn, text)
        }

        var description: String { "\(line):\(column)-\(endLine):\(endColumn) \(text)" }
    }

    enum Setting: Sendable {
        case standard
        /// An iOS deployment target.
        case iOS(Int)
        /// A project phrase for a symbol (`symbols:` in .a11yfix.yml).
        case symbol(String, String)

        var context: TransformContext {
            var context = TransformContext()
            switch self {
            case .standard: break
            case let .iOS(major): context.targets.targets[.iOS] = .init(version: OSVersion(major), source: "test")
            case let .symbol(name, phrase): context.phrases = context.phrases.merging([name: phrase])
            }
            return context
        }
    }

    struct Example: Sendable, CustomTestStringConvertible {
        var id: String
        var setting: Setting
        var source: String
        var spans: [Span]
        var testDescription: String { id }

        init(_ id: String, _ setting: Setting, source: String, spans: [Span]) {
            (self.id, self.setting, self.source, self.spans) = (id, setting, source, spans)
        }

        var transformID: String { String(id.prefix { $0 != " " }) }
    }

    static let examples: [Example] = [
        Example(
            "announcement-availability", .iOS(15),
            source: #"""
                import SwiftUI

                struct UploadButton: View {
                    var body: some View {
                        Button("Upload") {
                            AccessibilityNotification.Announcement("Upload complete").post()
                        }
                    }
                }
                """#,
            spans: [
                Span(6, 13, to: 6, 77, "AccessibilityNotification.Announcement(\"Upload complete\").post()")
            ]),
        Example(
            "announcement-modernize", .iOS(17),
            source: #"""
                import SwiftUI

                struct SaveButton: View {
                    var body: some View {
                        Button("Save") {
                            UIAccessibility.post(notification: .announcement, argument: "Saved")
                        }
                    }
                }
                """#,
            spans: [
                Span(6, 13, to: 6, 81, "UIAccessibility.post(notification: .announcement, argument: \"Saved\")")
            ]),
        Example(
            "appkit-button-label", .standard,
            source: #"""
                import AppKit

                final class ToolbarController: NSViewController {
                    func makeDeleteButton() -> NSButton {
                        let delete = NSButton(
                            image: NSImage(systemSymbolName: "trash", accessibilityDescription: nil)!,
                            target: self, action: #selector(deleteSelection))
                        return delete
                    }

                    @objc private func deleteSelection() {}
                }
                """#,
            spans: [
                Span(5, 22, to: 7, 62, "NSButton(")
            ]),
        Example(
            "audit-availability", .iOS(15),
            source: #"""
                import XCTest

                final class AccessibilityAuditTests: XCTestCase {
                    func testHomeScreenIsAccessible() throws {
                        let app = XCUIApplication()
                        try app.performAccessibilityAudit()
                    }
                }
                """#,
            spans: [
                Span(6, 13, to: 6, 44, "app.performAccessibilityAudit()")
            ]),
        Example(
            "font-appkit-text-style", .standard,
            source: #"""
                import AppKit

                final class SidebarRowView: NSTableCellView {
                    private let titleField = NSTextField(labelWithString: "")

                    func configure() {
                        titleField.font = NSFont.systemFont(ofSize: 13)
                    }
                }
                """#,
            spans: [
                Span(7, 27, to: 7, 56, "NSFont.systemFont(ofSize: 13)")
            ]),
        Example(
            "font-custom-relative", .standard,
            source: #"""
                import SwiftUI

                struct BrandTitle: View {
                    var body: some View {
                        VStack { Text("Morning Brief") }
                            .padding()
                            .font(.custom("Menlo", fixedSize: 10))
                    }
                }
                """#,
            spans: [
                Span(7, 19, to: 7, 50, ".custom(\"Menlo\", fixedSize: 10)")
            ]),
        Example(
            "font-text-style", .standard,
            source: #"""
                import SwiftUI

                struct EpisodeHeader: View {
                    let title: String

                    var body: some View {
                        VStack(alignment: .leading) {
                            Text(title)
                        }
                        .padding()
                        .font(.system(size: 22, weight: .bold))
                    }
                }
                """#,
            spans: [
                Span(11, 15, to: 11, 47, ".system(size: 22, weight: .bold)")
            ]),
        Example(
            "font-uikit-scaled", .standard,
            source: #"""
                import UIKit

                final class OrderCell: UITableViewCell {
                    private let nameLabel = UILabel()

                    func configure() {
                        nameLabel.font = UIFont.systemFont(ofSize: 15, weight: .medium)
                    }
                }
                """#,
            spans: [
                Span(7, 26, to: 7, 72, "UIFont.systemFont(ofSize: 15, weight: .medium)")
            ]),
        Example(
            "icon-only-label", .standard,
            source: #"""
                import SwiftUI

                struct PostToolbar: View {
                    var body: some View {
                        HStack {
                            Text("Post")
                            Button {
                                shareAction()
                            } label: {
                                Image(systemName: "square.and.arrow.up")
                            }
                            .padding()
                        }
                    }

                    private func shareAction() {}
                }
                """#,
            spans: [
                Span(7, 13, to: 11, 14, "Button {")
            ]),
        Example(
            "image-decorative", .standard,
            source: #"""
                import SwiftUI

                struct WelcomeHeader: View {
                    var body: some View {
                        ZStack {
                            Image("welcome-background")
                                .resizable()
                            Text("Welcome back")
                        }
                    }
                }
                """#,
            spans: [
                Span(6, 13, to: 6, 40, "Image(\"welcome-background\")")
            ]),
        Example(
            "image-label", .symbol("exclamationmark.triangle", "Warning"),
            source: #"""
                import SwiftUI

                struct SyncStatus: View {
                    var body: some View {
                        VStack(spacing: 12) {
                            Image(systemName: "exclamationmark.triangle")
                                .font(.largeTitle)
                                .foregroundStyle(.orange)
                        }
                    }
                }
                """#,
            spans: [
                Span(6, 13, to: 6, 58, "Image(systemName: \"exclamationmark.triangle\")")
            ]),
        Example(
            "long-press-action", .standard,
            source: #"""
                import SwiftUI

                struct MessageRow: View {
                    let message: String

                    var body: some View {
                        Text(message)
                            .padding()
                            .onLongPressGesture { copyMessage() }
                    }

                    func copyMessage() {}
                }
                """#,
            spans: [
                Span(9, 13, to: 9, 50, ".onLongPressGesture { copyMessage() }")
            ]),
        Example(
            "modernize-accessibility-modifiers", .standard,
            source: #"""
                import SwiftUI

                struct RatingView: View {
                    let stars: Int

                    var body: some View {
                        HStack {
                            Image(systemName: "star.fill")
                        }
                        .accessibilityElement(children: .ignore)
                        .accessibility(label: Text("Rating"))
                        .accessibility(value: Text("\(stars) of 5 stars"))
                    }
                }
                """#,
            spans: [
                Span(11, 9, to: 11, 46, ".accessibility(label: Text(\"Rating\"))"),
                Span(12, 9, to: 12, 59, ".accessibility(value: Text(\"\\(stars) of 5 stars\"))"),
            ]),
        Example(
            "motion-gate-appkit", .standard,
            source: #"""
                import AppKit

                final class InspectorController: NSViewController {
                    @IBOutlet private var panel: NSView!

                    func togglePanel() {
                        NSAnimationContext.runAnimationGroup { context in
                            context.duration = 0.25
                            panel.animator().frame.origin.x = panel.frame.origin.x == 0 ? -panel.frame.width : 0
                        }
                    }
                }
                """#,
            spans: [
                Span(8, 13, to: 8, 36, "context.duration = 0.25")
            ]),
        Example(
            "motion-gate-uikit", .standard,
            source: #"""
                import UIKit

                final class ToastView: UIView {
                    func present() {
                        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut]) {
                            self.center.y += 20
                        }
                    }
                }
                """#,
            spans: [
                Span(5, 9, to: 7, 10, "UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut]) {")
            ]),
        Example(
            "motion-gate", .standard,
            source: #"""
                import SwiftUI

                struct ExpandableCard: View {
                    @State private var isExpanded = false

                    var body: some View {
                        VStack(alignment: .leading) {
                            Button("Details") {
                                withAnimation(.spring()) {
                                    isExpanded.toggle()
                                }
                            }
                            if isExpanded {
                                Text("Ships in 2–3 days")
                                    .transition(.move(edge: .top))
                            }
                        }
                    }
                }
                """#,
            spans: [
                Span(15, 21, to: 15, 51, ".transition(.move(edge: .top))")
            ]),
        Example(
            "selection-trait", .standard,
            source: #"""
                import SwiftUI

                struct SortPicker: View {
                    enum Order: String, CaseIterable { case newest, oldest }
                    @Binding var order: Order

                    var body: some View {
                        ForEach(Order.allCases, id: \.self) { option in
                            Button {
                                order = option
                            } label: {
                                HStack {
                                    Text(option.rawValue.capitalized)
                                    if order == option {
                                        Image(systemName: "checkmark")
                                    }
                                }
                            }
                        }
                    }
                }
                """#,
            spans: [
                Span(9, 13, to: 18, 14, "Button {")
            ]),
        Example(
            "tap-gesture-button", .standard,
            source: #"""
                import SwiftUI

                struct CartBadge: View {
                    let count: Int

                    var body: some View {
                        HStack {
                            Image(systemName: "cart")
                            Text("\(count) items")
                        }
                        .padding()
                        .onTapGesture { openCart() }
                    }

                    func openCart() {}
                }
                """#,
            spans: [
                Span(12, 9, to: 12, 37, ".onTapGesture { openCart() }")
            ]),
        Example(
            "touch-target", .standard,
            source: #"""
                import SwiftUI

                struct MiniPlayer: View {
                    var body: some View {
                        HStack {
                            Text("Now playing")
                            Button(action: skip) {
                                Image(systemName: "forward.fill")
                            }
                            .frame(width: 28, height: 28)
                        }
                    }

                    func skip() {}
                }
                """#,
            spans: [
                Span(7, 13, to: 9, 14, "Button(action: skip) {")
            ]),
        Example(
            "uikit-button-label", .standard,
            source: #"""
                import UIKit

                final class ArticleViewController: UIViewController {
                    private let deleteButton = UIButton(type: .system)

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        deleteButton.setImage(UIImage(systemName: "trash"), for: .normal)
                    }
                }
                """#,
            spans: [
                Span(8, 9, to: 8, 74, "deleteButton.setImage(UIImage(systemName: \"trash\"), for: .normal)")
            ]),
        Example(
            "uikit-gesture-element", .standard,
            source: #"""
                import UIKit

                final class ProductCardView: UIView {
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        let tap = UITapGestureRecognizer(target: self, action: #selector(openProduct))
                        addGestureRecognizer(tap)
                    }

                    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

                    @objc private func openProduct() {}
                }
                """#,
            spans: [
                Span(7, 9, to: 7, 34, "addGestureRecognizer(tap)")
            ]),
        Example(
            "voiceover-review", .standard,
            source: #"""
                import SwiftUI

                struct ContactRow: View {
                    let isOnline: Bool

                    var body: some View {
                        HStack {
                            Circle()
                                .fill(isOnline ? .green : .gray)
                                .frame(width: 10, height: 10)
                            Spacer()
                        }
                    }
                }
                """#,
            spans: [
                Span(9, 17, to: 9, 49, ".fill(isOnline ? .green : .gray)")
            ]),
        Example(
            "motion-gate (withAnimation)", .standard,
            source: #"""
                import SwiftUI

                struct SideMenu: View {
                    @State private var isOpen = false

                    var body: some View {
                        HStack {
                            Rectangle()
                                .frame(width: isOpen ? 240 : 0)
                            Button("Menu") {
                                withAnimation(.easeInOut) {
                                    isOpen.toggle()
                                }
                            }
                        }
                    }
                }
                """#,
            spans: [
                Span(11, 17, to: 13, 18, "withAnimation(.easeInOut) {")
            ]),
        // The issue's example: two `.animation` calls in one chain, each at its own line rather than
        // both at the `HStack` where the chain starts.
        Example(
            "motion-gate (two animations in one chain)", .standard,
            source: #"""
                import SwiftUI

                struct Drawer: View {
                    @State private var isOpen = false

                    var body: some View {
                        HStack {
                            Text("Inbox")
                            Spacer()
                        }
                        .offset(x: isOpen ? 0 : -240)
                        .animation(.spring(), value: isOpen)
                        .scaleEffect(isOpen ? 1 : 0.9)
                        .animation(.easeInOut, value: isOpen)
                        .onTapGesture { isOpen.toggle() }
                    }
                }
                """#,
            spans: [
                Span(12, 9, to: 12, 45, ".animation(.spring(), value: isOpen)"),
                Span(14, 9, to: 14, 46, ".animation(.easeInOut, value: isOpen)"),
            ]),
    ]

    /// Every finding of the example's transform (fixed or for review), in source order.
    static func spans(of example: Example) throws -> [Span] {
        let transform = try #require(TransformRegistry.transform(withID: example.transformID))
        let bytes = Array(example.source.utf8)
        let engine = Engine(transforms: [transform], context: example.setting.context)
        let outcome = engine.process(path: "Example.swift", bytes: bytes)
        guard case let .processed(report) = outcome else {
            Issue.record("not processed: \(outcome)")
            return []
        }
        return (report.applied + report.needsReview).sorted { $0.offset < $1.offset }.map { finding in
            let text = String(decoding: bytes[finding.offset..<finding.endOffset], as: UTF8.self)
            let (start, end) = (finding.location, finding.endLocation)
            return Span(start.line, start.column, to: end.line, end.column, String(text.prefix { $0 != "\n" }))
        }
    }

    @Test(arguments: examples)
    func findingSpansTheConstructItNames(_ example: Example) throws {
        let spans = try Self.spans(of: example)
        #expect(spans == example.spans)
    }

    @Test func everyTransformHasAnExample() {
        let covered = Set(Self.examples.map(\.transformID))
        for transform in TransformRegistry.all {
            #expect(covered.contains(transform.descriptor.id), "no position example for \(transform.descriptor.id)")
        }
    }

    /// Two findings share a start only when they name the same construct, so they also share its
    /// end (icon-only-label and touch-target on one `Button`): checked with every transform on
    /// every example input under Transforms/ and Snapshots/inputs.
    @Test func findingsThatStartTogetherNameTheSameConstruct() throws {
        var inputs = try Fixture.all().map { fixture in
            (name: fixture.description, text: try PackagePaths.read(fixture.input), context: try fixture.context())
        }
        let snapshots = PackagePaths.snapshots.appendingPathComponent("inputs")
        for file in PackagePaths.contents(of: snapshots) where file.hasSuffix(".swift") {
            inputs.append((file, try PackagePaths.read(snapshots.appendingPathComponent(file)), TransformContext()))
        }
        var checked = 0, sharedStarts = 0
        for input in inputs {
            let engine = Engine(transforms: TransformRegistry.all, context: input.context)
            let outcome = engine.process(path: input.name, bytes: Array(input.text.utf8))
            guard case let .processed(report) = outcome else { continue }
            let findings = report.applied + report.needsReview
            for (start, together) in Dictionary(grouping: findings, by: \.offset) where together.count > 1 {
                let ends = Set(together.map(\.endOffset))
                sharedStarts += 1
                let ids = together.map(\.transformID)
                #expect(ends.count == 1, "\(input.name): \(ids) start at byte \(start) but end at \(ends.sorted())")
            }
            checked += findings.count
        }
        #expect(checked > 1000)
        #expect(sharedStarts > 0, "some constructs are named by two findings")
    }

    /// The drawer of the two-animation example, with a disable comment for motion-gate above line `line`.
    static func drawer(commentAbove line: Int) throws -> FileReport {
        let example = try #require(examples.first { $0.id.hasPrefix("motion-gate (two") })
        var lines = example.source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let indentation = String(lines[line - 1].prefix { $0 == " " })
        lines.insert(indentation + "// a11yfix:disable-next-line motion-gate", at: line - 1)
        let bytes = Array(lines.joined(separator: "\n").utf8)
        let outcome = Engine(transforms: [MotionGate.self]).process(path: "Drawer.swift", bytes: bytes)
        guard case let .processed(report) = outcome else { throw FindingPositionError(description: "\(outcome)") }
        return report
    }

    /// A disable comment above a `.animation` line silences that animation and no other one.
    @Test func disableNextLineAboveAModifierSilencesThatModifier() throws {
        let report = try Self.drawer(commentAbove: 12)
        #expect(report.suppressed.map(\.location.line) == [13])
        #expect(report.applied.map(\.location.line) == [15])
        let output = String(decoding: report.output, as: UTF8.self)
        #expect(output.contains("\n        .animation(.spring(), value: isOpen)\n"), "left as it is")
        #expect(output.contains(".animation(reduceMotion ? nil : .easeInOut, value: isOpen)"))
    }

    /// The findings are no longer at the chain's first line: a comment there silences neither.
    @Test func disableNextLineAboveTheChainStartSilencesNoModifier() throws {
        let report = try Self.drawer(commentAbove: 7)
        #expect(report.suppressed.isEmpty)
        #expect(report.applied.map(\.location.line) == [13, 15])
    }

    /// A finding made in a later pass, on text an earlier fix changed, still spans its construct
    /// in the input's coordinates: selection-trait waits a pass for tap-gesture-button, which
    /// names the same element, and is then placed at the tapped `HStack` of the input.
    @Test func laterPassFindingsAreLocatedInTheInput() throws {
        let source = #"""
            import SwiftUI

            struct SortRow: View {
                let option: String
                @Binding var order: String

                var body: some View {
                    HStack {
                        Text(option)
                        if order == option {
                            Image(systemName: "checkmark")
                        }
                    }
                    .onTapGesture { order = option }
                }
            }

            """#
        let bytes = Array(source.utf8)
        let engine = Engine(transforms: [SelectionTrait.self, TapGestureButton.self])
        guard case let .processed(report) = engine.process(path: "SortRow.swift", bytes: bytes) else {
            throw FindingPositionError(description: "not processed")
        }
        let spans = report.applied.sorted { $0.offset < $1.offset }.map { finding in
            let text = String(decoding: bytes[finding.offset..<finding.endOffset], as: UTF8.self)
            let (start, end) = (finding.location, finding.endLocation)
            return "\(finding.transformID) \(finding.pass) \(start.line):\(start.column)-\(end.line):\(end.column) "
                + String(text.prefix { $0 != "\n" })
        }
        #expect(
            spans == [
                "selection-trait 1 8:9-13:10 HStack {",
                "tap-gesture-button 0 14:9-14:41 .onTapGesture { order = option }",
            ])
    }
}

struct FindingPositionError: Error, CustomStringConvertible {
    var description: String
}
