import A11yFixSyntax
import SwiftSyntax

/// Reports tap targets framed below the platform's control size (Apple HIG: iOS, iPadOS and
/// watchOS 44 pt, visionOS 60 pt, the macOS minimum of 20 pt; tvOS works by focus and is
/// skipped), padding and a `.contentShape` outset after the frame included. Controls nobody
/// operates (always disabled, an empty action) are skipped.
///
/// The fix grows the layout, not only the hit area: `.frame(minWidth: 44, minHeight: 44)` and
/// `.contentShape(Rectangle())` on an icon-only control's label, or before `.onTapGesture`. Judged
/// on real apps, that changed designs (rows grew, a bar of icons spread unevenly), so it is
/// opt-in (`--enable touch-target`); by default the places are reported. When enabled it applies
/// to iOS code only, to all small controls of one stack or to none, never to a styled button, a
/// fixed-height row or a toolbar (reported instead), and never adds a second `.contentShape`.
public struct TouchTarget: Transform {
    public static let descriptor = TransformDescriptor(
        id: "touch-target",
        summary: "Reports controls framed below the platform's control size; opt-in: grows them to 44 × 44 pt on iOS",
        frameworks: [.swiftUI],
        deviceTests: [.voiceControl, .switchControl],
        isOptIn: true,
        tier: .degradesExperience,
        problem: "touch targets below the platform's control size",
        blocks: [.voiceControl]
    )

    static let minimum: Double = 44
    /// The share of the control size a target may fall short by and still be left alone: 42 of 44 pt.
    static let nearShare = 0.95
    static let controls: Set<String> = ["Button", "NavigationLink", "Menu", "Link", "Toggle", "ShareLink"]

    public init() {}

    /// Why a control framed below the control size is neither reported nor grown.
    enum Reason: String, NamedReason {
        case focusPlatform = "focus-platform"
        case nativeControl = "native-control"
        case macOSToolbar = "macos-toolbar"
        case notIconOnly = "not-icon-only"
        case insideControl = "inside-control"
        case hasMinimumFrame = "has-minimum-frame"
        case disabled = "disabled"
        case emptyAction = "empty-action"
        case neverCreated = "never-created"
        case styleSized = "style-sized"
        case rowTarget = "row-target"
        case segmentSize = "segment-size"
        case bezelSized = "bezel-sized"
        case nearSize = "near-size"
        case barItem = "bar-item"

        var explanation: String {
            switch self {
            case .neverCreated: NeverCreatedView.explanation
            case .styleSized: "its button style pads or frames the label to the control size"
            case .bezelSized:
                "a button drawn with a system bezel (a bordered style, or no style on macOS and watchOS): the bezel, not the glyph, is the target"
            case .nearSize:
                "within 5% of the control size (42 pt of 44): a difference no finger notices, not worth a person's time"
            case .rowTarget: "inside a row whose .onTapGesture runs the same action: the whole row is the target"
            case .segmentSize:
                "a segment of a custom segmented picker, at least as tall as the system segmented control's (28 pt)"
            case .disabled: "it is always disabled (.disabled(true)): nobody can tap it"
            case .emptyAction: "its action is empty: a placeholder or a look, not a control anyone needs to reach"
            case .focusPlatform: "tvOS code, which works by focus, not touch"
            case .nativeControl: "it wraps an AppKit or UIKit control, which the system sizes"
            case .macOSToolbar: "a macOS toolbar item, which the toolbar sizes"
            case .barItem:
                "an item of an iOS navigation bar or bottom toolbar, which UIKit hosts as a bar button with a hit "
                    + "area of at least 44 pt whatever the size of its glyph"
            case .notIconOnly: "its label is not only an icon: its text or content sizes it"
            case .insideControl: "inside a control, whose own size is the target"
            case .hasMinimumFrame: "it has a minimum frame of 44 × 44 pt already"
            }
        }
    }

    /// What a candidate's size is measured on: an icon-only control's label, the view a tap
    /// gesture is attached to, or another control or view, which is not measured.
    enum Shape {
        case iconControl(label: ExprSyntax)
        case tappedView(gesture: ModifierChain.Modifier)
        case unmeasured(Reason)
    }

