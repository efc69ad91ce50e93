import SwiftSyntax

/// Enlarges small tap targets to Apple's 44 × 44 pt minimum on iOS.
///
/// Icon-only controls and views with `.onTapGesture` whose `.frame(width:height:)` has a literal
/// below 44 get `.frame(minWidth: 44, minHeight: 44)` and `.contentShape(Rectangle())` where they
/// widen what answers taps: on the control's label content, or before `.onTapGesture`. macOS code
/// is skipped (its minimum is smaller), and so are views that already set both 44 pt minimums.
public struct TouchTarget: Transform {
    public static let descriptor = TransformDescriptor(
        id: "touch-target",
        summary: "Grows icon-only controls and tap-gesture views framed below 44 pt to a 44 × 44 pt touch area",
        frameworks: [.swiftUI],
        deviceTests: [.voiceControl, .switchControl],
        tier: .degradesExperience,
        problem: "touch targets below 44 × 44 pt"
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
            guard let name = call.calleeName, PlatformResolver.platform(of: call, in: file) == .iOS else { continue }
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
                edit = Self.insertion(of: lines, before: gesture.member, in: file)
                what = "tappable \(name)"
            } else {
                continue
            }
            guard let size = Self.smallFrame(in: frames), let edit else { continue }
            findings.append(file.finding(Self.self, at: call, message:
                "touch target is \(PointSize.text(size)) pt, below the 44 × 44 pt minimum; add .frame(minWidth: 44, minHeight: 44).contentShape(Rectangle())",
                fix: Fix(edits: [edit], summary: "44 × 44 pt touch area for \(what) framed at \(PointSize.text(size)) pt", isInferred: false)))
        }
        return findings
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

    /// The smallest literal width or height below 44 in the chain's `.frame(width:height:)`.
    static func smallFrame(in chain: ModifierChain) -> Double? {
        var smallest: Double?
        for modifier in chain.modifiers where modifier.name == "frame" {
            for argument in modifier.call?.arguments ?? [] where argument.label?.text == "width" || argument.label?.text == "height" {
                if let value = argument.expression.numberLiteralValue, value < minimum, value < (smallest ?? .infinity) { smallest = value }
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
