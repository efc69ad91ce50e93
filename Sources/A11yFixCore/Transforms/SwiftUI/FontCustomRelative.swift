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
        deviceTests: [.dynamicType]
    )

    public init() {}

    public func findings(in file: SourceFile, context: TransformContext) -> [Finding] {
        var findings: [Finding] = []
        for call in file.functionCalls {
            guard let font = FontCall(call), font.method == "custom", font.typeName == nil || font.typeName == "Font",
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
            guard let points = size.expression.numberLiteralValue else {
                findings.append(file.finding(Self.self, at: call, message:
                    "\(font.text) does not scale with Dynamic Type and its size is not a literal; add relativeTo: with the matching text style"))
                continue
            }
            let style = TextStyle.nearest(to: points, weight: nil, on: platform)
            let insertion = ", relativeTo: .\(style)"
            let fix = Fix(
                edits: [.insert(insertion, at: size.expression.endPositionBeforeTrailingTrivia.utf8Offset)],
                summary: "`relativeTo: .\(style)` lets `\(font.text)` scale with Dynamic Type (\(PointSize.text(points)) pt at default size)",
                isInferred: false
            )
            findings.append(file.finding(Self.self, at: call, message:
                "\(font.text) does not scale with Dynamic Type; add relativeTo: .\(style)", fix: fix))
        }
        return findings
    }
}
