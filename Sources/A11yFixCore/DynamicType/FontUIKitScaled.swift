import A11yFixSyntax
import SwiftSyntax

/// Wraps fixed-size UIKit fonts in `UIFontMetrics`, which keeps their look at the default size
/// and scales them with the user's text size.
///
/// Before:
///
///     nameLabel.font = UIFont.systemFont(ofSize: 15, weight: .medium)
///
/// After:
///
///     nameLabel.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: UIFont.systemFont(ofSize: 15, weight: .medium))
///     nameLabel.adjustsFontForContentSizeCategory = true
///
/// `UIFont(name:size:)` keeps its optional: `UIFont(name: "X", size: 17).map { UIFontMetrics(…).scaledFont(for: $0) }`.
/// The `adjustsFontForContentSizeCategory` line is added only for receivers declared as
/// `UILabel`/`UITextField`/`UITextView` in the file or named …Label/…Field/…TextView, and only
/// once per scope; other receivers get a finding. Fonts already inside `scaledFont(for:)` are left alone.
///
/// Only code that builds for a platform whose text scales (iOS, Mac Catalyst, watchOS, visionOS)
/// is fixed or reported, and never AppKit code: an implicit member going to an AppKit-typed view
/// or variable is an `NSFont`. Sizes that scale already (preferred fonts' `pointSize`,
/// `UIFontMetrics…scaledValue`, project helpers that scale) or come from the caller are left
/// alone, and so are fonts that only measure text or draw it into an image. A label held at a
/// constant height gets a finding instead: scaling it would clip.
public struct FontUIKitScaled: Transform {
    public static let descriptor = TransformDescriptor(
        id: "font-uikit-scaled",
        summary:
            "Wraps fixed-size UIFonts in UIFontMetrics.scaledFont(for:) and turns on adjustsFontForContentSizeCategory",
        frameworks: [.uiKit],
        deviceTests: [.dynamicType],
        tier: .incompleteSupport,
        problem: "fixed-size UIKit fonts",
        blocks: [.largerText]
    )

    static let methods: Set<String> = [
        "systemFont", "boldSystemFont", "italicSystemFont", "monospacedSystemFont", "monospacedDigitSystemFont",
    ]
    static let textViewTypes: Set<String> = ["UILabel", "UITextField", "UITextView"]

    public init() {}

