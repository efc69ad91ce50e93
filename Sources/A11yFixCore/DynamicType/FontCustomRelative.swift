import A11yFixSyntax
import SwiftSyntax

/// Makes `.custom(_:fixedSize:)` text scale, and (opt-in) matches custom SwiftUI fonts to the
/// text style they stand for.
///
/// Before: `.font(.custom("Avenir Next", size: 28))`
/// After:  `.font(.custom("Avenir Next", size: 28, relativeTo: .title))`
///
/// `.custom(_:size:)` already scales with Dynamic Type, along the `.body` curve; `relativeTo:`
/// makes a title or caption grow like a title or caption. The style is chosen by the nearest-size
/// rule of `font-text-style`; the design size stays. `.custom(_:fixedSize:)` never scales: it
/// becomes `size:` with the matching `relativeTo:`. Only where text can scale (iOS, iPadOS, Mac
/// Catalyst, watchOS, visionOS); icon fonts and project font helpers are left alone.
///
/// Off by default, it still reports `fixedSize:` fonts (the one real problem here), without a fix;
/// the `relativeTo:` additions are suggestions and are only made when the transform is enabled.
public struct FontCustomRelative: Transform {
    public static let descriptor = TransformDescriptor(
        id: "font-custom-relative",
        summary:
            "Reports .custom(_:fixedSize:) text, which never scales; enabled, makes it scale and adds relativeTo: so .custom(_:size:) fonts scale like their nearest text style, not like .body",
        frameworks: [.swiftUI],
        deviceTests: [.dynamicType],
        isOptIn: true,
        tier: .incompleteSupport,
        problem: "custom fonts that do not scale, or scale along the body curve",
        blocks: [.largerText]
    )

    public init() {}

    public func findings(in file: SourceFile, context: TransformContext) -> [Finding] {
        var findings: [Finding] = []
        for font in file.fontCalls {
            let call = font.call
            guard font.method == "custom", font.typeName == nil || font.typeName == "Font",
                let name = call.arguments.first, name.label == nil,
                call.argument(labeled: "size") ?? call.argument(labeled: "fixedSize") != nil
            else { continue }
            let range =
                call.positionAfterSkippingLeadingTrivia.utf8Offset..<call.endPositionBeforeTrailingTrivia.utf8Offset
            var finding = file.record(Self.self, decide(font, name: name, in: file, context: context), spanning: range)
            // `relativeTo:` on a font that scales already is an improvement, not a problem.
            if finding.fix != nil, call.argument(labeled: "fixedSize") == nil { finding.isSuggestion = true }
            findings.append(finding)
        }
        return findings
    }

