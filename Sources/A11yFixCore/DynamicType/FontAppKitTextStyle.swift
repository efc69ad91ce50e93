import A11yFixSyntax
import SwiftSyntax

/// Replaces fixed-size AppKit system fonts with `NSFont.preferredFont(forTextStyle:)`.
///
/// Before: `label.font = NSFont.systemFont(ofSize: 13)`
/// After:  `label.font = NSFont.preferredFont(forTextStyle: .body)`
///
/// Opt-in: macOS text styles have fixed sizes (there is no Dynamic Type setting for AppKit text),
/// so the gain is consistency with the system's typography, not scaling. It reports nothing
/// unless enabled. A size that is no text style's size is reported, not rounded, unless
/// `--font-strategy text-style` accepts the change.
/// Bold-or-heavier weights are kept with the `.bold` symbolic trait; light and medium weights
/// cannot be expressed on a text style and are reported. Monospaced fonts are reported too.
public struct FontAppKitTextStyle: Transform {
    public static let descriptor = TransformDescriptor(
        id: "font-appkit-text-style",
        summary: "Replaces fixed-size NSFont system fonts with NSFont.preferredFont(forTextStyle:)",
        frameworks: [.appKit],
        // No device check: macOS text does not follow a text-size setting.
        deviceTests: [],
        isOptIn: true,
        reportsWhenOff: false,
        tier: .incompleteSupport,
        problem: "fixed-size AppKit fonts",
        blocks: [.largerText]
    )

    static let methods: Set<String> = [
        "systemFont", "boldSystemFont", "monospacedSystemFont", "monospacedDigitSystemFont",
    ]

    public init() {}

    public func findings(in file: SourceFile, context: TransformContext) -> [Finding] {
        var findings: [Finding] = []
        for font in file.fontCalls {
            let call = font.call
            guard Self.methods.contains(font.method),
                font.typeName == "NSFont" || font.typeName == nil,
                PlatformResolver.platform(of: call, in: file) == .macOS || font.typeName == "NSFont",
                PlatformResolver.conditionalPlatform(of: Syntax(call)) != .iOS,
                let size = call.argument(labeled: "ofSize")?.expression
            else { continue }
            // An implicit member assigned to a UIKit view is a UIFont.
            if font.typeName == nil,
                FontFramework.of(
                    ExprSyntax(call), receiver: FontAssignment(value: ExprSyntax(call))?.receiver, in: file) == .uiKit
            {
                continue
            }
            let range =
                call.positionAfterSkippingLeadingTrivia.utf8Offset..<call.endPositionBeforeTrailingTrivia.utf8Offset
            findings.append(
                file.record(Self.self, decide(font, size: size, in: file, context: context), spanning: range))
        }
        return findings
    }

    /// What to do with one fixed-size `NSFont`: a preferred font, a report, or leave it alone.
    func decide(_ font: FontCall, size: ExprSyntax, in file: SourceFile, context: TransformContext) -> Decision {
        let call = font.call
        guard let points = size.numberLiteralValue else {
            return .report(
                "\(font.text) has a fixed size that is not a literal; use NSFont.preferredFont(forTextStyle:)")
        }
        guard !TextStyle.isPlaceholderSize(points) else { return .leftAlone(FontReason.tokenSize.reason) }
        guard context.availability.isAvailable(.nsFontPreferredFont, at: call, in: file) else {
            return .report(
                "\(font.text) has a fixed size; NSFont.preferredFont(forTextStyle:) needs macOS 11, newer than the deployment target"
            )
        }
        let weight: FontWeight =
            font.method == "boldSystemFont"
            ? .bold : call.argument(labeled: "weight")?.expression.fontWeightValue ?? .regular
        let style: TextStyle
        if context.fontStrategy == .textStyle {
            style = TextStyle.nearest(to: points, weight: weight, on: .macOS)
        } else if let exact = TextStyle.exact(points, weight: weight, on: [.macOS]) {
            style = exact
        } else {
            // A text style here would change the design and scale nothing (macOS text has no
            // size setting): the size is the author's to keep or change.
            let nearest = TextStyle.nearest(to: points, weight: weight, on: .macOS)
            return .report(
                "\(font.text): \(PointSize.text(points)) pt is no macOS text style's size (nearest: .\(nearest.platformFontName), \(PointSize.text(nearest.defaultSize(on: .macOS))) pt); convert it by hand, or pass --font-strategy text-style to accept the size change"
            )
        }
        let preferred = "NSFont.preferredFont(forTextStyle: .\(style.platformFontName))"
        if font.method.hasPrefix("monospaced")
            || call.argument(labeled: "weight").map({ $0.expression.fontWeightValue == nil }) == true
            || (weight != .regular && weight < .semibold)
        {
            return .report(
                "\(font.text) has a fixed size; \(preferred) would lose its \(font.method.hasPrefix("monospaced") ? "monospacing" : "weight"), so convert it by hand"
            )
        }
        guard let comments = font.carriedComments else {
            return .report(
                "\(font.text) has a fixed size; it holds a // comment, so convert it to \(preferred) by hand")
        }
        var replacement = preferred
        if weight >= .semibold, style.intrinsicWeight(on: .macOS) < .bold {
            replacement =
                "NSFont(descriptor: \(preferred).fontDescriptor.withSymbolicTraits(.bold), size: 0) ?? \(preferred)"
            if !Self.acceptsInfixExpression(call) { replacement = "(\(replacement))" }
        }
        let range =
            call.positionAfterSkippingLeadingTrivia.utf8Offset..<call.endPositionBeforeTrailingTrivia.utf8Offset
        let fix = Fix(
            edits: [.replace(range, with: replacement + comments)],
            summary:
                "`\(preferred)` replaces `\(font.text)` (\(PointSize.text(points)) pt → \(PointSize.text(style.defaultSize(on: .macOS))) pt at default size)",
            isInferred: false
        )
        return .fix(message: "\(font.text) has a fixed size; use \(preferred) to follow the system's text styles", fix)
    }

    /// Whether `a ?? b` can stand where `call` is without parentheses: an argument, an
    /// initializer, a `return`, or the right side of a plain assignment.
    static func acceptsInfixExpression(_ call: FunctionCallExprSyntax) -> Bool {
        guard let parent = call.parent else { return false }
        if parent.is(LabeledExprSyntax.self) || parent.is(InitializerClauseSyntax.self)
            || parent.is(ReturnStmtSyntax.self)
            || parent.is(ArrayElementSyntax.self) || parent.is(DictionaryElementSyntax.self)
        {
            return true
        }
        if let list = parent.as(ExprListSyntax.self), let sequence = list.parent?.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            return elements.count == 3 && elements[1].is(AssignmentExprSyntax.self) && elements[2].id == call.id
        }
        return false
    }
}