    public func findings(in file: SourceFile, context: TransformContext) -> [Finding] {
        var findings: [Finding] = []
        // Both need a walk of the file: computed only once a candidate font is found.
        lazy var textViews = TextViewDeclarations(file: file, types: Self.textViewTypes, index: context.index)
        // One `adjusts…` line per scope and receiver; every fix that needs it carries the same
        // edit, which the applier writes once.
        var adjustments: [String: TextEdit] = [:]
        lazy var scaledVariables = Set(
            file.functionCalls.compactMap { call -> String? in
                guard call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "scaledFont"
                else { return nil }
                return call.argument(labeled: "for")?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
            })
        // A file that imports AppKit and not UIKit is AppKit code, whatever the project says.
        let imports = file.unconditionalImports
        if !imports.isDisjoint(with: ["AppKit", "Cocoa"]), !imports.contains("UIKit") { return [] }
        var decided: [DecidedFont] = []
        // Per font, what it was decided with, whether the fix named a text style, and its other findings.
        var asked: [(size: ExprSyntax, assignment: FontAssignment?, framework: FontFramework)] = []
        var exactForms: [Bool] = []
        var sideFindings: [[Finding]] = []
        var usedExactStyle = false
        for font in file.fontCalls {
            let call = font.call
            let sizeLabel = font.method == "init" ? "size" : "ofSize"
            guard font.typeName == "UIFont" || (font.typeName == nil && Self.methods.contains(font.method)),
                Self.methods.contains(font.method) || (font.method == "init" && call.argument(labeled: "name") != nil),
                let size = call.argument(labeled: sizeLabel)?.expression
            else { continue }
            // `UIFont(name:size:)` is optional: map it, or wrap the force-unwrap around it.
            var target = ExprSyntax(call)
            if font.method == "init", let forced = call.parent?.as(ForceUnwrapExprSyntax.self) {
                target = ExprSyntax(forced)
            }
            let assignment = FontAssignment(value: target)
            // Never UIKit API in AppKit code: an implicit member is an `NSFont` when it goes to an
            // AppKit view or type, so it is no UIFont to look at.
            let framework =
                font.typeName == "UIFont" ? .uiKit : FontFramework.of(target, receiver: assignment?.receiver, in: file)
            if framework == .appKit { continue }
            let range =
                call.positionAfterSkippingLeadingTrivia.utf8Offset..<call.endPositionBeforeTrailingTrivia.utf8Offset
            let start = findings.count
            usedExactStyle = false
            let decision = decide(font, size: size, target: target, assignment: assignment, framework: framework)
            decided.append((font, target, decision, range))
            asked.append((size, assignment, framework))
            exactForms.append(usedExactStyle)
            // Reports about the receiver, kept apart: a font decided again replaces its own.
            sideFindings.append(Array(findings[start...]))
            findings.removeSubrange(start...)
        }
        // The cases of one switch fixed in one form: a case named by its text style beside cases
        // wrapped in UIFontMetrics reads as two intents, so all are wrapped.
        for position in Self.mixedForms(decided, exact: exactForms) {
            let (font, target) = (decided[position].font, decided[position].target)
            let (size, assignment, framework) = asked[position]
            let start = findings.count
            let decision = decide(
                font, size: size, target: target, assignment: assignment, framework: framework, scaleOnly: true)
            decided[position].decision = decision
            sideFindings[position] = Array(findings[start...])
            findings.removeSubrange(start...)
        }
        findings += sideFindings.joined()
        for (decision, range) in Self.wholeSets(decided) {
            findings.append(file.record(Self.self, decision, spanning: range))
        }
        return findings

        /// What to do with one UIKit font: wrap it in `UIFontMetrics`, report it, or leave it
        /// alone. Reports about its receiver (`sizeToFit()`, not known to be a label) go to `findings`.
        /// `scaleOnly`: wrap it in `UIFontMetrics` even where a preferred font is the same.
        /// The font at `target` replaced by `restored`, and the receiver told to follow the text
        /// size (once per scope: every fix that needs the line carries the same edit).
        func restoring(_ target: ExprSyntax, with restored: String, assignment: FontAssignment) -> [TextEdit] {
            var edits: [TextEdit] = [
                .replace(
                    target.positionAfterSkippingLeadingTrivia
                        .utf8Offset..<target.endPositionBeforeTrailingTrivia.utf8Offset, with: restored)
            ]
            let key = "\(assignment.scope.position.utf8Offset)/\(assignment.receiver)"
            let line = "\(assignment.receiver).adjustsFontForContentSizeCategory = true"
            if let planned = adjustments[key] {
                edits.append(planned)
            } else if !assignment.scope.trimmedText.includes(line),
                let insertion = StatementInsertion.edit(inserting: line, after: assignment.statement, in: file)
            {
                edits.append(insertion)
                adjustments[key] = insertion
            }
            return edits
        }

        func decide(
            _ font: FontCall, size: ExprSyntax, target: ExprSyntax, assignment: FontAssignment?,
            framework: FontFramework, scaleOnly: Bool = false
        ) -> Decision {
            let call = font.call
            if Self.isAlreadyScaled(call) { return .leftAlone(FontReason.alreadyScaled.reason) }
            // Only where text follows the user's setting: not in macOS- or tvOS-only code.
            var platforms = FontPlatforms.of(call, in: file)
            guard platforms.canScaleText else { return .leftAlone(FontReason.noDynamicType.reason) }
            if platforms.isMacIdiomOnly(context.targets) { return .leftAlone(FontReason.macIdiomOnly.reason) }
            // A literal below any text size (a 0.1 pt font that hides markup) is no text size, on any platform.
            if let literal = size.numberLiteralValue, TextStyle.isPlaceholderSize(literal) {
                return .leftAlone(FontReason.tokenSize.reason)
            }
            if Self.initializesVariable(in: scaledVariables, call) || Self.isScaledByCallers(call, in: file) {
                return .leftAlone(FontReason.alreadyScaled.reason)
            }
            // `UIFont` written out in code with no macOS branch or AppKit import cannot build for
            // native macOS: the project's macOS is Mac Catalyst there, which has UIFontMetrics.
            if framework == .uiKit, platforms.platforms.count > 1, !FontPlatforms.isGuardedForMacOS(file) {
                platforms.platforms.remove(.macOS)
            }
            // Code that also builds for macOS gets no UIKit fix.
            if platforms.platforms.contains(.macOS) {
                guard framework == .uiKit else { return .leftAlone(FontReason.mayBeAppKit.reason) }
                return .report(
                    "\(font.text) has a fixed size that ignores Dynamic Type; this code also builds for macOS, where UIFontMetrics does not exist, so scale it by hand under #if canImport(UIKit)"
                )
            }
            if FixedSizeComment.keepsSize(call, in: file) { return .leftAlone(FontReason.keptByComment.reason) }
            if let chosen = UserChosenSize.source(of: size, face: call.argument(labeled: "name")?.expression, in: file)
            {
                return .leftAlone(FontReason.userChosen.reason(saying: "its size is the user's choice: \(chosen)"))
            }
            if let why = DebugOnlyType.reason(around: call, index: context.index) {
                return .leftAlone(FontReason.debugOnly.reason(saying: why))
            }
            if let why = UnreachableIdiom.reason(around: call, in: file) {
                return .leftAlone(FontReason.unreachableIdiom.reason(saying: why))
            }
            if let type = PrintedOutput.typeName(around: call) {
                return .leftAlone(
                    FontReason.printed.reason(
                        saying: "\(type) lays text out for printing or a PDF: paper keeps its point sizes"))
            }
            // Set where the view is made and set again on every update: only the later write shows.
            if let assignment,
                let winner = OverwrittenFont.winningWrite(over: assignment, in: file, index: context.index)
            {
                return .leftAlone(
                    FontReason.overwrittenLater.reason(saying: "\(assignment.receiver).font is \(winner)"))
            }
            // Replaced by a later statement of the same block: only that write shows.
            if let why = ReplacedRightAfter.reason(for: call, assignment: assignment, in: file) {
                return .leftAlone(FontReason.overwrittenLater.reason(saying: why))
            }
            // In the `else` of an `#available` check the deployment target always passes.
            if let why = DeadAvailabilityBranch.reason(around: call, in: file, availability: context.availability) {
                return .leftAlone(FontReason.deadBranch.reason(saying: why))
            }
            // A class nothing in the project makes (only commented-out code did): its fonts never show.
            if let owner = EnclosingType.ownerName(of: call), call.ancestor(ClassDeclSyntax.self) != nil,
                Self.isPlainView(owner, index: context.index), context.index.isNeverMade(class: owner)
            {
                return .leftAlone(
                    FontReason.notShown.reason(
                        saying:
                            "nothing in the project makes \(owner): no code calls \(owner)(…), no type inherits from it and no storyboard or xib holds it, so its text is never shown"
                    ))
            }
            // The measuring twin of a SwiftUI font kept at a fixed size: that font draws the text.
            if let twin = Self.fixedSwiftUITwin(of: target) {
                return .leftAlone(
                    FontReason.measuredOrDrawn.reason(
                        saying:
                            "it is made beside \(twin), the SwiftUI font of the same size that draws the text at a fixed size on purpose: this one only measures that text, and scaling it would measure text that does not grow"
                    ))
            }
            // Fonts that only measure text or draw it into an image are not what anyone reads.
            if FontMeasuringUse.isOnlyMeasuredOrDrawn(target, in: file) {
                return .leftAlone(FontReason.measuredOrDrawn.reason)
            }
            // Handed to SwiftUI (`.font(Font(UIFont.systemFont(ofSize: 6)))`): the SwiftUI layout it
            // is drawn in decides, as it does for a SwiftUI font (a badge in a constant frame).
            if let swiftUIFont = Self.swiftUIFont(wrapping: target),
                let why = FixedTextLayout.reason(for: swiftUIFont, in: file)
            {
                return .leftAlone(
                    FontReason.fixedLayout.reason(
                        saying:
                            "it is given to SwiftUI as Font(…), which keeps it one size in \(why): larger text would clip"
                    ))
            }
            if let made = FontMeasuringUse.fontMadeFromDescriptor(of: target) {
                return .report(
                    "\(font.text) lends its descriptor to \(made.singleLineText), which keeps a fixed size and is the font drawn; scale that font (UIFontMetrics(forTextStyle:).scaledFont(for:)) rather than this one"
                )
            }
            if let assignment,
                FontMeasuringUse.isRenderedIntoImage(assignment.receiver, statement: assignment.statement)
            {
                return .leftAlone(FontReason.measuredOrDrawn.reason)
            }
            // Given to text that is thrown away, or a fallback that views with a font never use.
            if let why = UnseenFont.reason(for: target, in: file) {
                return .leftAlone(FontReason.notShown.reason(saying: why))
            }
            // Set on a label that no view holds: nothing draws it.
            if let assignment,
                let why = OffScreenLabel.reason(
                    receiver: assignment.receiver, statement: assignment.statement, in: file)
            {
                return .leftAlone(FontReason.notShown.reason(saying: why))
            }
            // `awakeFromNib` runs only for a view a storyboard or xib makes.
            if call.ancestor(FunctionDeclSyntax.self)?.name.text == "awakeFromNib",
                let owner = EnclosingType.ownerName(of: call), context.index.isNeverLoadedFromNib(owner)
            {
                return .leftAlone(
                    FontReason.notShown.reason(
                        saying:
                            "it is set in awakeFromNib, which runs only for views loaded from a storyboard or xib, and no storyboard or xib of the project makes \(owner) or a subclass: the project makes it in code, so this line never runs"
                    ))
            }
            // A symbol image's configuration sizes a glyph to its slot, not text.
            if Self.configuresSymbol(target) { return .leftAlone(FontReason.iconFont.reason) }
            // A font of icons (`UIFont(name: "ElegantIcons", size: 10)`) draws glyphs sized to their slot.
            if font.method == "init", let name = call.argument(labeled: "name")?.expression,
                FontCustomRelative.isIconFont(name)
            {
                return .leftAlone(FontReason.iconFont.reason)
            }
            // A one-symbol title ("▾", "●") is an icon drawn as text, sized to its slot.
            if let assignment, GlyphTitle.isGlyph(assignment.receiver, statement: assignment.statement, in: file) {
                return .leftAlone(FontReason.iconFont.reason)
            }
            // A label laid out by hand, or a hidden glyph: its box does not grow with the text.
            if let assignment, let why = FixedLabelBox.reason(for: assignment.receiver, at: call) {
                return .leftAlone(FontReason.fixedLayout.reason(saying: why))
            }
            // Initials in an avatar, an emoji in a fixed button: text drawn as a picture of its tile.
            if let assignment,
                let why = FixedBox.reason(for: assignment.receiver, statement: assignment.statement, in: file)
            {
                return .leftAlone(FontReason.fixedLayout.reason(saying: why))
            }
            // A keyboard keeps its height at every text size, and its keys match the system's, which do not grow.
            if let keyboard = KeyboardSurface.keyboardType(around: call, index: context.index) {
                return .leftAlone(
                    FontReason.fixedLayout.reason(
                        saying:
                            "\(keyboard) is a keyboard (a UIInputView or UIInputViewController): it keeps its height at every text size and the system's keys do not grow with Dynamic Type, so a larger key title would outgrow its cap; the Large Content Viewer (showsLargeContentViewer) is how keys are read larger"
                    ))
            }
            // Bars keep their height and offer the Large Content Viewer instead of larger text.
            if let view = BarChromeFont.barViewCarrying(target, in: file) {
                return .leftAlone(
                    FontReason.barChrome.reason(
                        saying:
                            "the font reaches \(view), which the file shows in a bar (a navigation item's titleView or a bar button's customView): bar titles keep the bar's size at every text size, and the Large Content Viewer (showsLargeContentViewer) is how they are read larger"
                    ))
            }
            if BarChromeFont.isBarChrome(target, assignment: assignment, in: file)
                || BarShownType.contains(call, index: context.index)
            {
                return .leftAlone(FontReason.barChrome.reason)
            }
            if BarShownType.laysOutForTabAccessory(call, in: file) {
                return .leftAlone(
                    FontReason.barChrome.reason(
                        saying:
                            "its view lays itself out for a tab bar accessory (it reads tabAccessoryEnvironment), whose height the system fixes: larger text would clip, and the Large Content Viewer (showsLargeContentViewer) is how it is read larger"
                    ))
            }
            // A chart draws its labels into the plot's fixed size.
            if ChartLabelFont.isChartLabel(target, receiver: assignment?.receiver)
                || ChartLabelFont.isChartProperty(target, in: file)
                || assignment.map({ ChartLabelFont.isSegmentLabel($0.statement) }) == true
            {
                return .leftAlone(FontReason.chartLabel.reason)
            }
            // A percentage centred in a ring the view draws at a fixed radius: larger text spills out.
            if let assignment, RingLabel.isCentredInRing(assignment.receiver, in: file) {
                return .leftAlone(
                    FontReason.fixedLayout.reason(
                        saying:
                            "\(assignment.receiver) is centred in a ring its view draws at a fixed radius: larger text would spill out of it"
                    ))
            }
            // A picker wheel's rows keep one height, whatever the text size.
            if let held = PickerRowFont.heldHeight(around: call) {
                return .leftAlone(
                    FontReason.fixedLayout.reason(
                        saying:
                            "it styles a picker wheel's row, and \(held): every row keeps that height at every text size, so larger text would clip"
                    ))
            }
            // Chosen per case of a layout that also fixes the text's widths per case.
            if let why = LayoutChosenFont.fixedLayout(of: call, in: file) {
                return .leftAlone(FontReason.fixedLayout.reason(saying: why))
            }
            // A run of spaces or line breaks draws no text; its font only sets the gap's height.
            if AttributedFontUse.stylesOnlyWhitespace(target) { return .leftAlone(FontReason.noText.reason) }
            // One run added to a text whose other runs keep fonts set elsewhere: scaled alone, sizes mix.
            if let base = AppendedRunFont.foreignBase(of: target, in: file) {
                return .report(
                    "\(font.text) styles one run appended to \(base), whose other runs keep fonts set elsewhere; scaling this run alone would mix sizes in one text. Scale the fonts of the whole text together (UIFontMetrics(forTextStyle:).scaledFont(for:) where each run's font is made)"
                )
            }
            // The title label of a button that only shows an image never draws.
            if let assignment,
                ImageOnlyButton.showsNoTitle(assignment.receiver, statement: assignment.statement, in: file)
            {
                return .leftAlone(FontReason.noText.reason)
            }
            // SwiftUI `Text` ignores UIKit-scope attributes: scaling them changes nothing on screen.
            if AttributedFontUse.isUIKitScopeInSwiftUIText(target, assignment: assignment, in: file) {
                if FixedTextLayout.isFixedSurface(file) { return .leftAlone(FontReason.notRendered.reason) }
                // A text style's own size: the SwiftUI-scope style draws it and scales.
                if let assignment,
                    let swiftUI = SwiftUIScopeFont.replacement(
                        for: font, receiver: assignment.receiver, tables: platforms.sizeTables)
                {
                    let range =
                        target.positionAfterSkippingLeadingTrivia
                        .utf8Offset..<target.endPositionBeforeTrailingTrivia.utf8Offset
                    return .fix(
                        message:
                            "\(font.text) is a UIKit-scope font on an AttributedString that SwiftUI Text shows; Text ignores it, so neither its size nor its weight shows and it cannot scale; use the SwiftUI-scope \(swiftUI.text)",
                        Fix(
                            edits: [.replace(range, with: swiftUI.text)],
                            summary:
                                "`\(swiftUI.text)` replaces `\(font.text)`: the SwiftUI-scope font that Text draws, the same at the default size",
                            isInferred: false))
                }
                return .report(
                    "\(font.text) is a UIKit-scope font on an AttributedString that SwiftUI Text shows; Text ignores it, so it cannot scale. Set the SwiftUI-scope font to a text style instead (attributed.font = .body, or .swiftUI.font), which follows Dynamic Type"
                )
            }
            // One case scaled and this one not: the project's choice of which case grows.
            if let why = ScaledSiblingBranch.reason(for: call) {
                return .leftAlone(FontReason.fixedBesideScaled.reason(saying: why))
            }
            // A view class a storyboard or xib holds at a constant height: reported after the code's own
            // heights (which say more precisely what holds the text) and sizes that already scale.
            let interfaceBuilderHeld = InterfaceBuilderClass.heldHeight(around: call, index: context.index).map {
                type, held in
                Decision.report(
                    "fixed height: scaling would clip; \(type) is held at a constant height in Interface Builder (\(held)), so \(font.text) keeps its size. Let the height grow with the text (a minimum height instead of a constant one), then scale the font with UIFontMetrics and adjustsFontForContentSizeCategory"
                )
            }
            // A size read from a text style (`preferredFont(forTextStyle: .body).pointSize`) follows
            // the setting already: no layout question arises for it.
            let source = FontSizeSource.of(size, in: file, index: context.index)
            if source == .scaled { return .leftAlone(FontReason.scaledSize.reason) }
            // A wordmark or a big number: it reads at every text size, and would crowd the screen grown.
            if let points = source.points, points >= TextStyle.displaySize {
                return .leftAlone(FontReason.displaySize.reason)
            }
            if let held = SiblingRowHeight.heldBy(call) {
                return .report(
                    "fixed height: scaling would clip; \(held) holds every row of the view this font styles at a constant height, so \(font.text) keeps its size. Let the rows grow with the text (scale the row height with UIFontMetrics.scaledValue(for:)), then scale the font with UIFontMetrics"
                )
            }
            if let assignment {
                // Kept at its size on purpose.
                if TextViewSizing.optsOutOfScaling(assignment.receiver, scope: assignment.scope) {
                    return .leftAlone(FontReason.optsOut.reason)
                }
                if let held = TextViewSizing.fixedHeight(
                    of: assignment.receiver, statement: assignment.statement, in: file)
                {
                    if HiddenBadgeText.isHidden(assignment.receiver, around: call) {
                        return .leftAlone(HiddenBadgeText.reason(assignment.receiver))
                    }
                    if let fitted = Self.fitsTextToBox(assignment, held: "\(assignment.receiver) \(held)") {
                        return fitted
                    }
                    return .report(
                        "fixed height: scaling would clip; \(assignment.receiver) \(held), so \(font.text) keeps its size. Let the height grow with the text (a minimum height instead of a constant one, self-sizing rows), then scale the font with UIFontMetrics and adjustsFontForContentSizeCategory"
                    )
                }
                // Its frame and constraints are in a storyboard or xib: a constant height there clips
                // larger text as surely as one in code. The index reads the label's own facts there.
                if InterfaceBuilderOutlet.isOutlet(assignment.receiver, in: file) {
                    let label = Self.interfaceBuilderLabel(of: assignment.receiver, at: call, index: context.index)
                    // The document's text style, overwritten by a system font of the same size: the
                    // style's preferred font keeps the look and gives Dynamic Type back.
                    if let label, label.height == nil, let style = label.textStyle,
                        let restored = Self.restoredTextStyle(
                            font, style: style, receiver: assignment.receiver, size: size,
                            table: platforms.primaryTable)
                    {
                        let edits = restoring(target, with: restored, assignment: assignment)
                        return .fix(
                            message:
                                "\(font.text) replaces the \(style) text style Interface Builder gives \(assignment.receiver) with a fixed size that ignores Dynamic Type; use \(restored)",
                            Fix(
                                edits: edits,
                                summary:
                                    "`\(restored)` replaces `\(font.text)`: the text style the storyboard or xib gives \(assignment.receiver), the same size at the default text size",
                                isInferred: false))
                    }
                    // A size read off the label whose document font is a text style: that style's
                    // size at the current setting.
                    if let label, label.height == nil, let name = label.textStyle,
                        let style = TextStyle.allCases.first(where: { $0.platformFontName == name }),
                        Self.isOwnPointSize(size, of: assignment.receiver),
                        context.availability.unmet(.uiFontMetrics, at: call, in: file).isEmpty
                    {
                        guard Self.methods.contains(font.method) else {
                            return .leftAlone(
                                FontReason.scaledSize.reason(
                                    saying:
                                        "its size is read from \(assignment.receiver), whose font Interface Builder sets to the \(name) text style: the size follows the text size when it is set"
                                ))
                        }
                        // A system font re-weighted: the style's metrics scale it from the style's
                        // default size, and keep scaling it live.
                        let points = style.defaultSize(on: platforms.primaryTable)
                        let start = call.positionAfterSkippingLeadingTrivia.utf8Offset
                        let text = Array(call.trimmedText.utf8)
                        let sizeStart = size.positionAfterSkippingLeadingTrivia.utf8Offset - start
                        let sizeEnd = size.endPositionBeforeTrailingTrivia.utf8Offset - start
                        let base =
                            String(decoding: text[..<sizeStart], as: UTF8.self) + PointSize.text(points)
                            + String(decoding: text[sizeEnd...], as: UTF8.self)
                        let restored = "UIFontMetrics(forTextStyle: .\(name)).scaledFont(for: \(base))"
                        let edits = restoring(target, with: restored, assignment: assignment)
                        return .fix(
                            message:
                                "\(font.text) freezes the \(name) text style Interface Builder gives \(assignment.receiver) at its current size, which then ignores Dynamic Type; use \(restored)",
                            Fix(
                                edits: edits,
                                summary:
                                    "`\(restored)` replaces `\(font.text)`: the same weight at the \(name) style's size (\(PointSize.text(points)) pt at default size), scaled as the storyboard or xib scales \(assignment.receiver)",
                                isInferred: false))
                    }
                    if let interfaceBuilderHeld { return interfaceBuilderHeld }
                    // A label that wraps (numberOfLines 0 here or in the document) and has no constant
                    // height of its own grows with its text, as self-sizing rows let it.
                    let wraps =
                        label?.wraps == true
                        || Self.setsWrapping(assignment.receiver, in: assignment.scope.trimmedText)
                    if let height = label?.height {
                        return .report(
                            "fixed height: scaling would clip; \(assignment.receiver) is held at a constant height of \(height) pt in Interface Builder, so \(font.text) keeps its size. Let the height grow with the text (a minimum height instead of a constant one), then scale the font with UIFontMetrics and adjustsFontForContentSizeCategory"
                        )
                    }
                    if !wraps {
                        return .report(
                            "\(assignment.receiver) is laid out in Interface Builder, which a11yfix does not read; \(font.text) has a fixed size that ignores Dynamic Type: check there that its height can grow (no constant height or fixed row), then scale it with UIFontMetrics and set adjustsFontForContentSizeCategory"
                        )
                    }
                }
            }

            if source.isDecidedElsewhere { return .leftAlone(FontReason.sizeFromElsewhere.reason) }
            // In a helper that makes fonts of its callers' size (`font(ofSize:)`), a fixed size is
            // a fallback for that size, not text of its own.
            if Self.isInSizeForwardingHelper(call, in: file, index: context.index) {
                return .leftAlone(FontReason.sizeFromElsewhere.reason)
            }
            if let interfaceBuilderHeld { return interfaceBuilderHeld }
            if source.points == nil, let geometry = BoxSizedFont.geometry(in: size) {
                return .leftAlone(
                    FontReason.sizedToItsBox.reason(
                        saying: "its size is worked out from \(geometry): the text is sized to fit its box"))
            }
            guard let points = source.points else {
                return .report(
                    "\(font.text) has a fixed size that ignores Dynamic Type and is not a literal; wrap it in UIFontMetrics(forTextStyle:).scaledFont(for:)"
                )
            }
            if TextStyle.isPlaceholderSize(points) { return .leftAlone(FontReason.tokenSize.reason) }
            // Used only once a text-style font grows past this size: the cap is the point.
            if CappedFont.isCap(call, points: points) { return .leftAlone(FontReason.cappedOnPurpose.reason) }
            // Held at a constant height by code elsewhere in the project: larger text would clip.
            if let held = HeldViewFont.heldHeight(of: call, assignment: assignment, in: file, index: context.index) {
                if let assignment, HiddenBadgeText.isHidden(assignment.receiver, around: call) {
                    return .leftAlone(HiddenBadgeText.reason(assignment.receiver))
                }
                if let assignment, let fitted = Self.fitsTextToBox(assignment, held: held) { return fitted }
                return .report(
                    "fixed height: scaling would clip; \(held), so \(font.text) keeps its size. Let the height grow with the text (a minimum height instead of a constant one, self-sizing rows and headers), then scale the font with UIFontMetrics and adjustsFontForContentSizeCategory"
                )
            }
            // Inside a view that clips itself to a circle, with labels of constant width: larger text is cut off.
            if let owner = EnclosingType.ownerName(of: call), let circle = context.index.clippedCircle(around: owner) {
                if let assignment, let fitted = Self.fitsTextToBox(assignment, held: "\(circle.type) \(circle.how)") {
                    return fitted
                }
                return .report(
                    "fixed round view: scaling would clip; \(circle.type) \(circle.how), so \(font.text) keeps its size. Let the view grow with its text, or cap the font (UIFontMetrics(forTextStyle:).scaledFont(for:maximumPointSize:)) at a size that still fits"
                )
            }
            // A stored static or global font is made once: scaling it there freezes one text size.
            if let stored = Self.storedOnce(call) {
                return .report(
                    "\(font.text) has a fixed size that ignores Dynamic Type, and \(stored) is made once, the first time it is read: wrapped in UIFontMetrics there, it still follows the text size on labels and text views that set adjustsFontForContentSizeCategory, but keeps its first size in attributed strings and drawing. Wrap it where those uses are, or make it a computed property (\(stored.replacingOccurrences(of: "let ", with: "var ")): UIFont { … }) and wrap it there"
                )
            }
            let weight: FontWeight? =
                font.method == "boldSystemFont" ? .bold : call.argument(labeled: "weight")?.expression.fontWeightValue
            let style = TextStyle.nearest(to: points, weight: weight, on: platforms.primaryTable)
            let metrics = "UIFontMetrics(forTextStyle: .\(style.platformFontName))"

            // A system font at exactly a text style's default size and weight is that style's
            // preferred font: the same look at the default size, named as the style it is.
            // In the Mac idiom text styles are smaller than on iOS (caption1 10 pt, title3 15 pt): a
            // style named for the iOS size would shrink the Mac design, while UIFontMetrics keeps the
            // designed size at the default text size on every idiom.
            let macIdiom = context.targets.macIdiom && platforms.platforms.contains(.iOS)
            let exact =
                scaleOnly || macIdiom
                ? nil : Self.exactStyle(font, size: size, points: points, weight: weight, platforms: platforms)
            usedExactStyle = exact != nil
            // A deployment target older than UIFontMetrics: unguarded, the fix would not compile.
            let unmet = context.availability.unmet(.uiFontMetrics, at: call, in: file)
            if exact == nil, !unmet.isEmpty {
                let needs = unmet.sorted { $0.key < $1.key }.map { "\($0.key.rawValue) \($0.value)" }
                    .joined(separator: " / ")
                return .report(
                    "\(font.text) has a fixed size that ignores Dynamic Type; UIFontMetrics needs \(needs), newer than the deployment target, so scale it inside if #available(\(needs.replacingOccurrences(of: " / ", with: ", ")), *) and keep this font in the else branch"
                )
            }
            let replacement: String
            if let exact {
                replacement = "\(font.prefix)preferredFont(forTextStyle: .\(exact.platformFontName))"
            } else if font.method == "init" {
                if let forced = target.as(ForceUnwrapExprSyntax.self) {
                    replacement = "\(metrics).scaledFont(for: \(forced.trimmedText))"
                } else if call.ancestor(ConditionElementSyntax.self) != nil {
                    // In an `if let` condition a trailing closure would read as the statement's body.
                    replacement = "\(call.trimmedText).map({ \(metrics).scaledFont(for: $0) })"
                } else {
                    replacement = "\(call.trimmedText).map { \(metrics).scaledFont(for: $0) }"
                }
            } else {
                // `scaledFont(for:)` takes a UIFont: where the written type would run the line past the
                // project's width, it is left implied (`.boldSystemFont(ofSize: 20)`).
                var inner = call.trimmedText
                if let limit = context.lineLength, inner.hasPrefix("UIFont.") {
                    let implied = String(inner.dropFirst("UIFont".count))
                    func width(_ font: String) -> Int {
                        Self.lineWidth(
                            replacing: target, with: "\(metrics).scaledFont(for: \(font))", in: file, limit: limit)
                    }
                    // Only where that makes it fit: a line wrapped anyway keeps the type as written.
                    if width(inner) > limit.columns, width(implied) <= limit.columns { inner = implied }
                }
                replacement = "\(metrics).scaledFont(for: \(inner))"
            }
            var edits: [TextEdit] = [
                .replace(
                    target.positionAfterSkippingLeadingTrivia
                        .utf8Offset..<target.endPositionBeforeTrailingTrivia.utf8Offset, with: replacement)
            ]
            var origin = ""
            if case let .chosen(_, how) = source { origin = ": \(how)" }
            if macIdiom,
                Self.exactStyle(font, size: size, points: points, weight: weight, platforms: platforms) != nil
            {
                origin +=
                    "; scaled, not named as a text style: the target lays out in the Mac idiom, whose styles are smaller"
            }
            var summary =
                exact == nil
                ? "`\(metrics).scaledFont(for:)` scales `\(font.text)` (\(PointSize.text(points)) pt at default size\(origin))"
                : "`\(replacement)` replaces `\(font.text)` (\(PointSize.text(points)) pt at default size)"

            if let assignment {
                let key = "\(assignment.scope.position.utf8Offset)/\(assignment.receiver)"
                let line = "\(assignment.receiver).adjustsFontForContentSizeCategory = true"
                if let planned = adjustments[key] {
                    edits.append(planned)
                } else if assignment.scope.trimmedText.includes(
                    "\(assignment.receiver).adjustsFontForContentSizeCategory")
                {
                    // Already set in this scope.
                } else if assignment.scope.trimmedText.includes("\(assignment.receiver).sizeToFit()") {
                    // Sized once by its frame: growing text would be cut off until it is sized again,
                    // unless the view is made again (and sized at the current text size) on every pass.
                    if let pass = RebuiltView.pass(making: assignment.receiver, statement: assignment.statement) {
                        summary += "; no live resize: \(assignment.receiver) is made and sized again on every \(pass)"
                    } else {
                        findings.append(
                            file.finding(
                                Self.self, at: assignment.statement,
                                message:
                                    "\(assignment.receiver).font is scaled now, but \(assignment.receiver) is sized once with sizeToFit(); size it again when the text size changes (UIContentSizeCategory.didChangeNotification) before setting \(line)"
                            ))
                    }
                } else if textViews.isTextView(assignment.receiver)
                    || textViews.isTextViewSelf(assignment.receiver, at: assignment.statement)
                    || StylerParameter.type(of: assignment.receiver, statement: assignment.statement, in: file)
                        .map(Self.textViewTypes.contains) == true
                    || TextViewDeclarations.isTextViewProperty(
                        assignment.receiver, at: Syntax(assignment.statement), in: file, index: context.index),
                    let insertion = StatementInsertion.edit(inserting: line, after: assignment.statement, in: file)
                {
                    edits.append(insertion)
                    adjustments[key] = insertion
                    summary += "; `\(line)`"
                } else if let pass = RebuiltView.pass(making: assignment.receiver, statement: assignment.statement) {
                    summary += "; no live resize: \(assignment.receiver) is made again on every \(pass)"
                } else if Self.isContentConfigurationText(assignment.receiver) {
                    // A content configuration's text properties follow the text size by default,
                    // and the cell applies them again on every trait change.
                } else if AttributedTextReceiver.isAttributedText(
                    assignment.receiver, statement: assignment.statement, in: file)
                {
                    // Attributed text, not a view: it has no such property.
                } else if DrawnFontOwner.isNoTextView(assignment.receiver, at: assignment.statement) {
                    // A value or plain type that draws its text: there is no view to tell.
                } else if let type = textViews.otherViewType(assignment.receiver) {
                    // A project view that is no label has no such property: the line would not compile.
                    findings.append(
                        file.finding(
                            Self.self, at: assignment.statement,
                            message:
                                "\(assignment.receiver).font is scaled now; \(type) is no UILabel, UITextField or UITextView, so it has no adjustsFontForContentSizeCategory: set that on the view inside it that draws the text, for the text to follow size changes live"
                        ))
                } else {
                    findings.append(
                        file.finding(
                            Self.self, at: assignment.statement,
                            message:
                                "\(assignment.receiver).font is scaled now; if \(assignment.receiver) is a label, text field or text view, set \(line)"
                        ))
                }
            }
            let advice = exact == nil ? "wrap it in \(metrics).scaledFont(for:)" : "use \(replacement)"
            return .fix(
                message: "\(font.text) has a fixed size that ignores Dynamic Type; \(advice)",
                Fix(edits: edits, summary: summary, isInferred: false))
        }
    }