    public func findings(in file: SourceFile, context: TransformContext) -> [Finding] {
        // The controls (Button, NavigationLink, Link, ShareLink, Menu, Toggle) or a tap gesture.
        guard file.containsAny("Button", "Link", "Menu", "Toggle", "onTapGesture") else { return [] }
        var findings: [Finding] = []
        // A control with a tap gesture is reached twice (its initializer, its gesture): one record,
        // whatever the decision (judged on unseen apps: a menu with an empty tap was reported twice).
        var seen: Set<SyntaxIdentifier> = []
        for candidate in file.functionCalls {
            // Cheap filters first: a control's initializer, or an `.onTapGesture` whose view we find from it.
            let call: FunctionCallExprSyntax
            if let name = candidate.calleeName, Self.controls.contains(name) {
                call = candidate
            } else if let member = candidate.calledExpression.as(MemberAccessExprSyntax.self),
                member.declName.baseName.text == "onTapGesture",
                let base = member.base, let root = ModifierChain(endingAt: base).root.as(FunctionCallExprSyntax.self)
            {
                call = root
            } else {
                continue
            }
            guard let name = call.calleeName else { continue }
            let target = Self.defaultSize(of: call, in: file, context: context)
            let chain = ModifierChain(startingAt: call)
            let shape = Self.shape(of: call, name: name, chain: chain, context: context)
            let limit = target?.size ?? Self.minimum
            // Only a literal frame below the control size makes a candidate (tvOS code: below iOS's).
            // An icon's frame is measured as the button style draws it, padding included.
            // A frame the control's `.contentShape` makes the hit area covers the smaller frames inside it.
            let controlArea = Self.shapedArea(of: chain)
            var size = Self.smallFrame(in: [chain], below: limit, covered: controlArea)
            var styleSized = false, bezelSized = false
            if case let .iconControl(label) = shape, let platform = target?.platform,
                name == "Button" || (name == "NavigationLink" && platform == "watchOS"),
                Self.drawsBezel(call, chain: chain, platform: platform)
            {
                // The glyph sits inside a push button's bezel, which is the target and the control size.
                let labelChain = ModifierChain(endingAt: label)
                let area = Self.shapedArea(of: labelChain).covering(controlArea)
                if size == nil, let glyph = Self.smallFrame(in: [labelChain], below: limit, covered: area) {
                    (size, bezelSized) = (glyph, true)
                }
            } else if case let .iconControl(label) = shape {
                let labelChain = ModifierChain(endingAt: label)
                let area = Self.shapedArea(of: labelChain).covering(controlArea)
                let growth = name == "Button" ? AppliedButtonStyle.growth(for: call, index: context.index) : nil
                if let grown = Self.smallFrame(in: [labelChain], below: limit, grownBy: growth, covered: area) {
                    size = min(size ?? .infinity, grown)
                } else if growth != nil, Self.smallFrame(in: [labelChain], below: limit, covered: area) != nil {
                    styleSized = size == nil
                }
            }
            var decision: Decision
            if styleSized {
                decision = .leftAlone(Reason.styleSized.reason)
            } else if let size {
                decision = decide(
                    call, name: name, shape: shape, size: size, target: target, in: file, context: context)
            } else {
                continue
            }
            // The bezel is the target: neither a report nor a frame grown inside it.
            switch decision {
            case .report, .fix: if bezelSized { decision = .leftAlone(Reason.bezelSized.reason) }
            case .leftAlone: break
            }
            if NeverCreatedView.silences(decision, at: call, context: context) {
                decision = .leftAlone(Reason.neverCreated.reason)
            }
            if !seen.insert(call.id).inserted { continue }
            let span =
                call.positionAfterSkippingLeadingTrivia.utf8Offset..<call.endPositionBeforeTrailingTrivia.utf8Offset
            findings.append(file.record(Self.self, decision, spanning: span))
        }
        return findings
    }

    /// Button styles that draw a bezel around the label on every platform.
    static let borderedStyles: Set<String> = [
        ".bordered", ".borderedProminent", ".glass", ".glassProminent", "BorderedButtonStyle()",
        "BorderedProminentButtonStyle()", ".bordered(.automatic)",
    ]
    /// Button styles that draw a macOS push button's bezel around the label: also the default one.
    static let bezelStyles: Set<String> = borderedStyles.union([".automatic", "DefaultButtonStyle()"])

