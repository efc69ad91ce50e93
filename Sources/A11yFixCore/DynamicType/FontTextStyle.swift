import A11yFixSyntax
import SwiftSyntax

/// Makes fixed SwiftUI font sizes scale with Dynamic Type without changing their default size.
///
/// `.system(size: 17)` → `.body` (a text style of exactly that size on every platform the code
/// builds for); `.system(size: 18)` → `.system(size: title3FontSize)` with
/// `@ScaledMetric(relativeTo: .title3) private var title3FontSize: CGFloat = 18` on the enclosing view;
/// neither possible → a finding naming both. `--font-strategy text-style` picks the nearest style instead.
///
/// Not changed: code that builds only for macOS or tvOS (no Dynamic Type there), fixed layouts
/// (`FixedTextLayout`), text styles, sizes given by a `@ScaledMetric` property.
public struct FontTextStyle: Transform {
    public static let descriptor = TransformDescriptor(
        id: "font-text-style",
        summary:
            "Makes .system(size:) fonts scale with Dynamic Type at the same default size (text style or @ScaledMetric)",
        frameworks: [.swiftUI],
        deviceTests: [.dynamicType],
        tier: .incompleteSupport,
        problem: "hard-coded font sizes",
        blocks: [.largerText]
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
                let argument = call.arguments.first?.expression
            else { return false }
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
        lazy var fixedConstants = NumericConstants(file: file)

        func visit(_ font: FontCall) {
            guard font.method == "system", font.typeName == nil || font.typeName == "Font",
                let size = font.argument("size")
            else { return }
            let call = font.call
            let range =
                call.positionAfterSkippingLeadingTrivia.utf8Offset..<call.endPositionBeforeTrailingTrivia.utf8Offset
            findings.append(file.record(FontTextStyle.self, decide(font, size: size), spanning: range))
        }

        /// What to do with one `.system(size:)` font: a text style or a @ScaledMetric size, a
        /// report, or leave it alone.
        func decide(_ font: FontCall, size: ExprSyntax) -> Decision {
            let call = font.call
            // macOS and tvOS text styles follow no user setting: a rewrite there changes the look
            // and helps no one.
            let platforms = FontPlatforms.of(call, in: file)
            guard platforms.canScaleText else { return .leftAlone(FontReason.noDynamicType.reason) }
            if platforms.isMacIdiomOnly(context.targets) { return .leftAlone(FontReason.macIdiomOnly.reason) }
            if let type = EnclosingType.of(call)?.name,
                let why = MacOnlyView.reason(for: type, in: file, index: context.index)
            {
                return .leftAlone(FontReason.shownOnlyOnMac.reason(saying: why))
            }
            if FixedSizeComment.keepsSize(call, in: file) { return .leftAlone(FontReason.keptByComment.reason) }
            if let chosen = UserChosenSize.source(of: size, face: nil, in: file) {
                return .leftAlone(FontReason.userChosen.reason(saying: "its size is the user's choice: \(chosen)"))
            }
            if DebugFlagBranch.contains(call) { return .leftAlone(FontReason.debugOnly.reason) }
            if let why = DebugOnlyType.reason(around: call, index: context.index) {
                return .leftAlone(FontReason.debugOnly.reason(saying: why))
            }
            if let why = UnreachableIdiom.reason(around: call, in: file) {
                return .leftAlone(FontReason.unreachableIdiom.reason(saying: why))
            }
            if BitmapImageFont.isIgnored(call) { return .leftAlone(FontReason.bitmapImage.reason) }
            if MenuItemFont.isMenuItem(call) { return .leftAlone(FontReason.menuItem.reason) }
            // A helper that styles whatever icons its callers give it as symbols.
            if SymbolStyleHelper.stylesSymbols(call) {
                return .leftAlone(
                    FontReason.iconFont.reason(
                        saying:
                            "it is set by a style helper on any view that styles symbols (.symbolRenderingMode): the views it is given are icons, whose size is their slot's"
                    ))
            }
            if ChartLabelFont.isInCappedAxis(call, in: file) { return .leftAlone(FontReason.chartLabel.reason) }
            if BarChromeFont.isInToolbarItem(call) { return .leftAlone(FontReason.barChrome.reason) }
            if let reason = FixedTextLayout.reason(for: call, in: file) {
                if let control = largeContentViewerControl(font, platforms: platforms, reason: reason) {
                    if let why = LargeContentViewerFit.reason(against: control) {
                        return .leftAlone(
                            FontReason.fixedLayout.reason(
                                saying:
                                    "it keeps one size in \(reason), and the Large Content Viewer does not help: \(why)"
                            ))
                    }
                    return largeContentViewerDecision(font, control: control)
                }
                return .leftAlone(FontReason.fixedLayout.reason)
            }
            if let why = HandAlignedText.reason(for: call) {
                return .leftAlone(FontReason.fixedLayout.reason(saying: why))
            }
            // A size chosen between two literals (`compact ? 13 : 15`): each scales along its own style.
            if let branches = Self.conditionalBranches(size) { return conditionalDecision(font, branches: branches) }
            // The default a @ScaledMetric starts from: the literal, or the constant that names it.
            var initialValue = size.trimmedText
            let points: Double
            if let literal = size.numberLiteralValue {
                points = literal
            } else {
                // Only a name the file binds to a number is known to be fixed: a parameter, a
                // computed or scaled size is the caller's business, and reporting it is noise.
                // A constant of display size (a 72 pt error glyph) stays as it is, as a literal would.
                if scaledNames.contains(size) { return .leftAlone(FontReason.scaledSize.reason) }
                guard let values = fixedConstants.values(of: size) else {
                    return .leftAlone(FontReason.sizeFromElsewhere.reason)
                }
                if let box = SharedSizeConstant.layoutUse(of: size, besides: call) {
                    return .leftAlone(
                        FontReason.fixedLayout.reason(
                            saying:
                                "\(size.trimmedText) also sizes the box around the text (\(box)): scaled alone, the "
                                + "text outgrows the box measured for it"))
                }
                guard values.contains(where: { !TextStyle.isPlaceholderSize($0) && $0 < TextStyle.displaySize }) else {
                    let reason: FontReason =
                        values.allSatisfy(TextStyle.isPlaceholderSize) ? .tokenSize : .displaySize
                    return .leftAlone(reason.reason)
                }
                // One value (not one per `#if` branch): it scales like the literal it stands for.
                guard let value = values.first, values.allSatisfy({ $0 == value }),
                    let initial = fixedConstants.initialValue(of: size)
                else {
                    return .report(
                        "\(font.text) has a fixed size that is not a literal; use a text style or a @ScaledMetric size so it follows Dynamic Type"
                    )
                }
                points = value
                initialValue = initial
            }
            guard font.carriedComments != nil else {
                return .report(
                    "\(font.text) has a fixed size that ignores Dynamic Type; it holds a // comment, so convert it by hand"
                )
            }
            // Below 6 pt a literal is a family token; from 44 pt on it is a display glyph (a hero
            // icon, an emoji illustration) that would crowd the screen if it grew with the text.
            if TextStyle.isPlaceholderSize(points) { return .leftAlone(FontReason.tokenSize.reason) }
            guard points < TextStyle.displaySize else { return .leftAlone(FontReason.displaySize.reason) }
            // A glyph larger than the largest text style (.largeTitle, 34 pt) is a picture, not
            // text beside text: a hero or empty-state icon sized to its slot.
            guard points <= TextStyle.largeTitle.defaultSize(on: .iOS) || !FixedTextLayout.stylesImage(call) else {
                return .leftAlone(FontReason.pictureSize.reason)
            }
            let weightExpression = font.argument("weight")
            let weight = weightExpression?.fontWeightValue
            // Below iOS 14 / macOS 11, `.title2`, `.title3` and `.caption2` do not exist yet.
            let availability = context.availability
            let styles = availability.textStyles(at: call, in: file)
            let table = platforms.primaryTable
            let nearest = TextStyle.nearest(to: points, weight: weight, on: table, among: styles)
            let exact = platforms.sizeTables.flatMap { TextStyle.exact(points, weight: weight, on: $0, among: styles) }

            if strategy == .textStyle {
                return textStyleDecision(
                    font, weight: weightExpression, points: points, style: exact ?? nearest, platform: table)
            }
            if strategy == .keepSize, let exact {
                return textStyleDecision(font, weight: weightExpression, points: points, style: exact, platform: table)
            }
            // The property goes on the type, so it must be available wherever the type builds,
            // not only in the `#if` branch the call sits in.
            if let (_, declaration) = viewTypes.enclosingViewType(of: call), ViewTypes.hasInstanceContext(call),
                availability.isAvailable(.scaledMetric, at: call, in: file),
                availability.isAvailable(.scaledMetric, at: Syntax(declaration), in: file)
            {
                return scaledMetricDecision(
                    font, size: size, initialValue: initialValue, points: points, style: nearest, in: declaration)
            }
            if let exact {
                return textStyleDecision(font, weight: weightExpression, points: points, style: exact, platform: table)
            }
            if Self.isGlyphFont(call) { return .leftAlone(FontReason.iconFont.reason) }
            // Outside any view (a protocol extension, a helper) no @ScaledMetric can go. Code built for
            // iOS and visionOS keeps its iOS design with the style that is this size on iOS; visionOS
            // gives that style its own size for the same role, as it does every text style there.
            if platforms.platforms == [.iOS, .visionOS],
                let onIOS = TextStyle.exact(points, weight: weight, on: [.iOS], among: styles)
            {
                return textStyleDecision(
                    font, weight: weightExpression, points: points, style: onIOS, platform: .iOS,
                    note: "; on visionOS, .\(onIOS) has visionOS's own size for that role")
            }
            // No text style has this size, and no view holds a @ScaledMetric here: only a person can choose.
            let noStyle =
                platforms.sizeTables == nil
                ? "no text style is sure to keep \(PointSize.text(points)) pt on every platform this code builds for"
                : "no text style is \(PointSize.text(points)) pt"
            return .report(
                "\(font.text) has a fixed size that ignores Dynamic Type; \(noStyle), so either "
                    + "use .\(nearest) (\(PointSize.text(nearest.defaultSize(on: table))) pt at default size on \(table.name)) or move the font into a view "
                    + "with @ScaledMetric(relativeTo: .\(nearest)) var size: CGFloat = \(size.trimmedText)")
        }

        /// A size chosen by a condition between two literals. Where both are text styles' own sizes
        /// (and the strategy keeps sizes), the condition chooses between the styles
        /// (`compact ? .footnote : .subheadline`), which keeps both sizes at the default text size.
        /// Sizes that are no text (a token, a display glyph) keep the pair as it is; any other pair is
        /// reported, naming a `@ScaledMetric` style for each size.
        func conditionalDecision(_ font: FontCall, branches: [ExprSyntax]) -> Decision {
            let sizes = branches.compactMap(\.numberLiteralValue)
            guard sizes.count == 2, let condition = font.argument("size")?.as(SequenceExprSyntax.self) else {
                return .leftAlone(FontReason.sizeFromElsewhere.reason)
            }
            if sizes.contains(where: TextStyle.isPlaceholderSize) { return .leftAlone(FontReason.tokenSize.reason) }
            if sizes.contains(where: { $0 >= TextStyle.displaySize }) {
                return .leftAlone(FontReason.displaySize.reason)
            }
            let call = font.call
            if sizes.contains(where: { $0 > TextStyle.largeTitle.defaultSize(on: .iOS) }),
                FixedTextLayout.stylesImage(call)
            {
                return .leftAlone(FontReason.pictureSize.reason)
            }
            guard font.carriedComments == "" else {
                return .report(
                    "\(font.text) has a fixed size that ignores Dynamic Type; it holds a comment, so convert it by hand"
                )
            }
            let platforms = FontPlatforms.of(call, in: file)
            let table = platforms.primaryTable
            let styles = context.availability.textStyles(at: call, in: file)
            let weight = font.argument("weight")
            let nearest = sizes.map {
                TextStyle.nearest(to: $0, weight: weight?.fontWeightValue, on: table, among: styles)
            }
            let exact = platforms.sizeTables.map { tables in
                sizes.compactMap { TextStyle.exact($0, weight: weight?.fontWeightValue, on: tables, among: styles) }
            }
            let view = viewTypes.enclosingViewType(of: call).flatMap { found -> DeclGroupSyntax? in
                let (_, declaration) = found
                guard ViewTypes.hasInstanceContext(call),
                    context.availability.isAvailable(.scaledMetric, at: call, in: file),
                    context.availability.isAvailable(.scaledMetric, at: Syntax(declaration), in: file)
                else { return nil }
                return declaration
            }
            // The styles themselves: both exact, or the nearest where that strategy is asked for.
            var chosen: [TextStyle]?
            if strategy == .textStyle {
                chosen = nearest
            } else if let exact, exact.count == 2, strategy == .keepSize || view == nil {
                chosen = exact
            }
            if let chosen {
                // Chained on (`.italic()`), the choice needs its parentheses, and its styles their type:
                // nothing outside them says what `.body` is.
                let chained = call.parent?.is(MemberAccessExprSyntax.self) == true
                let prefix = chained && font.typeName == nil ? "Font." : font.prefix
                let forms = chosen.map {
                    Self.textStyleReplacement(font, weight: weight, style: $0, platform: table, prefix: prefix)
                }
                let test = Array(condition.elements).dropLast(2).map(\.trimmedText).joined(separator: " ")
                var replacement = "\(test) ? \(forms[0]) : \(forms[1])"
                if chained { replacement = "(\(replacement))" }
                let range =
                    call.positionAfterSkippingLeadingTrivia.utf8Offset..<call.endPositionBeforeTrailingTrivia.utf8Offset
                let shown = Self.isFontModifierArgument(call) ? ".font(\(replacement))" : replacement
                let points = chosen.map { PointSize.text($0.defaultSize(on: table)) }
                return .fix(
                    message:
                        "\(font.text) chooses between fixed sizes that ignore Dynamic Type; choose between text styles instead",
                    Fix(
                        edits: [.replace(range, with: replacement)],
                        summary:
                            "`\(shown)` replaces `\(font.text)` (\(PointSize.text(sizes[0])) and \(PointSize.text(sizes[1])) pt → \(points[0]) and \(points[1]) pt at default size)",
                        isInferred: false))
            }
            // Two @ScaledMetric properties in one fix would each rewrite where the type's members
            // start, beside the fixes of other fonts that add the same properties: said instead.
            let inView = view == nil ? "in a view" : "in this view"
            return .report(
                "\(font.text) has a size chosen between two fixed sizes that ignore Dynamic Type; give each its own @ScaledMetric(relativeTo: .\(nearest[0])) and (relativeTo: .\(nearest[1])) property \(inView), so both follow the text size"
            )
        }

        /// The two sizes `condition ? a : b` chooses between (unfolded, the marker is the second-last
        /// element: `?:` binds loosest); nil for any other size.
        static func conditionalBranches(_ size: ExprSyntax) -> [ExprSyntax]? {
            guard let sequence = size.as(SequenceExprSyntax.self) else { return nil }
            let elements = Array(sequence.elements)
            guard elements.count >= 3,
                let marker = elements[elements.count - 2].as(UnresolvedTernaryExprSyntax.self),
                elements.filter({ $0.is(UnresolvedTernaryExprSyntax.self) }).count == 1,
                let last = elements.last
            else { return nil }
            return [marker.thenExpression, last]
        }

        /// A font outside any view that is meant for an icon: the default or argument of a parameter,
        /// or the value of a property, named for a symbol, icon, glyph or image. Its size is the
        /// icon's design, and where it is drawn (a toast's slot) is out of sight here.
        static func isGlyphFont(_ call: FunctionCallExprSyntax) -> Bool {
            var current = Syntax(call)
            while let parent = current.parent {
                defer { current = parent }
                let name: String?
                if let parameter = parent.as(FunctionParameterSyntax.self) {
                    name = (parameter.secondName ?? parameter.firstName).text
                } else if let argument = parent.as(LabeledExprSyntax.self) {
                    name = argument.label?.text
                } else if let binding = parent.as(PatternBindingSyntax.self) {
                    name = binding.pattern.trimmedText
                } else if Self.isOnlyStatementOfGetter(parent) || parent.is(AccessorDeclSyntax.self) {
                    // `var headerSymbolFont: Font { .system(size: 30) }`: the property's value.
                    continue
                } else if parent.is(DeclSyntax.self) || parent.is(CodeBlockItemSyntax.self) {
                    return false
                } else {
                    continue
                }
                guard let name else { continue }
                let lowered = name.lowercased()
                return ["symbol", "icon", "glyph", "image"].contains { lowered.includes($0) }
            }
            return false
        }

        /// The one statement of a computed property's getter (`{ .system(size: 30) }`, `get { return … }`).
        private static func isOnlyStatementOfGetter(_ node: Syntax) -> Bool {
            guard let item = node.as(CodeBlockItemSyntax.self),
                let list = item.parent?.as(CodeBlockItemListSyntax.self),
                list.count == 1
            else { return false }
            if list.parent?.is(AccessorBlockSyntax.self) == true { return true }
            return list.parent?.parent?.as(AccessorDeclSyntax.self)?.accessorSpecifier.tokenKind == .keyword(.get)
        }

        /// A glyph kept at one size in a control's fixed frame stays readable for people with
        /// large text only through the Large Content Viewer (a long press shows it enlarged): the
        /// control that should offer it, unless it does already.
        func largeContentViewerControl(_ font: FontCall, platforms: FontPlatforms, reason: String)
            -> FunctionCallExprSyntax?
        {
            guard reason == "a constant frame", platforms.platforms.contains(.iOS),
                let modifier = font.call.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
                let image = modifier.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(
                    FunctionCallExprSyntax.self),
                image.calleeName == "Image",
                let control = Self.enclosingControl(of: font.call),
                !control.description.contains("accessibilityShowsLargeContentViewer"),
                !ModifierChain(startingAt: control).modifiers.contains(where: {
                    $0.name == "accessibilityShowsLargeContentViewer"
                })
            else { return nil }
            return control
        }

        /// `.accessibilityShowsLargeContentViewer()` after the control, where every platform the
        /// code builds for has it (iOS 15); else the same advice as a finding.
        func largeContentViewerDecision(_ font: FontCall, control: FunctionCallExprSyntax) -> Decision {
            let name = control.calleeName ?? "control"
            let advice =
                "\(font.text) keeps the glyph one size in a fixed frame; add .accessibilityShowsLargeContentViewer() to the \(name) "
                + "(iOS 15+) so people who use large text can long-press to see it"
            guard context.availability.isAvailable(.showsLargeContentViewer, at: control, in: file),
                let edit = ModifierInsertion.edit(
                    appending: ".accessibilityShowsLargeContentViewer()", to: ModifierChain(startingAt: control),
                    in: file)
            else { return .report(advice) }
            let fix = Fix(
                edits: [edit],
                summary:
                    "`.accessibilityShowsLargeContentViewer()` on the \(name) whose glyph keeps one size in a fixed frame",
                isInferred: false)
            return .fix(
                message:
                    "\(font.text) keeps the glyph one size in a fixed frame; show it in the Large Content Viewer when text is large",
                fix)
        }

        func textStyleDecision(
            _ font: FontCall, weight: ExprSyntax?, points: Double, style: TextStyle, platform: FontPlatform,
            note: String = ""
        ) -> Decision {
            let replacement = Self.textStyleReplacement(font, weight: weight, style: style, platform: platform)
            let range =
                font.call.positionAfterSkippingLeadingTrivia
                .utf8Offset..<font.call.endPositionBeforeTrailingTrivia.utf8Offset
            let shown = Self.isFontModifierArgument(font.call) ? ".font(\(replacement))" : replacement
            let fix = Fix(
                edits: [.replace(range, with: replacement + (font.carriedComments ?? ""))],
                summary:
                    "`\(shown)` replaces `\(font.text)` (\(PointSize.text(points)) pt → \(PointSize.text(style.defaultSize(on: platform))) pt at default size\(note))",
                isInferred: false
            )
            return .fix(message: "\(font.text) has a fixed size that ignores Dynamic Type; use \(replacement)", fix)
        }

        /// `.footnote`, `.system(.footnote, design: .rounded)`, `.subheadline.weight(.medium)`: the
        /// style in the font's own spelling, with its design and any weight the style lacks.
        static func textStyleReplacement(
            _ font: FontCall, weight: ExprSyntax?, style: TextStyle, platform: FontPlatform, prefix: String? = nil
        ) -> String {
            let prefix = prefix ?? font.prefix
            var replacement =
                font.argument("design").map { "\(prefix)system(.\(style), design: \($0.trimmedText))" }
                ?? "\(prefix)\(style)"
            if let weight, weight.fontWeightValue != style.intrinsicWeight(on: platform) {
                replacement += ".weight(\(weight.trimmedText))"
            }
            return replacement
        }

        func scaledMetricDecision(
            _ font: FontCall, size: ExprSyntax, initialValue: String, points: Double, style: TextStyle,
            in declaration: DeclGroupSyntax
        ) -> Decision {
            var plan =
                metrics[declaration.id]
                ?? ScaledMetricPlan(
                    declaration: declaration, file: file, attributePlacement: context.attributePlacement)
            let (name, property) = plan.property(style: style, points: points, literal: initialValue)
            metrics[declaration.id] = plan

            var edits: [TextEdit] = [
                .replace(
                    size.positionAfterSkippingLeadingTrivia
                        .utf8Offset..<size.endPositionBeforeTrailingTrivia.utf8Offset, with: name)
            ]
            // Every fix that uses a new property carries its insertion; the applier writes it once.
            if let property {
                edits.append(
                    MemberInsertion.edit(
                        inserting: property, besideMembersWith: "ScaledMetric", of: declaration, in: file))
            }
            let fix = Fix(
                edits: edits,
                summary:
                    "`@ScaledMetric(relativeTo: .\(style)) \(name)` scales `\(font.text)` (\(PointSize.text(points)) pt at default size)",
                isInferred: false
            )
            return .fix(
                message:
                    "\(font.text) has a fixed size that ignores Dynamic Type; scale it with @ScaledMetric(relativeTo: .\(style))",
                fix)
        }

        /// The `Button`, `Link`, `Menu` or `NavigationLink` whose label holds `node`, in the same body.
        static func enclosingControl(of node: FunctionCallExprSyntax) -> FunctionCallExprSyntax? {
            var current = node.parent
            while let candidate = current, !candidate.is(DeclSyntax.self) {
                if let call = candidate.as(FunctionCallExprSyntax.self),
                    ["Button", "Link", "Menu", "NavigationLink"].contains(call.calleeName ?? "")
                {
                    return call
                }
                current = candidate.parent
            }
            return nil
        }

        static func isFontModifierArgument(_ call: FunctionCallExprSyntax) -> Bool {
            guard let argument = call.parent?.as(LabeledExprSyntax.self),
                let modifier = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
            else { return false }
            return modifier.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "font"
        }
    }
}