    /// The width of the line holding `target` once `target` is replaced by `text` (on one line).
    static func lineWidth(replacing target: ExprSyntax, with text: String, in file: SourceFile, limit: LineLengthLimit)
        -> Int
    {
        let start = target.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = target.endPositionBeforeTrailingTrivia.utf8Offset
        let bytes = file.bytes
        let line = LineSpan.around(start..<end, in: bytes)
        return limit.width(ofUTF8: bytes[line.lowerBound..<start]) + limit.width(of: text)
            + limit.width(ofUTF8: bytes[end..<line.upperBound])
    }

    /// `label.font.pointSize` (or `label.font!.pointSize`, `label.font?.pointSize ?? 0`) for `receiver` `label`.
    static func isOwnPointSize(_ size: ExprSyntax, of receiver: String) -> Bool {
        ["\(receiver).font.pointSize", "\(receiver).font!.pointSize", "\(receiver).font?.pointSize ?? 0"].contains(
            size.trimmedText)
    }

    /// `config.textProperties`, `config.secondaryTextProperties`: a list content configuration's
    /// text properties (`UIListContentConfiguration.TextProperties`), not a view.
    static func isContentConfigurationText(_ receiver: String) -> Bool {
        let last = receiver.split(separator: ".").last.map { $0.trimmingCharacters(in: ["?", "!"]) } ?? ""
        return last == "textProperties" || last == "secondaryTextProperties"
    }

