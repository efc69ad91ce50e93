import SwiftSyntax

/// Replaces fixed SwiftUI font sizes with Dynamic Type.
///
/// Before: `.font(.system(size: 18, weight: .bold, design: .rounded))`
/// After:  `.font(.system(.title3, design: .rounded).weight(.bold))`
///
/// With `--font-strategy scaled-metric`, the exact size is kept and scaled instead:
/// `@ScaledMetric(relativeTo: .title3) private var title3FontSize: CGFloat = 18` is added to the
/// enclosing `View`/`ViewModifier`, and the call becomes `.system(size: title3FontSize, …)`.
///
/// Not changed: text styles, sizes given by a `@ScaledMetric` property, `#if os(tvOS)` code.
/// A size that is not a literal is reported, not guessed.
public struct FontTextStyle: Transform {
    public static let descriptor = TransformDescriptor(
        id: "font-text-style",
        summary: "Replaces .system(size:) fonts with the nearest Dynamic Type text style (or @ScaledMetric)",
        frameworks: [.swiftUI],
        deviceTests: [.dynamicType],
        tier: .incompleteSupport,
        problem: "hard-coded font sizes"
    )

    public init() {}

    public func findings(in file: SourceFile, context: TransformContext) -> [Finding] {
        let visitor = Visitor(file: file, context: context)
        for font in file.fontCalls { visitor.visit(font) }
        return visitor.findings
    }

    public func verifications(in file: SourceFile, context: TransformContext) -> [Verification] {
        // `.font(.body)`, `.font(.system(.title, design: .rounded))`, `.font(Font.caption.weight(.bold))`.
        let styles = Set(TextStyle.allCases.map(\.rawValue))
        let count = file.functionCalls.filter { call in
            guard call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "font",
                  let argument = call.arguments.first?.expression else { return false }
            return argument.tokens(viewMode: .sourceAccurate).contains { token in
                if case let .identifier(name) = token.tokenKind { return styles.contains(name) }
                return false
            } && !argument.trimmedText.includes("size:")
        }.count
        return [Verification(kind: "fonts already use Dynamic Type text styles", count: count)]
    }

    private final class Visitor {
        let file: SourceFile
        let context: TransformContext
        var strategy: FontStrategy { context.fontStrategy }
        lazy var viewTypes = ViewTypes(file: file, index: context.index)
        var metrics: [SyntaxIdentifier: ScaledMetricPlan] = [:]
        var findings: [Finding] = []

        init(file: SourceFile, context: TransformContext) {
            self.file = file
            self.context = context
        }

        lazy var scaledNames = ScaledMetricNames(file: file)

        func visit(_ font: FontCall) {
            let call = font.call
            guard font.method == "system", font.typeName == nil || font.typeName == "Font",
                  let size = font.argument("size") else { return }
            let platform: FontPlatform
            switch PlatformResolver.platform(of: call, in: file) {
            case .iOS: platform = .iOS
            case .macOS: platform = .macOS
            case .other: return
            }
            guard let points = size.numberLiteralValue else {
                if !scaledNames.contains(size) {
                    findings.append(file.finding(FontTextStyle.self, at: call, message:
                        "\(font.text) has a fixed size that is not a literal; use a text style or a @ScaledMetric size so it follows Dynamic Type"))
                }
                return
            }
            guard font.carriedComments != nil else {
                findings.append(file.finding(FontTextStyle.self, at: call, message:
                    "\(font.text) has a fixed size that ignores Dynamic Type; it holds a // comment, so convert it by hand"))
                return
            }
            guard !TextStyle.isPlaceholderSize(points) else { return }
            let weightExpression = font.argument("weight")
            // Below iOS 14 / macOS 11, `.title2`, `.title3` and `.caption2` do not exist yet.
            let availability = context.availability
            let styles = availability.textStyles(at: call, in: file)
            let style = TextStyle.nearest(to: points, weight: weightExpression?.fontWeightValue, on: platform, among: styles)

            // The property goes on the type, so it must be available wherever the type builds,
            // not only in the `#if` branch the call sits in.
            if strategy == .scaledMetric, let (_, declaration) = viewTypes.enclosingViewType(of: call), ViewTypes.hasInstanceContext(call),
               availability.isAvailable(.scaledMetric, at: call, in: file), availability.isAvailable(.scaledMetric, at: Syntax(declaration), in: file) {
                findings.append(scaledMetricFinding(font, size: size, points: points, style: style, in: declaration))
            } else {
                findings.append(textStyleFinding(font, weight: weightExpression, points: points, style: style, platform: platform))
            }
        }