/// The `@ScaledMetric` properties one type has and the ones this run adds to it.
struct ScaledMetricPlan {
    private var existing: [String: String] = [:]  // "style/points" -> property name
    private var added: [String: String] = [:]  // "style/points" -> declaration this run inserts
    private var taken: Set<String> = []
    private let file: SourceFile
    private let attributePlacement: AttributePlacement?

    init(declaration: DeclGroupSyntax, file: SourceFile, attributePlacement: AttributePlacement?) {
        self.file = file
        self.attributePlacement = attributePlacement
        for member in declaration.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            let names = variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
            taken.formUnion(names)
            guard
                let attribute = variable.attributes.compactMap({ $0.as(AttributeSyntax.self) })
                    .first(where: { $0.attributeName.trimmedText == "ScaledMetric" }),
                let binding = variable.bindings.first, let name = names.first,
                let points = binding.initializer?.value.numberLiteralValue
            else { continue }
            // `relativeTo:` defaults to `.body`.
            var style = "body"
            if case let .argumentList(arguments)? = attribute.arguments,
                let relative = arguments.first(where: { $0.label?.text == "relativeTo" })?.expression.as(
                    MemberAccessExprSyntax.self)
            {
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
        added[key] = PropertyLayout.text(
            attribute: "@ScaledMetric(relativeTo: .\(style))", declaration: "private var \(name): CGFloat = \(literal)",
            in: file, configured: attributePlacement)
        return (name, added[key])
    }
}

/// Names the file binds to a number literal with `let` (`static let badgeSize: CGFloat = 10`):
/// a font size given by one of them is as fixed as the literal.
struct NumericConstants {
    /// Every value each name is bound to (a name may be bound once per `#if` branch).
    private var values: [String: [Double]] = [:]
    /// The literal each name is bound to, as written.
    private var literals: [String: String] = [:]
    /// Names bound at the top level of the file, which a property's initializer can name.
    private var globals: Set<String> = []