    /// A button drawn with a system bezel at a regular or large control size: on macOS and watchOS
    /// with no style or a bordered one, elsewhere with a bordered one (iOS draws the default style
    /// without a bezel).
    /// The bezel pads the label to the system's own control size (judged on apps never tuned on: a
    /// 12 pt glyph in a macOS push button, and a 20 pt glyph in an iOS `.bordered` button, reported
    /// although the control around them is a standard system button).
    static func drawsBezel(_ call: FunctionCallExprSyntax, chain: ModifierChain, platform: String) -> Bool {
        let style = AppliedButtonStyle.argument(for: call)?.trimmedText
        // watchOS draws a button with no style as a bordered platter as wide as its slot, as macOS
        // draws a push button's bezel (judged on apps never tuned on: 30 pt glyphs in watch buttons).
        if platform == "macOS" || platform == "watchOS" {
            if let style, !bezelStyles.contains(style) { return false }
        } else {
            guard let style, borderedStyles.contains(style) else { return false }
        }
        return !chain.modifiers.contains { modifier in
            modifier.name == "controlSize"
                && [".mini", ".small"].contains(modifier.call?.arguments.first?.expression.trimmedText ?? "")
        }
    }

    /// An icon-only control, a tapped view that is no `Button` nor inside a control, or neither.
    static func shape(
        of call: FunctionCallExprSyntax, name: String, chain: ModifierChain, context: TransformContext
    ) -> Shape {
        if controls.contains(name), let label = iconLabel(call, context: context) { return .iconControl(label: label) }
        if name != "Button", !ControlNames.isInsideControl(call),
            let gesture = chain.modifiers.first(where: { $0.name == "onTapGesture" })
        {
            return .tappedView(gesture: gesture)
        }
        return .unmeasured(controls.contains(name) ? .notIconOnly : .insideControl)
    }

    /// What to do with a control or tapped view framed at `size`, below the control size: grow
    /// it (iOS code, when enabled), report it, or leave it alone for a named reason.
    func decide(
        _ call: FunctionCallExprSyntax, name: String, shape: Shape, size: Double,
        target: (size: Double, platform: String, isIOSOnly: Bool)?, in file: SourceFile, context: TransformContext
    ) -> Decision {
        guard let target else { return .leftAlone(Reason.focusPlatform.reason) }
        if let reason = Self.inertReason(call) { return .leftAlone(reason.reason) }
        // A 42 pt circle of 44: the HIG size is a guide for a finger, not a line a 2 pt miss crosses
        // (judged noise on apps never tuned on: distinct 42 pt header buttons).
        if size >= target.size * Self.nearShare { return .leftAlone(Reason.nearSize.reason) }
        // Not the only way to its action, or a picker segment at the system's own size.
        if RowTapTarget.sharesRowAction(call) { return .leftAlone(Reason.rowTarget.reason) }
        if case let .tappedView(gesture) = shape, RowTapTarget.isSegment(call, gesture: gesture, size: size) {
            return .leftAlone(Reason.segmentSize.reason)
        }
        // A wrapped AppKit or UIKit control is sized by the system; macOS toolbars size their items.
        if context.index.wrapsNativeControl(name) { return .leftAlone(Reason.nativeControl.reason) }
        let inToolbar = Self.isInToolbar(call)
        if inToolbar, target.platform == "macOS" { return .leftAlone(Reason.macOSToolbar.reason) }
        if inToolbar, target.platform == "iOS", case .iconControl = shape, Self.isBarItem(call) {
            return .leftAlone(Reason.barItem.reason)
        }
        // In a view every place of the project draws as a toolbar's item (`ToolbarItem { RefreshButton() }`).
        if case .iconControl = shape, let owner = EnclosingType.ownerName(of: call),
            context.index.isDrawnOnlyInToolbars(owner)
        {
            return .leftAlone(target.platform == "macOS" ? Reason.macOSToolbar.reason : Reason.barItem.reason)
        }
        let lines = [".frame(minWidth: 44, minHeight: 44)", ".contentShape(Rectangle())"]
        let chain = ModifierChain(startingAt: call)
        let edit: TextEdit?
        let what: String
        switch shape {
        case let .iconControl(label):
            // A control answers to its label: the minimum goes on the label's content.
            let content = ModifierChain(endingAt: label)
            var frames = chain
            frames.modifiers += content.modifiers
            guard !Self.hasMinimumFrame(frames) else { return .leftAlone(Reason.hasMinimumFrame.reason) }
            edit = ModifierInsertion.edit(appending: lines, to: ModifierChain(startingAt: content.root), in: file)
            what = "icon-only \(name)"
        case let .tappedView(gesture):
            // The hit area is that of the view the gesture is attached to: grow it before the gesture.
            guard !Self.hasMinimumFrame(chain) else { return .leftAlone(Reason.hasMinimumFrame.reason) }
            let added = chain.modifiers.contains { $0.name == "contentShape" } ? [lines[0]] : lines
            edit = Self.insertion(of: added, before: gesture.member, in: file)
            what = "tappable \(name)"
        case let .unmeasured(reason):
            return .leftAlone(reason.reason)
        }
        let message =
            "touch target is \(PointSize.text(size)) pt, below the \(PointSize.text(target.size)) × \(PointSize.text(target.size)) pt \(target.platform) \(target.platform == "macOS" ? "minimum" : "control size")"
        // Padding around a plain button that is not part of it: moved into the label, it lays out the
        // same and answers taps, whatever the platform, the row or the siblings.
        if case let .iconControl(label) = shape, name == "Button",
            let outside = PaddingOutsideLabel(button: call, chain: chain, size: size, target: target.size),
            let edits = outside.edits(label: ModifierChain(endingAt: label), in: file)
        {
            let padding = outside.text
            return .fix(
                message: message
                    + "; its \(padding) is outside the button: move it into the label with .contentShape(Rectangle()) (the layout stays)",
                Fix(
                    edits: edits,
                    summary:
                        "\(padding) moved into the label of icon-only \(name) framed at \(PointSize.text(size)) pt",
                    isInferred: false))
        }
        // The fix changes the layout: iOS code only, and never for one of several small
        // controls side by side that could not all get it, nor where a 44 pt frame would
        // grow a design: a button style that pads its label, a fixed-height row, a toolbar.
        guard target.isIOSOnly, let edit, Self.siblingsCanAllGrow(call, context: context), !inToolbar,
            !Self.hasCustomButtonStyle(chain), !Self.isInFixedHeightRow(call)
        else {
            return .report(message + "; grow its hit area or its frame (check the design)")
        }
        return .fix(
            message: message + "; add .frame(minWidth: 44, minHeight: 44).contentShape(Rectangle())",
            Fix(
                edits: [edit], summary: "44 × 44 pt touch area for \(what) framed at \(PointSize.text(size)) pt",
                isInferred: false))
    }

