import SwiftSyntax

/// Reports tap targets framed below the platform's default control size (Apple HIG: iOS, iPadOS
/// and watchOS 44 pt, visionOS 60 pt, macOS 28 pt; tvOS works by focus and is skipped).
///
/// The fix grows the layout, not only the hit area: `.frame(minWidth: 44, minHeight: 44)` and
/// `.contentShape(Rectangle())` on an icon-only control's label, or before `.onTapGesture`. Judged
/// on real apps, that changed designs (rows grew, a bar of icons spread unevenly), so it is
/// opt-in (`--enable touch-target`); by default the places are reported. When enabled it applies
/// to iOS code only, to all small controls of one stack or to none, and never adds a second
/// `.contentShape`.
public struct TouchTarget: Transform {
    public static let descriptor = TransformDescriptor(
        id: "touch-target",
        summary: "Reports controls framed below the platform's control size; opt-in: grows them to 44 × 44 pt on iOS",
        frameworks: [.swiftUI],
        deviceTests: [.voiceControl, .switchControl],
        isOptIn: true,
        tier: .degradesExperience,
        problem: "touch targets below the platform's control size"
    )

    static let minimum: Double = 44
    static let controls: Set<String> = ["Button", "NavigationLink", "Menu", "Link", "Toggle", "ShareLink"]

    public init() {}

    public func findings(in file: SourceFile, context: TransformContext) -> [Finding] {
        // The controls (Button, NavigationLink, Link, ShareLink, Menu, Toggle) or a tap gesture.
        guard file.containsAny("Button", "Link", "Menu", "Toggle", "onTapGesture") else { return [] }
        var findings: [Finding] = []
        let lines = [".frame(minWidth: 44, minHeight: 44)", ".contentShape(Rectangle())"]
        for candidate in file.functionCalls {
            // Cheap filters first: a control's initializer, or an `.onTapGesture` whose view we find from it.
            let call: FunctionCallExprSyntax
            if let name = candidate.calleeName, Self.controls.contains(name) {
                call = candidate
            } else if let member = candidate.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "onTapGesture",
                      let base = member.base, let root = ModifierChain(endingAt: base).root.as(FunctionCallExprSyntax.self) {
                call = root
            } else {
                continue
            }
            guard let name = call.calleeName, let target = Self.defaultSize(of: call, in: file, context: context) else { continue }
            let chain = ModifierChain(startingAt: call)
            let edit: TextEdit?
            let what: String
            var frames = chain
            if Self.controls.contains(name), let label = Self.iconLabel(call, context: context) {
                // A control answers to its label: the minimum goes on the label's content.
                let content = ModifierChain(endingAt: label)
                frames.modifiers += content.modifiers
                guard !Self.hasMinimumFrame(frames) else { continue }
                edit = ModifierInsertion.edit(appending: lines, to: ModifierChain(startingAt: content.root), in: file)
                what = "icon-only \(name)"
            } else if name != "Button", !ControlNames.isInsideControl(call),
                      let gesture = chain.modifiers.first(where: { $0.name == "onTapGesture" }) {
                // The hit area is that of the view the gesture is attached to: grow it before the gesture.
                guard !Self.hasMinimumFrame(chain) else { continue }
                let added = chain.modifiers.contains { $0.name == "contentShape" } ? [lines[0]] : lines
                edit = Self.insertion(of: added, before: gesture.member, in: file)
                what = "tappable \(name)"
            } else {
                continue
            }
            guard let size = Self.smallFrame(in: frames, below: target.size) else { continue }
            let message = "touch target is \(PointSize.text(size)) pt, below the \(PointSize.text(target.size)) × \(PointSize.text(target.size)) pt \(target.platform) control size"
            // The fix changes the layout: iOS code only, and never for one of several small
            // controls side by side that could not all get it.
            guard target.isIOSOnly, let edit, Self.siblingsCanAllGrow(call, context: context) else {
                findings.append(file.finding(Self.self, at: call, message: message + "; grow its hit area or its frame (check the design)"))
                continue
            }
            findings.append(file.finding(Self.self, at: call, message:
                message + "; add .frame(minWidth: 44, minHeight: 44).contentShape(Rectangle())",
                fix: Fix(edits: [edit], summary: "44 × 44 pt touch area for \(what) framed at \(PointSize.text(size)) pt", isInferred: false)))
        }
        return findings
    }