        func textStyleFinding(_ font: FontCall, weight: ExprSyntax?, points: Double, style: TextStyle, platform: FontPlatform) -> Finding {
            var replacement = font.argument("design").map { "\(font.prefix)system(.\(style), design: \($0.trimmedText))" }
                ?? "\(font.prefix)\(style)"
            if let weight, weight.fontWeightValue != style.intrinsicWeight(on: platform) {
                replacement += ".weight(\(weight.trimmedText))"
            }
            let range = font.call.positionAfterSkippingLeadingTrivia.utf8Offset..<font.call.endPositionBeforeTrailingTrivia.utf8Offset
            let shown = Self.isFontModifierArgument(font.call) ? ".font(\(replacement))" : replacement
            let fix = Fix(
                edits: [.replace(range, with: replacement + (font.carriedComments ?? ""))],
                summary: "`\(shown)` replaces `\(font.text)` (\(PointSize.text(points)) pt → \(PointSize.text(style.defaultSize(on: platform))) pt at default size)",
                isInferred: false
            )
            return file.finding(FontTextStyle.self, at: font.call, message:
                "\(font.text) has a fixed size that ignores Dynamic Type; use \(replacement)", fix: fix)
        }

        func scaledMetricFinding(_ font: FontCall, size: ExprSyntax, points: Double, style: TextStyle, in declaration: DeclGroupSyntax) -> Finding {
            var plan = metrics[declaration.id] ?? ScaledMetricPlan(declaration: declaration)
            let (name, property) = plan.property(style: style, points: points, literal: size.trimmedText)
            metrics[declaration.id] = plan

            var edits: [TextEdit] = [.replace(size.positionAfterSkippingLeadingTrivia.utf8Offset..<size.endPositionBeforeTrailingTrivia.utf8Offset, with: name)]
            // Every fix that uses a new property carries its insertion; the applier writes it once.
            if let property { edits.append(MemberInsertion.edit(inserting: property, atTopOf: declaration, in: file)) }
            let fix = Fix(
                edits: edits,
                summary: "`@ScaledMetric(relativeTo: .\(style)) \(name)` scales `\(font.text)` (\(PointSize.text(points)) pt at default size)",
                isInferred: false
            )
            return file.finding(FontTextStyle.self, at: font.call, message:
                "\(font.text) has a fixed size that ignores Dynamic Type; scale it with @ScaledMetric(relativeTo: .\(style))", fix: fix)
        }

        static func isFontModifierArgument(_ call: FunctionCallExprSyntax) -> Bool {
            guard let argument = call.parent?.as(LabeledExprSyntax.self),
                  let modifier = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else { return false }
            return modifier.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "font"
        }
    }
}

/// The `@ScaledMetric` properties one type has and the ones this run adds to it.
struct ScaledMetricPlan {
    private var existing: [String: String] = [:]  // "style/points" -> property name
    private var added: [String: String] = [:]  // "style/points" -> declaration this run inserts
    private var taken: Set<String> = []

    init(declaration: DeclGroupSyntax) {
        for member in declaration.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            let names = variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
            taken.formUnion(names)
            guard let attribute = variable.attributes.compactMap({ $0.as(AttributeSyntax.self) })
                    .first(where: { $0.attributeName.trimmedText == "ScaledMetric" }),
                  let binding = variable.bindings.first, let name = names.first,
                  let points = binding.initializer?.value.numberLiteralValue else { continue }
            // `relativeTo:` defaults to `.body`.
            var style = "body"
            if case let .argumentList(arguments)? = attribute.arguments,
               let relative = arguments.first(where: { $0.label?.text == "relativeTo" })?.expression.as(MemberAccessExprSyntax.self) {
                style = relative.declName.baseName.text
            }
            existing["\(style)/\(points)"] = name
        }
    }

    /// The property for this style and size: one the type has (no declaration), or one this run
    /// adds, with its declaration — the same text for every use, so each fix is self-contained.
    mutating func property(style: TextStyle, points: Double, literal: String) -> (name: String, declaration: String?) {
        let key = "\(style)/\(points)"
        if let name = existing[key] { return (name, added[key]) }
        var name = "\(style)FontSize"
        var counter = 2
        while taken.contains(name) {
            name = "\(style)FontSize\(counter)"
            counter += 1
        }
        taken.insert(name)
        existing[key] = name
        added[key] = "@ScaledMetric(relativeTo: .\(style)) private var \(name): CGFloat = \(literal)"
        return (name, added[key])
    }
}