    /// A control nobody operates: always disabled, or a `Button` whose action is empty (judged on
    /// real apps, both were reported as small targets).
    static func inertReason(_ call: FunctionCallExprSyntax) -> Reason? {
        let chain = ModifierChain(startingAt: call)
        if chain.modifiers.contains(where: {
            $0.name == "disabled" && $0.call?.arguments.first?.expression.trimmedText == "true"
        }) {
            return .disabled
        }
        guard call.calleeName == "Button" else { return nil }
        let action =
            call.argument(labeled: "action")?.expression.as(ClosureExprSyntax.self)
            ?? (call.closure(labeled: "label") != nil || call.argument(labeled: "action") == nil
                ? call.trailingClosure : nil)
        return action?.statements.isEmpty == true ? .emptyAction : nil
    }

    /// HIG sizes by platform: iOS, iPadOS and watchOS 44 pt and visionOS 60 pt controls; macOS
    /// controls are smaller by design (28 pt regular, down to the 20 pt minimum of small and
    /// mini controls), so only what is below the minimum is reported. tvOS works by focus.
    static let defaultSizes: [String: Double] = ["iOS": 44, "watchOS": 44, "visionOS": 60, "macOS": 20]
    /// Of the platforms a multiplatform file builds for, the one its unconditional code is measured for.
    static let primaryPlatforms = ["iOS", "macOS", "visionOS", "watchOS"]