    /// `receiver.numberOfLines = 0` in `text`, not the same line of a longer name (`subtitleLabel` for `titleLabel`).
    static func setsWrapping(_ receiver: String, in text: String) -> Bool {
        let line = "\(receiver).numberOfLines = 0"
        var rest = text[...]
        while let found = rest.range(of: line) {
            let before = found.lowerBound == text.startIndex ? nil : text[text.index(before: found.lowerBound)]
            let after = found.upperBound == text.endIndex ? nil : text[found.upperBound]
            let startsName = before.map { !($0.isLetter || $0.isNumber || $0 == "_") } ?? true
            let endsNumber = after.map { !$0.isNumber && $0 != "." } ?? true
            if startsName && endsNumber { return true }
            rest = text[found.upperBound...]
        }
        return false
    }

    /// What a storyboard or xib says of the label behind outlet `receiver` of the type around `node`.
    static func interfaceBuilderLabel(of receiver: String, at node: some SyntaxProtocol, index: ProjectIndex)
        -> InterfaceBuilderHeights.OutletLabel?
    {
        let parts = receiver.split(separator: ".").map { $0.trimmingCharacters(in: ["?", "!"]) }
        guard parts.count <= 2, let outlet = parts.last, parts.count == 1 || parts.first == "self",
            let owner = EnclosingType.ownerName(of: node)
        else { return nil }
        return index.interfaceBuilderLabel(outlet, of: owner)
    }

