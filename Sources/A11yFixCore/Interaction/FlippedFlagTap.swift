import A11yFixSyntax
import SwiftSyntax

/// An icon whose tap flips a mode flag of its view (`compact = !compact`, `grid.toggle()`), beside
/// a buzz and writes that keep the new value (`settings.compactByFeed[id] = compact`): it is a
/// toggle button for that mode, named by the flag and selected while the flag holds ("Compact,
/// selected"). Flags that show, open or present something, or say a state in other words (`isX`,
/// `showX`, `menuOpen`, `expanded`, `pickingSymbol`), are left to the rules for those.
enum FlippedFlagTap {
    /// The flag (`compact`) and its words as a label (`Compact`).
    static func flag(of action: ExprSyntax?) -> (name: String, phrase: String)? {
        guard let tap = TapAction(action), tap.functionName == nil else { return nil }
        let effects = tap.effects.filter { !NonButtonTap.isDecorativeCall($0) }
        var flipped: [String] = []
        var stored: [String] = []
        for effect in effects {
            guard let expression = effect.syntax.as(ExprSyntax.self) else { return nil }
            if let call = effect.call, let method = call.calledExpression.as(MemberAccessExprSyntax.self),
                method.declName.baseName.text == "toggle", call.arguments.isEmpty, call.trailingClosure == nil,
                let base = method.base
            {
                // `toggle()` is any type's method (an enum's next case); only a Bool is a flag.
                guard Self.isDeclaredBool(base.trimmedText, around: call) else { return nil }
                flipped.append(base.trimmedText)
            } else if let target = expression.assignmentTarget,
                let value = expression.as(SequenceExprSyntax.self)?.elements.last
            {
                if let negated = value.as(PrefixOperatorExprSyntax.self), negated.operator.text == "!",
                    negated.expression.trimmedText == target.trimmedText
                {
                    flipped.append(target.trimmedText)
                } else {
                    stored.append(value.trimmedText)
                }
            } else {
                return nil
            }
        }
        guard flipped.count == 1, var name = flipped.first, stored.allSatisfy({ $0 == name || $0 == "self." + name })
        else { return nil }
        if name.hasPrefix("self.") { name.removeFirst(5) }
        guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        let words = ReadableName.words(of: name).map { $0.lowercased() }
        guard let first = words.first, !leadingStateWords.contains(first),
            !words.contains(where: { stateWords.contains($0) || ReadableName.stateWords.contains($0) }),
            // `pickingSymbol`, `searching`: an activity under way, which the tap starts or shows.
            !words.contains(where: { $0.hasSuffix("ing") }),
            let phrase = ReadableName.sentence(words)
        else { return nil }
        return (name, phrase)
    }

    /// Whether the type around `node` declares `name` (or `self.name`) as a `Bool`: annotated so, or
    /// set to a `true`/`false` literal.
    static func isDeclaredBool(_ name: String, around node: some SyntaxProtocol) -> Bool {
        let property = name.hasPrefix("self.") ? String(name.dropFirst(5)) : name
        var parent = node.parent
        while let current = parent, current.asProtocol(DeclGroupSyntax.self) == nil { parent = current.parent }
        guard let group = parent?.asProtocol(DeclGroupSyntax.self) else { return false }
        for member in group.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings
            where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == property {
                if let type = binding.typeAnnotation?.type.trimmedDescription { return type == "Bool" }
                return binding.initializer?.value.is(BooleanLiteralExprSyntax.self) == true
            }
        }
        return false
    }

    /// First words of a flag that asks or shows rather than names a mode.
    static let leadingStateWords: Set<String> = [
        "is", "has", "should", "can", "show", "shows", "showing", "hide", "hides", "present", "display", "needs",
        "did", "will", "was",
    ]

    /// Words of a flag that says something is open, shown or running: chrome, disclosure and playback
    /// have rules of their own.
    static let stateWords: Set<String> = [
        "open", "opened", "closed", "showing", "visible", "hidden", "presented", "expanded", "collapsed", "editing",
        "playing", "paused", "running", "loading", "on", "off", "active", "menu", "sheet", "popover", "alert",
        "controls", "overlay", "trigger", "animate", "animating", "animation", "flag", "toggle", "toggled",
        // Words that name no mode at all: "State" would say nothing.
        "state", "mode", "value", "status", "option", "setting", "settings",
    ]
}