    /// HIG default control sizes by platform; tvOS works by focus, not touch.
    static let defaultSizes: [String: Double] = ["iOS": 44, "watchOS": 44, "visionOS": 60, "macOS": 28]

    /// The largest default control size of the platforms `call` builds for (`#if os(…)`, the
    /// project's targets, else the file's imports), with the platform it belongs to; nil for
    /// tvOS-only code.
    static func defaultSize(of call: FunctionCallExprSyntax, in file: SourceFile, context: TransformContext) -> (size: Double, platform: String, isIOSOnly: Bool)? {
        var names = PlatformResolver.conditionalPlatformNames(of: Syntax(call)) ?? Set((context.targets.platforms ?? []).map(\.rawValue))
        if names.isEmpty {
            switch PlatformResolver.platform(of: call, in: file) {
            case .iOS: names = ["iOS"]
            case .macOS: names = ["macOS"]
            case .other: return nil
            }
        }
        let sizes = names.compactMap { name in defaultSizes[name].map { (size: $0, platform: name) } }
        guard let largest = sizes.max(by: { $0.size < $1.size || $0.size == $1.size && $0.platform > $1.platform }) else { return nil }
        return (largest.size, largest.platform, names == ["iOS"])
    }

    /// Whether every control beside `call` in its stack is small too and can be grown the same
    /// way: growing three of six icons in a bar spaces them unevenly.
    static func siblingsCanAllGrow(_ call: FunctionCallExprSyntax, context: TransformContext) -> Bool {
        guard let statement = call.ancestor(CodeBlockItemSyntax.self), let list = statement.parent?.as(CodeBlockItemListSyntax.self),
              list.count > 1 else { return true }
        for sibling in list where sibling.id != statement.id {
            guard case let .expr(expression) = sibling.item,
                  let root = ModifierChain(endingAt: expression).root.as(FunctionCallExprSyntax.self), let name = root.calleeName,
                  controls.contains(name) else { continue }
            let chain = ModifierChain(startingAt: root)
            var frames = chain
            if let label = iconLabel(root, context: context) { frames.modifiers += ModifierChain(endingAt: label).modifiers }
            if hasMinimumFrame(frames) { continue }
            guard iconLabel(root, context: context) != nil, smallFrame(in: frames, below: minimum) != nil else { return false }
        }
        return true
    }

    /// The single view a control's label closure draws, when that is made of images only.
    static func iconLabel(_ call: FunctionCallExprSyntax, context: TransformContext) -> ExprSyntax? {
        for closure in [call.closure(labeled: "label"), call.trailingClosure].compactMap({ $0 }) {
            guard ImageContent.images(in: closure, initializers: context.iconInitializers) != nil,
                  closure.statements.count == 1, case let .expr(expression)? = closure.statements.first?.item else { continue }
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

    /// The smallest literal width or height below `limit` in the chain's `.frame(width:height:)`.
    static func smallFrame(in chain: ModifierChain, below limit: Double) -> Double? {
        var smallest: Double?
        for modifier in chain.modifiers where modifier.name == "frame" {
            for argument in modifier.call?.arguments ?? [] where argument.label?.text == "width" || argument.label?.text == "height" {
                if let value = argument.expression.numberLiteralValue, value < limit, value < (smallest ?? .infinity) { smallest = value }
            }
        }
        return smallest
    }

    /// Both a `minWidth` and a `minHeight` of at least 44, in one `.frame` or several.
    static func hasMinimumFrame(_ chain: ModifierChain) -> Bool {
        func has(_ label: String) -> Bool {
            chain.modifiers.contains { modifier in
                modifier.name == "frame" && (modifier.call?.arguments.contains { $0.label?.text == label && ($0.expression.numberLiteralValue ?? 0) >= minimum } ?? false)
            }
        }
        return has("minWidth") && has("minHeight")
    }
}