    /// `UIFont.preferredFont(forTextStyle: .body)` for a regular system font of the style's own size:
    /// the label's current size (`label.font.pointSize`) or the style's default size as a literal.
    static func restoredTextStyle(
        _ font: FontCall, style: String, receiver: String, size: ExprSyntax, table: FontPlatform
    ) -> String? {
        guard font.method == "systemFont",
            font.call.arguments.allSatisfy({
                $0.label?.text == "ofSize" || $0.expression.trimmedText.hasSuffix(".regular")
            }),
            let textStyle = TextStyle.allCases.first(where: { $0.platformFontName == style })
        else { return nil }
        let current = "\(receiver).font.pointSize"
        let sameSize =
            [current, "\(receiver).font!.pointSize", "\(receiver).font?.pointSize ?? 0"].contains(size.trimmedText)
            || size.numberLiteralValue == textStyle.defaultSize(on: table)
        return sameSize ? "\(font.prefix)preferredFont(forTextStyle: .\(style))" : nil
    }

    /// `UIImage.SymbolConfiguration(font: …)` (or `.init(font:)`, `configurationWithFont`).
    static func configuresSymbol(_ target: ExprSyntax) -> Bool {
        guard let argument = target.parent?.as(LabeledExprSyntax.self), argument.label?.text == "font",
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        else { return false }
        let callee = call.calledExpression.trimmedText
        if callee.hasSuffix("SymbolConfiguration") { return true }
        // `UIImage(systemName: "x", withConfiguration: .init(font: …))`.
        return callee == ".init" && call.parent?.as(LabeledExprSyntax.self)?.label?.text == "withConfiguration"
    }