    /// What to do with one `.custom(_:…)` font: `size:` for `fixedSize:`, a `relativeTo:`, or
    /// leave it alone.
    func decide(_ font: FontCall, name: LabeledExprSyntax, in file: SourceFile, context: TransformContext)
        -> Decision
    {
        let call = font.call
        if call.argument(labeled: "relativeTo") != nil { return .leftAlone(FontReason.alreadyRelative.reason) }
        // SwiftUI's `custom` takes a String name; `.custom(.brandBold, size:)` is the project's
        // own helper, which decides how its fonts scale.
        if let member = name.expression.as(MemberAccessExprSyntax.self), member.base == nil {
            return .leftAlone(FontReason.projectFont.reason)
        }
        // Icon fonts draw glyphs, not text.
        if Self.isIconFont(name.expression) { return .leftAlone(FontReason.iconFont.reason) }
        // Only where text follows the user's setting: not in macOS- or tvOS-only code.
        guard FontPlatforms.of(call, in: file).canScaleText else { return .leftAlone(FontReason.noDynamicType.reason) }
        let availability = context.availability
        let relativeToAvailable = availability.isAvailable(.customFontRelativeTo, at: call, in: file)

        // `fixedSize:` where the layout keeps the text one size (a widget or Live Activity, a constant
        // frame, a badge over a view of constant size): the fixed size is the design, as
        // `font-text-style` reads it (judged on real apps: a Live Activity's value in a fixed drop).
        if call.argument(labeled: "fixedSize") != nil, let why = FixedTextLayout.reason(for: call, in: file) {
            return .leftAlone(
                FontReason.fixedLayout.reason(
                    saying:
                        "its layout keeps it one size (\(why)): fixedSize: there is the design, and larger text would clip"
                ))
        }
        if let fixed = call.argument(labeled: "fixedSize"), let label = fixed.label {
            // `fixedSize:` → `size:`, which scales; plus the matching curve when it can be chosen.
            var edits: [TextEdit] = [
                .replace(
                    label.positionAfterSkippingLeadingTrivia
                        .utf8Offset..<label.endPositionBeforeTrailingTrivia.utf8Offset, with: "size")
            ]
            var change = "size:"
            var summary = "`size:` lets `\(font.text)` scale with Dynamic Type"
            if let points = fixed.expression.numberLiteralValue {
                guard !TextStyle.isPlaceholderSize(points) else { return .leftAlone(FontReason.tokenSize.reason) }
                // `size:` alone follows `.body`: at the body size nothing more is needed.
                if relativeToAvailable,
                    case let style = TextStyle.nearest(
                        to: points, weight: nil, on: .iOS, among: availability.textStyles(at: call, in: file)),
                    style != .body
                {
                    edits.append(Self.insertion(of: "relativeTo: .\(style)", after: fixed, in: file))
                    change = "size: with relativeTo: .\(style)"
                    summary = "`size:` with `relativeTo: .\(style)` lets `\(font.text)` scale with Dynamic Type"
                }
                summary += " (\(PointSize.text(points)) pt at default size)"
            }
            return .fix(
                message:
                    "\(font.text) never scales with Dynamic Type; use \(change) unless the fixed size is deliberate",
                Fix(edits: edits, summary: summary, isInferred: false))
        }
        // A size that is not a literal scales along `.body`; which style it stands for is the author's call.
        guard let size = call.argument(labeled: "size"), let points = size.expression.numberLiteralValue else {
            return .leftAlone(FontReason.nonLiteralSize.reason)
        }
        if TextStyle.isPlaceholderSize(points) { return .leftAlone(FontReason.tokenSize.reason) }
        guard relativeToAvailable else { return .leftAlone(FontReason.targetTooOld.reason) }
        let style = TextStyle.nearest(
            to: points, weight: nil, on: .iOS, among: availability.textStyles(at: call, in: file))
        // At the body size the curve is body's already.
        guard style != .body else { return .leftAlone(FontReason.bodySize.reason) }
        let fix = Fix(
            edits: [Self.insertion(of: "relativeTo: .\(style)", after: size, in: file)],
            summary:
                "`relativeTo: .\(style)` makes `\(font.text)` scale like .\(style) (\(PointSize.text(points)) pt at default size)",
            isInferred: false
        )
        return .fix(
            message:
                "\(font.text) scales along the .body curve; add relativeTo: .\(style) so it scales like the .\(style) text it stands for",
            fix)
    }

    /// A font whose name says it draws icons: `MaterialDesignIcons.familyName`, `"FontAwesome"`.
    static func isIconFont(_ name: ExprSyntax) -> Bool {
        let text = name.trimmedText.lowercased()
        return ["icon", "glyph", "symbol", "awesome"].contains { text.includes($0) }
    }

    /// `, relativeTo: …` after the size argument: on a line of its own when the arguments are
    /// written one per line, and after a comment that trails the size.
    static func insertion(of argument: String, after size: LabeledExprSyntax, in file: SourceFile) -> TextEdit {
        let expressionEnd = size.expression.lastToken(viewMode: .sourceAccurate)!
        let offset =
            expressionEnd.trailingTrivia.contains(where: \.isComment)
            ? expressionEnd.endPosition.utf8Offset : expressionEnd.endPositionBeforeTrailingTrivia.utf8Offset
        let onOwnLine =
            size.leadingTrivia.contains(where: \.isNewline)
            && (expressionEnd.nextToken(viewMode: .sourceAccurate)?.leadingTrivia.contains(where: \.isNewline) ?? false)
        if onOwnLine {
            let indentation = file.indentation(ofLineContaining: size.positionAfterSkippingLeadingTrivia.utf8Offset)
            return .insert("," + file.lineEnding + indentation + argument, at: offset)
        }
        return .insert(", " + argument, at: offset)
    }
}