    /// The control size for `call`: the largest of the platforms its innermost `#if os(…)`
    /// names; outside any, the primary one the project builds it for (iOS before macOS,
    /// visionOS and watchOS: judged on real apps, shared iOS and visionOS code was measured
    /// against visionOS's 60 pt), else the file's imports. Nil for tvOS-only code.
    static func defaultSize(of call: FunctionCallExprSyntax, in file: SourceFile, context: TransformContext) -> (
        size: Double, platform: String, isIOSOnly: Bool
    )? {
        let conditional = PlatformResolver.conditionalPlatformNames(of: Syntax(call))
        var names = conditional ?? Set((context.targets.platforms ?? []).map(\.rawValue))
        if conditional == nil, let primary = primaryPlatforms.first(where: names.contains),
            let size = defaultSizes[primary]
        {
            return (size, primary, names == ["iOS"])
        }
        if names.isEmpty {
            switch PlatformResolver.platform(of: call, in: file) {
            case .iOS: names = ["iOS"]
            case .macOS: names = ["macOS"]
            case .other: return nil
            }
        }
        let sizes = names.compactMap { name in defaultSizes[name].map { (size: $0, platform: name) } }
        guard let largest = sizes.max(by: { $0.size < $1.size || $0.size == $1.size && $0.platform > $1.platform })
        else { return nil }
        return (largest.size, largest.platform, names == ["iOS"])
    }

    /// Whether every control beside `call` in its stack is small too and can be grown the same
    /// way: growing three of six icons in a bar spaces them unevenly.
    static func siblingsCanAllGrow(_ call: FunctionCallExprSyntax, context: TransformContext) -> Bool {
        guard let statement = call.ancestor(CodeBlockItemSyntax.self),
            let list = statement.parent?.as(CodeBlockItemListSyntax.self),
            list.count > 1
        else { return true }
        for sibling in list where sibling.id != statement.id {
            guard case let .expr(expression) = sibling.item,
                let root = ModifierChain(endingAt: expression).root.as(FunctionCallExprSyntax.self),
                let name = root.calleeName,
                controls.contains(name)
            else { continue }
            let chain = ModifierChain(startingAt: root)
            var frames = chain
            if let label = iconLabel(root, context: context) {
                frames.modifiers += ModifierChain(endingAt: label).modifiers
            }
            if hasMinimumFrame(frames) { continue }
            guard let label = iconLabel(root, context: context),
                smallFrame(in: [chain, ModifierChain(endingAt: label)], below: minimum) != nil
            else { return false }
        }
        return true
    }

    /// The single view a control's label closure draws, when that is made of images only.
    static func iconLabel(_ call: FunctionCallExprSyntax, context: TransformContext) -> ExprSyntax? {
        for closure in [call.closure(labeled: "label"), call.trailingClosure].compactMap({ $0 }) {
            guard ImageContent.images(in: closure, initializers: context.iconInitializers) != nil,
                closure.statements.count == 1, case let .expr(expression)? = closure.statements.first?.item
            else { continue }
            return expression
        }
        return nil
    }

    /// Lines placed before a modifier: on lines of their own when it starts a line, else inline.
    static func insertion(of lines: [String], before member: MemberAccessExprSyntax, in file: SourceFile) -> TextEdit {
        let period = member.period
        let offset = period.positionAfterSkippingLeadingTrivia.utf8Offset
        guard period.leadingTrivia.contains(where: \.isNewline) else { return .insert(lines.joined(), at: offset) }
        let indentation = file.indentation(ofLineContaining: offset)
        return .insert(lines.map { $0 + file.lineEnding + indentation }.joined(), at: offset)
    }

    /// The smallest literal width or height below `limit` of a `.frame(width:height:)`, with the
    /// padding applied after it in the same chain (`.frame(height: 21).padding(.vertical, 3)` is 27)
    /// and, for a button's label, what its style adds.
    /// A frame inside the `covered` hit area measures as that area in each direction.
    static func smallFrame(
        in chains: [ModifierChain], below limit: Double, grownBy growth: StyleGrowth? = nil,
        covered: HitArea = HitArea()
    ) -> Double? {
        var smallest: Double?
        for chain in chains {
            for (index, modifier) in chain.modifiers.enumerated() where modifier.name == "frame" {
                let after = chain.modifiers[(index + 1)...].compactMap { modifier -> Padding? in
                    guard let call = modifier.call else { return nil }
                    if modifier.name == "padding" { return Padding(call) }
                    return modifier.name == "contentShape" ? Padding(outsetOf: call) : nil
                }
                for argument in modifier.call?.arguments ?? [] {
                    let label = argument.label?.text
                    guard label == "width" || label == "height", let value = argument.expression.numberLiteralValue
                    else { continue }
                    var size = value + after.reduce(0) { $0 + (label == "width" ? $1.width : $1.height) }
                    if let growth { size = growth.grown(size, isWidth: label == "width") }
                    size = max(size, label == "width" ? covered.width : covered.height)
                    if size < limit, size < (smallest ?? .infinity) { smallest = size }
                }
            }
        }
        return smallest
    }