    typealias DecidedFont = (font: FontCall, target: ExprSyntax, decision: Decision, range: Range<Int>)

    /// Fonts written side by side in one array or dictionary literal are a set (a scale of sizes,
    /// fonts per style): when only some of them can be scaled, scaling those alone breaks the
    /// set's proportions, so none is, and each fixable one reports the set instead. So are the
    /// fonts the cases of one `switch` or `if`/`else` chain give the same label (or return): none
    /// is fixed when one cannot be, and the switch is reported once, at its first fixable case.
    static func wholeSets(_ decided: [DecidedFont]) -> [(Decision, Range<Int>)] {
        var blocked: [Int: Decision] = [:]
        for (key, members) in sets(of: decided) where members.count > 1 {
            let held = members.filter { isHeldBack(decided[$0].decision) }
            let fixed = members.filter { if case .fix = decided[$0].decision { true } else { false } }
            guard !held.isEmpty, let first = fixed.first else { continue }
            let heldText = held.map { decided[$0].font.text }.joined(separator: ", ")
            guard key.hasPrefix("literal") else {
                let fixedText = fixed.map { decided[$0].font.text }.joined(separator: ", ")
                blocked[first] = .report(
                    "partial switch: \(members.count) branches of one switch or if/else chain each set this font, and \(heldText) cannot be scaled; scaling only \(fixedText) would mix scaled and fixed sizes in one place, so scale every branch together (UIFontMetrics with one text style each) or none"
                )
                for position in fixed.dropFirst() { blocked[position] = .leftAlone(FontReason.partialSet.reason) }
                continue
            }
            for position in fixed {
                blocked[position] = .report(
                    "partial set: \(decided[position].font.text) is one of \(members.count) fonts in one literal, and \(heldText) cannot be scaled the same way; scaling only some would break the set, so scale them all together (UIFontMetrics with one text style each) or leave the set as it is"
                )
            }
        }
        return decided.enumerated().map { position, item in (blocked[position] ?? item.decision, item.range) }
    }

    /// The fonts of each set, by a key naming it: `literal:…` for an array or dictionary literal,
    /// `branch:…` for the cases of one switch or if/else chain that give the same label or return.
    static func sets(of decided: [DecidedFont]) -> [String: [Int]] {
        var sets: [String: [Int]] = [:]
        for (position, item) in decided.enumerated() {
            if let literal = setLiteral(around: item.target) {
                sets["literal:\(literal.id.hashValue)", default: []].append(position)
            } else if let branches = BranchFonts.key(of: item.target) {
                sets["branch:\(branches)", default: []].append(position)
            }
        }
        return sets
    }

    /// The fonts fixed with a preferred font in a switch or if/else chain where another branch's
    /// fix wraps its font in `UIFontMetrics`: to be wrapped too, so every branch has one form.
    static func mixedForms(_ decided: [DecidedFont], exact: [Bool]) -> [Int] {
        var found: [Int] = []
        for (key, members) in sets(of: decided) where key.hasPrefix("branch") && members.count > 1 {
            let fixed = members.filter { if case .fix = decided[$0].decision { true } else { false } }
            guard fixed.count == members.count, fixed.contains(where: { !exact[$0] }) else { continue }
            found += fixed.filter { exact[$0] }
        }
        return found.sorted()
    }

    /// `Font(target)`: the SwiftUI font made from a UIFont.
    static func swiftUIFont(wrapping target: ExprSyntax) -> FunctionCallExprSyntax? {
        guard let argument = target.parent?.as(LabeledExprSyntax.self), argument.label == nil,
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
            call.calledExpression.trimmedDescription == "Font"
        else { return nil }
        return call
    }

    /// A report, or a size that stays fixed for a reason of its own (not one that scales already).
    static func isHeldBack(_ decision: Decision) -> Bool {
        switch decision {
        case .fix: return false
        case .report: return true
        case let .leftAlone(reason):
            return [FontReason.sizeFromElsewhere, .tokenSize, .keptByComment, .fixedLayout].map(\.rawValue).contains(
                reason.id)
        }
    }

