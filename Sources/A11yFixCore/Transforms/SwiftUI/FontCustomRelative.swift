import SwiftSyntax

/// Makes custom SwiftUI fonts scale with Dynamic Type.
///
/// Before: `.font(.custom("Avenir Next", size: 17))`
/// After:  `.font(.custom("Avenir Next", size: 17, relativeTo: .body))`
///
/// The style is chosen by the same nearest-size rule as `font-text-style`; the design size stays.
/// `.custom(_:fixedSize:)` is reported: it never scales, which is sometimes deliberate.
public struct FontCustomRelative: Transform {
    public static let descriptor = TransformDescriptor(
        id: "font-custom-relative",
        summary: "Adds relativeTo: to .custom(_:size:) fonts so they scale with Dynamic Type",
        frameworks: [.swiftUI],
        deviceTests: [.dynamicType],
        tier: .incompleteSupport,
        problem: "custom fonts that do not scale"
    )

    public init() {}

    public func findings(in file: SourceFile, context: TransformContext) -> [Finding] {
        var findings: [Finding] = []
        for font in file.fontCalls {
            let call = font.call
            guard font.method == "custom", font.typeName == nil || font.typeName == "Font",
                  call.argument(labeled: "relativeTo") == nil else { continue }
            let platform: FontPlatform
            switch PlatformResolver.platform(of: call, in: file) {
            case .iOS: platform = .iOS
            case .macOS: platform = .macOS
            case .other: continue
            }
            if call.argument(labeled: "fixedSize") != nil {
                findings.append(file.finding(Self.self, at: call, message:
                    "\(font.text) never scales with Dynamic Type; use size:relativeTo: unless the fixed size is deliberate"))
                continue
            }
            guard let size = call.argument(labeled: "size") else { continue }
            // SwiftUI's `custom` takes a String name; `.custom(.brandBold, size:)` is the project's own helper.
            if let name = call.arguments.first?.expression.as(MemberAccessExprSyntax.self), name.base == nil {
                findings.append(file.finding(Self.self, at: call, message:
                    "\(font.text) goes through the project's own custom-font helper; give it a relativeTo: text style so the font scales with Dynamic Type"))
                continue
            }
            guard let points = size.expression.numberLiteralValue else {
                findings.append(file.finding(Self.self, at: call, message:
                    "\(font.text) does not scale with Dynamic Type and its size is not a literal; add relativeTo: with the matching text style"))
                continue
            }
            guard !TextStyle.isPlaceholderSize(points) else { continue }
            let availability = context.availability
            guard availability.isAvailable(.customFontRelativeTo, at: call, in: file) else {
                findings.append(file.finding(Self.self, at: call, message:
                    "\(font.text) does not scale with Dynamic Type; relativeTo: needs iOS 14 / macOS 11, newer than the deployment target, so scale it by hand"))
                continue
            }
            let styles = availability.textStyles(at: call, in: file)
            let style = TextStyle.nearest(to: points, weight: nil, on: platform, among: styles)
            let fix = Fix(
                edits: [Self.insertion(of: "relativeTo: .\(style)", after: size, in: file)],
                summary: "`relativeTo: .\(style)` lets `\(font.text)` scale with Dynamic Type (\(PointSize.text(points)) pt at default size)",
                isInferred: false
            )
            findings.append(file.finding(Self.self, at: call, message:
                "\(font.text) does not scale with Dynamic Type; add relativeTo: .\(style)", fix: fix))
        }
        return findings
    }

    /// `, relativeTo: …` after the size argument: on a line of its own when the arguments are
    /// written one per line, and after a comment that trails the size.
    static func insertion(of argument: String, after size: LabeledExprSyntax, in file: SourceFile) -> TextEdit {
        let expressionEnd = size.expression.lastToken(viewMode: .sourceAccurate)!
        let offset = expressionEnd.trailingTrivia.contains(where: \.isComment)
            ? expressionEnd.endPosition.utf8Offset : expressionEnd.endPositionBeforeTrailingTrivia.utf8Offset
        let onOwnLine = size.leadingTrivia.contains(where: \.isNewline)
            && (expressionEnd.nextToken(viewMode: .sourceAccurate)?.leadingTrivia.contains(where: \.isNewline) ?? false)
        if onOwnLine {
            let indentation = file.indentation(ofLineContaining: size.positionAfterSkippingLeadingTrivia.utf8Offset)
            return .insert("," + file.lineEnding + indentation + argument, at: offset)
        }
        return .insert(", " + argument, at: offset)
    }
}