    /// The width and height of a hit area a `.contentShape` sets; 0 where none is known.
    struct HitArea {
        var width: Double = 0
        var height: Double = 0

        /// The larger of two areas in each direction: a label's own shape, and its control's around it.
        func covering(_ other: HitArea) -> HitArea {
            HitArea(width: max(width, other.width), height: max(height, other.height))
        }
    }

    /// The hit area a chain's last `.contentShape` gives it: the largest frame before it in each
    /// direction, with the padding between them and the shape's outset. `.frame(width: 44, height: 44)
    /// .contentShape(Rectangle())` on a button, or `.frame(maxWidth: .infinity, maxHeight: 62)
    /// .contentShape(.rect)` on its label, makes that whole frame the target, whatever the glyph
    /// inside measures (judged on unseen apps: the inner glyph's frame was reported).
    static func shapedArea(of chain: ModifierChain) -> HitArea {
        guard let shape = chain.modifiers.lastIndex(where: { $0.name == "contentShape" }) else { return HitArea() }
        var area = HitArea()
        for index in chain.modifiers[..<shape].indices where chain.modifiers[index].name == "frame" {
            let after = chain.modifiers[(index + 1)...shape].compactMap { modifier -> Padding? in
                guard let call = modifier.call else { return nil }
                if modifier.name == "padding" { return Padding(call) }
                return modifier.name == "contentShape" ? Padding(outsetOf: call) : nil
            }
            for argument in chain.modifiers[index].call?.arguments ?? [] {
                let label = argument.label?.text ?? ""
                let isWidth = ["width", "minWidth", "maxWidth"].contains(label)
                guard isWidth || ["height", "minHeight", "maxHeight"].contains(label) else { continue }
                let value: Double? =
                    argument.expression.trimmedText.hasSuffix(".infinity")
                    ? Double.infinity : argument.expression.numberLiteralValue
                guard let value else { continue }
                let size = value + after.reduce(0) { $0 + (isWidth ? $1.width : $1.height) }
                if isWidth { area.width = max(area.width, size) } else { area.height = max(area.height, size) }
            }
        }
        return area
    }

    /// What a `.padding(…)` adds to a view's width and height; unknown lengths add nothing.
    struct Padding {
        var width: Double = 0
        var height: Double = 0
        /// SwiftUI's default padding.
        static let standard: Double = 16

        /// `.contentShape(Rectangle().inset(by: -10))`: a hit area that reaches past the view.
        init?(outsetOf call: FunctionCallExprSyntax) {
            let text = call.arguments.trimmedText.filter { !$0.isWhitespace }
            guard let start = text.range(of: ".inset(by:-") else { return nil }
            guard let amount = Double(text[start.upperBound...].prefix { $0.isNumber || $0 == "." }) else {
                return nil
            }
            width = 2 * amount
            height = 2 * amount
        }

        init(_ call: FunctionCallExprSyntax) {
            let arguments = Array(call.arguments)
            // `.padding()`, `.padding(8)`, `.padding(.vertical)`, `.padding(.vertical, 3)`, `.padding([.top, .bottom], 2)`.
            var edges = ".all"
            var amount: Double? = Self.standard
            if arguments.count == 1 {
                if let length = arguments[0].expression.numberLiteralValue {
                    amount = length
                } else {
                    edges = arguments[0].expression.trimmedText
                }
            } else if arguments.count == 2 {
                edges = arguments[0].expression.trimmedText
                amount = arguments[1].expression.numberLiteralValue
            }
            guard let amount, edges.hasPrefix(".") || edges.hasPrefix("[") else { return }
            for edge in edges.split(whereSeparator: { !$0.isLetter }) {
                switch edge {
                case "all":
                    width += 2 * amount
                    height += 2 * amount
                case "horizontal": width += 2 * amount
                case "vertical": height += 2 * amount
                case "leading", "trailing": width += amount
                case "top", "bottom": height += amount
                default: break
                }
            }
        }
    }