    /// The array or dictionary literal `target` is an element (or a dictionary value) of.
    static func setLiteral(around target: ExprSyntax) -> Syntax? {
        if let element = target.parent?.as(ArrayElementSyntax.self) { return element.parent?.parent }
        if let element = target.parent?.as(DictionaryElementSyntax.self), element.value.id == target.id {
            return element.parent?.parent
        }
        return nil
    }

    /// The text style a literal-sized `systemFont(ofSize:)` (or `systemFont(ofSize:weight:)`) is
    /// exactly, at its default size and weight on every platform the code builds for; nil when
    /// the platforms' sizes differ (watchOS, visionOS) or any part differs.
    static func exactStyle(
        _ font: FontCall, size: ExprSyntax, points: Double, weight: FontWeight?, platforms: FontPlatforms
    ) -> TextStyle? {
        guard font.method == "systemFont", size.numberLiteralValue != nil,
            font.call.arguments.allSatisfy({ ["ofSize", "weight"].contains($0.label?.text ?? "") }),
            let tables = platforms.sizeTables,
            let style = TextStyle.exact(points, weight: weight, on: tables)
        else { return nil }
        // `weight:` written as something other than a literal weight is not known to match.
        let written = font.call.argument(labeled: "weight")
        guard written == nil || weight != nil else { return nil }
        let wanted = weight ?? .regular
        return tables.allSatisfy { style.intrinsicWeight(on: $0) == wanted } ? style : nil
    }

    /// `static let name` (or `class let`, `static var name = …`, a global `let name`) whose stored
    /// initializer holds `call`, as written (`static let body`); nil inside a function, accessor or
    /// instance member, which run again.
    static func storedOnce(_ call: FunctionCallExprSyntax) -> String? {
        var current = Syntax(call)
        while let parent = current.parent {
            defer { current = parent }
            if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self)
                || parent.is(AccessorBlockSyntax.self) || parent.is(MemberBlockSyntax.self)
            {
                return nil
            }
            // A stored closure's body (`let style: (UILabel) -> Void = { $0.font = … }`) runs on every
            // call; one called at once (`static let font: UIFont = { … }()`) runs once.
            if let closure = parent.as(ClosureExprSyntax.self),
                closure.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != closure.id
            {
                return nil
            }
            guard let binding = parent.as(PatternBindingSyntax.self), binding.initializer != nil,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let variable = binding.parent?.parent?.as(VariableDeclSyntax.self)
            else { continue }
            let keyword = variable.bindingSpecifier.text
            if variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) {
                return "static \(keyword) \(name)"
            }
            let isGlobal = variable.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
            return isGlobal && keyword == "let" ? "let \(name)" : nil
        }
        return nil
    }

    /// Whether the function around `call` passes one of its parameters as the size of a font.
    static func isInSizeForwardingHelper(_ call: FunctionCallExprSyntax, in file: SourceFile, index: ProjectIndex)
        -> Bool
    {
        guard let function = call.ancestor(FunctionDeclSyntax.self),
            !function.signature.parameterClause.parameters.isEmpty,
            let body = function.body
        else { return false }
        return file.memoized("FontUIKitScaled.forwards.\(body.position.utf8Offset)") {
            file.fontCalls.contains { font in
                guard font.call.position >= body.position, font.call.endPosition <= body.endPosition,
                    let size = font.call.argument(labeled: font.method == "init" ? "size" : "ofSize")?.expression
                else { return false }
                return FontSizeSource.of(size, in: file, index: index) == .parameter
            }
        }
    }

    /// `func titleFont(size: CGFloat = 15) -> UIFont` whose calls the file passes to
    /// `scaledFont(for: titleFont(…))`: scaling inside as well would scale twice.
    static func isScaledByCallers(_ call: FunctionCallExprSyntax, in file: SourceFile) -> Bool {
        guard let function = call.ancestor(FunctionDeclSyntax.self), file.containsText("scaledFont") else {
            return false
        }
        let name = function.name.text
        return file.functionCalls.contains { outer in
            guard outer.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "scaledFont",
                let argument = outer.argument(labeled: "for")?.expression.as(FunctionCallExprSyntax.self)
            else { return false }
            let callee = argument.calledExpression
            let called =
                callee.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            return called == name
        }
    }

    /// A label held in a box that cannot grow which shrinks its text to fit that box
    /// (`label.adjustsFontSizeToFitWidth = true` where its font is set): the text is fitted to the
    /// box, a ticker in a token's icon, not read at a size, so it is left as it is rather than
    /// reported (judged on real apps: a reported ticker overlay was noise).
    static func fitsTextToBox(_ assignment: FontAssignment, held: String) -> Decision? {
        guard assignment.scope.trimmedText.includes("\(assignment.receiver).adjustsFontSizeToFitWidth = true") else {
            return nil
        }
        return .leftAlone(
            FontReason.fixedLayout.reason(
                saying:
                    "\(assignment.receiver) shrinks its text to fit its box (adjustsFontSizeToFitWidth = true), and \(held): the text is fitted to a box that does not grow"
            ))
    }

    /// A view or control its code makes with an initializer (`UIView`, `UIControl`, a label, a
    /// stack), not a cell or header, which its table or collection makes from `Cell.self`, nor a
    /// controller, which a storyboard identifier or a generic factory may make.
    static func isPlainView(_ name: String, index: ProjectIndex) -> Bool {
        let reused: Set<String> = [
            "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView", "UITableViewHeaderFooterView",
        ]
        let views: Set<String> = ["UIView", "UIControl", "UILabel", "UIButton", "UIStackView", "UIImageView"]
        return index.inherits(name, fromAnyOf: views) && !index.inherits(name, fromAnyOf: reused)
    }

    /// `return (Font.custom("Dot", fixedSize: size), UIFont.systemFont(ofSize: size))`: a tuple that
    /// pairs this font with a SwiftUI font of the same size written `fixedSize:`, which draws the
    /// text; this one measures it (judged on real apps: chart labels measured with their UIFont twin).
    static func fixedSwiftUITwin(of target: ExprSyntax) -> String? {
        guard let element = target.parent?.as(LabeledExprSyntax.self),
            let tuple = element.parent?.as(LabeledExprListSyntax.self), tuple.parent?.is(TupleExprSyntax.self) == true,
            let size = target.as(FunctionCallExprSyntax.self)?.arguments.first(where: {
                $0.label?.text == "ofSize" || $0.label?.text == "size"
            })?.expression.trimmedText
        else { return nil }
        for other in tuple where other.id != element.id {
            guard let font = other.expression.as(FunctionCallExprSyntax.self),
                font.argument(labeled: "fixedSize")?.expression.trimmedText == size
            else { continue }
            return font.trimmedText
        }
        return nil
    }

    /// `let base = UIFont(…)` whose variable is later passed to `scaledFont(for: base)`: scaling
    /// it here as well would scale it twice.
    /// So is a font assigned to such a variable in a branch (`font = UIFont.systemFont(ofSize: 14)`
    /// before `font = metrics.scaledFont(for: font)`), and one bound by `if let custom = UIFont(…)`
    /// that the branch hands to it (`font = custom`): judged on real apps as scaled twice.
    static func initializesVariable(in names: Set<String>, _ call: FunctionCallExprSyntax) -> Bool {
        var node = Syntax(call)
        while let parent = node.parent, !parent.is(CodeBlockItemSyntax.self), !parent.is(ClosureExprSyntax.self) {
            if let sequence = parent.as(SequenceExprSyntax.self) {
                let elements = Array(sequence.elements)
                if elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                    let name = elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text
                {
                    return names.contains(name)
                }
            }
            if let bound = parent.as(OptionalBindingConditionSyntax.self),
                let name = bound.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let branch = parent.ancestor(IfExprSyntax.self)
            {
                // `if let custom = UIFont(…) { return metrics.scaledFont(for: custom) }`.
                if names.contains(name), branch.body.trimmedText.includes("scaledFont(for: \(name))") { return true }
                return branch.body.statements.contains { item in
                    guard
                        let sequence =
                            (item.item.as(ExprSyntax.self)
                            ?? item.item.as(ExpressionStmtSyntax.self)?.expression)?.as(SequenceExprSyntax.self)
                    else { return false }
                    let elements = Array(sequence.elements)
                    return elements.count == 3 && elements[1].is(AssignmentExprSyntax.self)
                        && elements[2].as(DeclReferenceExprSyntax.self)?.baseName.text == name
                        && elements[0].as(DeclReferenceExprSyntax.self).map { names.contains($0.baseName.text) } == true
                }
            }
            node = parent
        }
        guard let binding = call.ancestor(PatternBindingSyntax.self),
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { return false }
        return names.contains(name)
    }

    /// Inside `scaledFont(for:)` (or `scaledFont(for:maximumPointSize:)`) the font already scales,
    /// and so does `UIFont(name:size:).map { …scaledFont(for: $0) }`.
    static func isAlreadyScaled(_ call: FunctionCallExprSyntax) -> Bool {
        if let map = call.parent?.as(MemberAccessExprSyntax.self), map.declName.baseName.text == "map",
            let mapCall = map.parent?.as(FunctionCallExprSyntax.self),
            let closure = mapCall.trailingClosure ?? mapCall.arguments.first?.expression.as(ClosureExprSyntax.self),
            closure.statements.trimmedText.includes("scaledFont(for:")
        {
            return true
        }
        var current = Syntax(call)
        while let parent = current.parent, !parent.is(CodeBlockItemSyntax.self), !parent.is(MemberBlockItemSyntax.self)
        {
            if let outer = parent.as(FunctionCallExprSyntax.self),
                outer.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "scaledFont"
            {
                return true
            }
            current = parent
        }
        return false
    }
}