    init(file: SourceFile) {
        for variable in file.variableDecls where variable.bindingSpecifier.tokenKind == .keyword(.let) {
            let isGlobal = variable.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
            for binding in variable.bindings {
                guard let literal = binding.initializer?.value, let value = literal.numberLiteralValue,
                    let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                else { continue }
                values[name, default: []].append(value)
                literals[name] = literal.trimmedText
                if isGlobal { globals.insert(name) }
            }
        }
    }

    /// What a `@ScaledMetric` property's initializer can write for the constant: its name when it
    /// is global or a type's (`Layout.titleSize`), else its literal (an instance property's
    /// initializer cannot read another instance property).
    func initialValue(of expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return globals.contains(name) ? name : literals[name]
        }
        guard let member = expression.as(MemberAccessExprSyntax.self),
            let base = member.base?.as(DeclReferenceExprSyntax.self)
        else { return nil }
        // `Self` cannot be named in a class's stored property initializer: its literal then.
        if base.baseName.text.first?.isUppercase == true, base.baseName.text != "Self" { return expression.trimmedText }
        return literals[member.declName.baseName.text]
    }

    /// The values of the constant `name`, `self.name`, `Self.name` or `Type.name` names; nil
    /// when it names no such constant.
    func values(of expression: ExprSyntax) -> [Double]? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return values[reference.baseName.text] }
        if let member = expression.as(MemberAccessExprSyntax.self),
            member.base?.is(DeclReferenceExprSyntax.self) == true
        {
            return values[member.declName.baseName.text]
        }
        return nil
    }
}