    /// Inside `.toolbar { }`, a `ToolbarItem` or a `ToolbarItemGroup`: the bar lays its items out.
    static func isInToolbar(_ call: FunctionCallExprSyntax) -> Bool {
        var node = Syntax(call)
        while let parent = node.parent, !parent.is(MemberBlockSyntax.self) {
            // Inside the call's closures or arguments, not the view `.toolbar` is applied to.
            if let enclosing = parent.as(FunctionCallExprSyntax.self), node.id != enclosing.calledExpression.id,
                ["ToolbarItem", "ToolbarItemGroup", "toolbar"].contains(
                    enclosing.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? enclosing
                        .calleeName ?? "")
            {
                return true
            }
            node = parent
        }
        return false
    }

    /// Placements of an iOS toolbar item in a navigation bar or a bottom toolbar, where each
    /// control becomes a bar button item.
    static let barPlacements: Set<String> = [
        "automatic", "navigationBarLeading", "navigationBarTrailing", "topBarLeading", "topBarTrailing",
        "cancellationAction", "confirmationAction", "primaryAction", "destructiveAction", "navigation", "bottomBar",
    ]

    /// A control that is a whole item of a bar: a statement of its own in `ToolbarItem(placement:
    /// .topBarLeading) { … }`, a `ToolbarItemGroup` or `.toolbar { … }` with a bar placement (or
    /// none, which is the navigation bar's). A control laid out with others in one item (an
    /// `HStack`) or in `.principal` is a custom view the bar does not size.
    static func isBarItem(_ call: FunctionCallExprSyntax) -> Bool {
        guard let statement = call.ancestor(CodeBlockItemSyntax.self),
            statement.item.as(ExprSyntax.self).map({ ModifierChain(endingAt: $0).root.id == Syntax(call).id }) == true,
            let closure = statement.parent?.parent?.as(ClosureExprSyntax.self)
        else { return false }
        let owner =
            closure.parent?.as(FunctionCallExprSyntax.self)
            ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
        guard let owner else { return false }
        let name = owner.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? owner.calleeName
        switch name {
        case "toolbar":
            return owner.calledExpression.is(MemberAccessExprSyntax.self)
        case "ToolbarItem", "ToolbarItemGroup":
            guard let placement = owner.argument(labeled: "placement")?.expression else { return true }
            guard let member = placement.as(MemberAccessExprSyntax.self),
                member.base == nil || member.base?.trimmedText == "ToolbarItemPlacement"
            else { return false }
            return barPlacements.contains(member.declName.baseName.text)
        default:
            return false
        }
    }

    /// `.buttonStyle(.compound(…))`, `.buttonStyle(PillStyle())`: a style that may pad or size the
    /// label itself (judged on real apps: the 44 pt frame made a 50 pt button). `.plain` does not.
    static func hasCustomButtonStyle(_ chain: ModifierChain) -> Bool {
        chain.modifiers.contains { modifier in
            guard modifier.name == "buttonStyle", let style = modifier.call?.arguments.first?.expression.trimmedText
            else { return false }
            return ![".plain", "PlainButtonStyle()", ".borderless", "BorderlessButtonStyle()"].contains(style)
        }
    }

    /// In a stack or row framed to a literal height: a 44 pt control would not fit it.
    static func isInFixedHeightRow(_ call: FunctionCallExprSyntax) -> Bool {
        var current = Syntax(call).parent
        while let node = current, !node.is(MemberBlockSyntax.self) {
            if let closure = node.as(ClosureExprSyntax.self),
                let owner = closure.parent?.as(FunctionCallExprSyntax.self),
                ModifierChain(startingAt: owner).modifiers.contains(where: { modifier in
                    modifier.name == "frame"
                        && modifier.call?.arguments.contains {
                            $0.label?.text == "height" && $0.expression.numberLiteralValue != nil
                        } == true
                })
            {
                return true
            }
            current = node.parent
        }
        return false
    }

    /// Both a `minWidth` and a `minHeight` of at least 44, in one `.frame` or several.
    static func hasMinimumFrame(_ chain: ModifierChain) -> Bool {
        func has(_ label: String) -> Bool {
            chain.modifiers.contains { modifier in
                modifier.name == "frame"
                    && (modifier.call?.arguments.contains {
                        $0.label?.text == label && ($0.expression.numberLiteralValue ?? 0) >= minimum
                    } ?? false)
            }
        }
        return has("minWidth") && has("minHeight")
    }
}