/// `receiver.font = …` whose right side contains a font expression (`a ?? b` and `c ? a : b`
/// included): the receiver as written, the statement, and the block it sits in.
struct FontAssignment {
    var receiver: String
    var statement: CodeBlockItemSyntax
    var scope: Syntax

    init?(value: ExprSyntax) {
        // Climb to the statement's sequence without leaving the expression (closures and
        // nested statements are other scopes).
        var node = Syntax(value)
        var sequence: SequenceExprSyntax?
        while let parent = node.parent, !parent.is(CodeBlockItemSyntax.self), !parent.is(ClosureExprSyntax.self) {
            if let found = parent.as(SequenceExprSyntax.self) { sequence = found }
            node = parent
        }
        guard let sequence else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self),
            let target = elements[0].as(MemberAccessExprSyntax.self), target.declName.baseName.text == "font",
            let base = target.base,
            value.positionAfterSkippingLeadingTrivia >= elements[2].positionAfterSkippingLeadingTrivia,
            // The assignment is a statement of its own, so a line can follow it.
            let statement = sequence.parent?.as(CodeBlockItemSyntax.self),
            let list = statement.parent
        else { return nil }
        receiver = base.trimmedText
        self.statement = statement
        scope = list
    }
}

/// Which names in a file are text views: declared with one of `types` (`let nameLabel = UILabel()`,
/// `var field: UITextField!`) or a project class that inherits from one (`let title = PaddedLabel()`,
/// by the file's class declarations or the project index), or named like one (…Label, …Field, …TextView).
struct TextViewDeclarations {
    private var names: Set<String> = []
    /// Names bound to a project class that is no text view (`let label = EmptyStateLabel()`, a
    /// `UIView` wrapper that offers `font` and `text` but not `adjustsFontForContentSizeCategory`):
    /// their name says nothing.
    private var otherViews: [String: String] = [:]
    /// The file's classes that are text views (`final class SearchField: UITextField`): `self` in
    /// them is one.
    private var textViewClasses: Set<String> = []

    init(file: SourceFile, types: Set<String>, index: ProjectIndex = .empty) {
        // The file's own classes and what they inherit from, for subclasses the index may not know.
        var superclasses: [String: [String]] = [:]
        for declaration in file.descendants(ClassDeclSyntax.self, of: file.tree) {
            superclasses[declaration.name.text] =
                declaration.inheritanceClause?.inheritedTypes.map { $0.type.trimmedText } ?? []
        }
        func isTextView(_ type: String) -> Bool {
            if types.contains(type) { return true }
            var seen: Set<String> = []
            var pending = [type]
            while let current = pending.popLast() {
                guard seen.insert(current).inserted else { continue }
                let bases = superclasses[current] ?? []
                if bases.contains(where: types.contains) { return true }
                pending += bases
            }
            return index.inherits(type, fromAnyOf: types)
        }
        textViewClasses = Set(superclasses.keys.filter(isTextView))
        for variable in file.variableDecls {
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let annotated = binding.typeAnnotation?.type.trimmedText.trimmingCharacters(in: ["!", "?"])
                let initialized = binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calleeName
                if let annotated, isTextView(annotated) { names.insert(name) }
                if let initialized, isTextView(initialized) { names.insert(name) }
                for type in [annotated, initialized].compactMap(\.self)
                where !isTextView(type) && (superclasses[type] != nil || index.declares(type)) {
                    otherViews[name] = type
                }
            }
        }
        for name in names { otherViews[name] = nil }
    }

    /// `banner.titleView` where `banner` is declared as a project type (a parameter, a local, a
    /// property) whose stored `titleView` the project index knows as a label, text field or text
    /// view, or a project class that inherits from one (judged on real apps: a promotion that
    /// configures a banner view passed to it).
    static func isTextViewProperty(_ receiver: String, at node: Syntax, in file: SourceFile, index: ProjectIndex)
        -> Bool
    {
        var parts = receiver.split(separator: ".").map { String($0).trimmingCharacters(in: ["?", "!"]) }
        if parts.first == "self" { parts.removeFirst() }
        guard parts.count == 2,
            let owner = FontFramework.declaredType(of: parts[0], at: node, in: file)?.trimmingCharacters(in: [
                "?", "!",
            ]),
            let type = index.textViewProperty(parts[1], of: owner)
        else { return false }
        return FontUIKitScaled.textViewTypes.contains(type)
            || index.inherits(type, fromAnyOf: FontUIKitScaled.textViewTypes)
    }

    /// The project class `receiver` is bound to when that class is no label, text field or text view.
    func otherViewType(_ receiver: String) -> String? {
        otherViews[
            receiver.split(separator: ".").last.map { String($0).trimmingCharacters(in: ["?", "!"]) } ?? receiver]
    }

    /// `self` in a text view class of the file, or an extension of one.
    func isTextViewSelf(_ receiver: String, at node: some SyntaxProtocol) -> Bool {
        guard receiver == "self", let owner = EnclosingType.ownerName(of: node) else { return false }
        return textViewClasses.contains(owner)
    }

    func isTextView(_ receiver: String) -> Bool {
        // `self.nameLabel`, `button.titleLabel?` → the last name.
        let last =
            receiver.split(separator: ".").last.map { String($0).trimmingCharacters(in: ["?", "!"]) } ?? receiver
        if names.contains(last) { return true }
        if otherViews[last] != nil { return false }
        let lowered = last.lowercased()
        return lowered.hasSuffix("label") || lowered.hasSuffix("field") || lowered.hasSuffix("textview")
    }
}
