import A11yFixSyntax
import SwiftSyntax

/// A row of a `ForEach` whose colour alone shows which element is the chosen one:
///
///     ForEach(tabs, id: \.self) { tab in
///         Button { selectedTab = tab } label: { Label(tab.title, systemImage: tab.icon) }
///             .listRowBackground(RoundedRectangle(cornerRadius: 5).fill(selectedTab == tab ? .accentColor : .clear))
///     }
///
/// The colour follows a comparison of the repeated element with a selection, so the state is a
/// choice among alternatives: selection-trait gives the row `.isSelected` under that condition,
/// and voiceover-review, which would report the colour as the only signal, leaves it to that fix.
/// The compared value must hold a selection (named for one, or set by the row) and the condition
/// must be no passing look (`hovered == item`): a highlight is no choice.
/// Judged on real apps, such a sidebar was reported where the trait was a safe fix. A colour that
/// follows the element's own state (`item.isDone`) is no choice and stays a finding.
///
/// So is a tab or segment `Button` outside a `ForEach` (a helper draws each tab) coloured by a flag
/// named for a choice (`isSelected`) or a comparison with a selection it sets (`activeIndex = index`):
/// judged on unseen apps, a palette tab whose accent colour alone said it was the active one.
enum SelectionColour {
    /// Modifiers that colour a view or the shape behind it.
    static let colouring: Set<String> = [
        "foregroundStyle", "foregroundColor", "fill", "background", "tint", "listRowBackground", "stroke",
        "strokeBorder", "border",
    ]

    /// The condition under which `control`, a row of a `ForEach`, is coloured as the chosen element
    /// (`selectedTab == tab`), or under which a tab or segment `Button` is coloured as the chosen
    /// one (`isSelected`, `index == activeIndex`); nil when it is neither, or no colour of it
    /// compares the element with a selection.
    ///
    /// With `tapped`, also a custom segment or tile: a view tapped with `.onTapGesture` outside a
    /// `ForEach`, which tap-gesture-button gives `.isSelected` with its button trait (judged on unseen
    /// apps: a segment whose fill alone said it was the chosen one).
    static func condition(for control: FunctionCallExprSyntax, tapped: Bool = false) -> String? {
        let chain = ModifierChain(startingAt: control)
        let element = repeatedElement(of: chain.outermost)
        guard element != nil || control.calleeName == "Button" || tapped && chain.has("onTapGesture") else {
            return nil
        }
        // A secondary button inside a row's label ("Pin" in a sort row) is no option: the row that sets
        // the selection is (judged wrong on unseen apps: "Pin, selected" for the current sort).
        if control.calleeName == "Button", ControlNames.isInsideControl(control) { return nil }
        for modifier in chain.modifiers {
            guard let call = modifier.call, colouring.contains(modifier.name) || modifier.name == "overlay" else {
                continue
            }
            for token in call.arguments.tokens(viewMode: .sourceAccurate) where token.tokenKind == .infixQuestionMark {
                guard let condition = colourCondition(at: token), VoiceOverReview.isPersistentState(condition) else {
                    continue
                }
                if let element {
                    guard let selection = selection(comparedWith: element, in: condition),
                        isSelection(selection, of: element, control: chain.outermost.trimmedText)
                    else { continue }
                } else if !isChosenButton(condition, control: control) {
                    continue
                }
                return condition
            }
        }
        if tapped, let backdrop = backdropCondition(of: control, element: element) { return backdrop }
        return control.calleeName == "Button" ? labelCondition(of: control) : nil
    }

    /// The condition of the fill of a tapped `ZStack`'s first layer, a shape drawn behind the rest
    /// (`ZStack { RoundedRectangle(cornerRadius: 8).fill(isSelected ? .accentColor.opacity(0.15) :
    /// .clear); content }`): a background written as a layer, read as `.background` is (judged on
    /// unseen apps: template rows whose fill alone said which was chosen).
    static func backdropCondition(of control: FunctionCallExprSyntax, element: String?) -> String? {
        guard control.calleeName == "ZStack", let first = control.trailingClosure?.statements.first,
            case let .expr(layer) = first.item,
            let shape = ModifierChain(endingAt: layer).root.as(FunctionCallExprSyntax.self),
            VoiceOverReview.shapes.contains(shape.calleeName ?? "")
        else { return nil }
        for modifier in ModifierChain(startingAt: shape).modifiers where colouring.contains(modifier.name) {
            guard let call = modifier.call else { continue }
            for token in call.arguments.tokens(viewMode: .sourceAccurate) where token.tokenKind == .infixQuestionMark {
                guard let condition = colourCondition(at: token), VoiceOverReview.isPersistentState(condition)
                else { continue }
                if let element {
                    guard let selection = selection(comparedWith: element, in: condition),
                        isSelection(
                            selection, of: element, control: ModifierChain(startingAt: control).outermost.trimmedText)
                    else { continue }
                } else if !isChosenButton(condition, control: control) {
                    continue
                }
                return condition
            }
        }
        return nil
    }

    /// The condition that colours a part of `button`'s label (a dot, an icon, the row's fill) when it
    /// compares the value the button's action sets with what it sets it to (`selected = option` and
    /// `selected == option`): the button is that option, and the colour says it is the chosen one
    /// (judged on unseen apps: a camera list and a sort list whose chosen row only a colour showed).
    ///
    /// Also a flag named for a choice colouring the label (`isSelected ? .blue : .clear` in a tab
    /// `Button(action: action)` of a view of its own), and a comparison in a helper of the type that
    /// the label calls (`segmentContent(for: mode)`) when the action sets what it compares (judged on
    /// unseen apps: tabs and segments whose fill or underline alone said which one was chosen).
    static func labelCondition(of button: FunctionCallExprSyntax) -> String? {
        guard let label = button.closure(labeled: "label") ?? button.trailingClosure else { return nil }
        // Each ternary with the code it is read below: the label, or a helper's body.
        let marks = label.tokens(viewMode: .sourceAccurate).map { ($0, Syntax(label)) }
        for (token, root) in marks where token.tokenKind == .infixQuestionMark {
            guard !isInsideNestedControl(token, below: root), isColouringArgument(token, below: root),
                let condition = colourCondition(at: token), VoiceOverReview.isPersistentState(condition),
                isChoiceFlag(condition)
            else { continue }
            return condition
        }
        guard
            let action = button.closure(labeled: "action")
                ?? (button.trailingClosure == label ? nil : button.trailingClosure)
                ?? button.arguments.first(where: { $0.label == nil })?.expression.as(ClosureExprSyntax.self)
        else { return nil }
        let actionText = squashed(action.trimmedText)
        let helperMarks = helperBodies(calledIn: label).flatMap { body in
            body.tokens(viewMode: .sourceAccurate).map { ($0, Syntax(body)) }
        }
        for (token, root) in marks + helperMarks where token.tokenKind == .infixQuestionMark {
            guard !isInsideNestedControl(token, below: root), isColouringArgument(token, below: root),
                let condition = colourCondition(at: token), VoiceOverReview.isPersistentState(condition),
                let range = condition.range(of: "=="), !condition.includes("&&"), !condition.includes("||")
            else { continue }
            let sides = [condition[..<range.lowerBound], condition[range.upperBound...]].map {
                squashed(String($0))
            }
            guard !sides.contains(where: \.isEmpty),
                actionText.includes(sides[0] + "=" + sides[1]) || actionText.includes(sides[1] + "=" + sides[0])
            else { continue }
            return condition
        }
        return nil
    }

    /// A flag named for a choice (`isSelected`, `tab.isCurrent`), no status (`isDownloaded`).
    static func isChoiceFlag(_ condition: String) -> Bool {
        guard condition.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return false }
        let words = condition.split { !$0.isLetter && !$0.isNumber }
            .flatMap { ReadableName.words(of: String($0)).map { $0.lowercased() } }
        guard !words.contains(where: SelectionChoice.statusWords.contains), let last = words.last else { return false }
        return chosenWords.contains(last)
    }

    /// The bodies of the type's helper methods that `label` calls (`segmentContent(for: mode)`).
    static func helperBodies(calledIn label: ClosureExprSyntax) -> [CodeBlockSyntax] {
        guard let block = label.ancestor(MemberBlockSyntax.self) else { return [] }
        let called = Set(
            label.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                    let call = reference.parent?.as(FunctionCallExprSyntax.self),
                    call.calledExpression.id == reference.id
                else { return nil }
                return token.text
            })
        guard !called.isEmpty else { return [] }
        return block.members.compactMap { item in
            guard let function = item.decl.as(FunctionDeclSyntax.self), called.contains(function.name.text) else {
                return nil
            }
            return function.body
        }
    }

    /// Whether `token` is in a control nested in `label` (the row's own "Pin" button has its own state).
    private static func isInsideNestedControl(_ token: TokenSyntax, below label: Syntax) -> Bool {
        var node = token.parent
        while let current = node, current.id != label.id {
            // Also a modifier of the nested control: `Button("Pin") { … }.foregroundStyle(c ? .white : .blue)`.
            if let expression = current.as(ExprSyntax.self),
                let root = ModifierChain(endingAt: expression).root.as(FunctionCallExprSyntax.self),
                ControlNames.labelled.contains(root.calleeName ?? "")
            {
                return true
            }
            node = current.parent
        }
        return false
    }

    /// Whether `token` is in the arguments of a colouring modifier (`.foregroundStyle(c ? .blue : .gray)`).
    private static func isColouringArgument(_ token: TokenSyntax, below label: Syntax) -> Bool {
        var node = token.parent
        while let current = node, current.id != label.id {
            if let call = current.as(FunctionCallExprSyntax.self),
                let member = call.calledExpression.as(MemberAccessExprSyntax.self)
            {
                return colouring.contains(member.declName.baseName.text)
            }
            node = current.parent
        }
        return false
    }

    /// Words of a flag that says a tab or segment is the chosen one. Narrower than a row's
    /// (`SelectionChoice.choiceWords`): `isActive` or `isOn` on a lone button is as often a mode
    /// it toggles as a choice among its neighbours.
    static let chosenWords: Set<String> = ["selected", "selection", "chosen", "current", "picked"]

    /// Whether `condition`, colouring a `Button` that is no row of a `ForEach`, says it is the chosen
    /// one of its neighbours (a tab, a segment): a flag named for a choice (`isSelected`), or a
    /// comparison (also the value a local flag is bound to: `let isSelected = index == activeIndex`)
    /// of a value with a selection the button sets (`activeIndex = index`) or that is named for one.
    static func isChosenButton(_ condition: String, control: FunctionCallExprSyntax) -> Bool {
        let isName = { (text: String) in text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." } }
        let words = { (text: String) in
            text.split { !$0.isLetter && !$0.isNumber && $0 != "_" }
                .flatMap { ReadableName.words(of: String($0)).map { $0.lowercased() } }
        }
        // `let isSelected = index == activeIndex` in the builder: the flag is what it is bound to.
        let value = isName(condition) ? SelectionChoice.localValue(of: condition, at: control) : nil
        guard !condition.hasPrefix("!"),
            !words(condition + " " + (value ?? "")).contains(where: SelectionChoice.statusWords.contains)
        else { return false }
        // `isSelected`, `tab.isCurrent`; not `isCurrentUser`, which names whose item it is.
        if isName(condition), let last = words(condition).last, chosenWords.contains(last) { return true }
        // `active` on a chip whose own action activates (`activateSearchType()`): the flag says the
        // control's deed is done, so it is the chosen one of its neighbours (judged on unseen apps: a
        // search-type chip shown active only by its fill).
        if isName(condition), words(condition).last == "active",
            ModifierChain(startingAt: control).outermost.tokens(viewMode: .sourceAccurate).contains(where: { token in
                guard case let .identifier(name) = token.tokenKind else { return false }
                return ReadableName.words(of: name).first?.lowercased() == "activate"
                    && token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .leftParen
            })
        {
            return true
        }
        let compared = value ?? condition
        guard let range = compared.range(of: "=="), !compared.includes("&&"), !compared.includes("||") else {
            return false
        }
        let sides = [compared[..<range.lowerBound], compared[range.upperBound...]].map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard !sides.contains(where: \.isEmpty) else { return false }
        // The button sets the selection to its own value (`activeIndex = index`, `mode = .grid`).
        let text = squashed(ModifierChain(startingAt: control).outermost.trimmedText)
        let sets = { (target: String, value: String) in text.includes(squashed(target + "=" + value)) }
        // A side named for a selection (`selectedTab`); `current` also names the signed-in user.
        return sides.contains { words($0).contains(where: { chosenWords.contains($0) && $0 != "current" }) }
            || sets(sides[0], sides[1]) || sets(sides[1], sides[0])
    }

    /// The control whose colour `shape`, coloured under `condition`, is: a `ForEach` row or a tab
    /// `Button` that selection-trait gives `.isSelected` under that condition. The statement the
    /// shape is part of, or one around it (a shape in a `.background { }` closure).
    ///
    /// Drawn by a helper of the type (`segmentContent(for:)`), the control around each of its uses.
    static func chosenControl(
        of shape: some SyntaxProtocol, condition: String, index: ProjectIndex? = nil, helperDepth: Int = 2
    ) -> FunctionCallExprSyntax? {
        var node = Syntax(shape)
        while let parent = node.parent, !parent.is(MemberBlockSyntax.self) {
            node = parent
            guard let statement = node.as(CodeBlockItemSyntax.self), let expression = statement.item.expression,
                let control = ModifierChain(endingAt: expression).root.as(FunctionCallExprSyntax.self),
                isControl(control) || index.map({ isButtonViewRow(control, index: $0) }) == true
            else { continue }
            guard let rowCondition = self.condition(for: control, tapped: true) else {
                // An option whose tap chooses it (`ChosenByTap`): tap-gesture-button marks it chosen
                // under that comparison, one side of the colour's `||` (`option.active || selected ==
                // option.value`).
                let chosen = tappedChoice(of: control)
                let sides = squashed(condition).components(separatedBy: "||")
                return chosen.map { sides.contains(squashed($0)) } == true ? control : nil
            }
            return sameComparison(rowCondition, condition) ? control : nil
        }
        guard helperDepth > 0, let uses = MemberUses.uses(ofMemberAround: shape), !uses.isEmpty else { return nil }
        let controls = uses.map {
            chosenControl(of: $0, condition: condition, index: index, helperDepth: helperDepth - 1)
        }
        return controls.allSatisfy { $0 != nil } ? controls.first! : nil
    }

    /// The comparison under which tap-gesture-button marks `control`, tapped to choose itself, chosen.
    static func tappedChoice(of control: FunctionCallExprSyntax) -> String? {
        let chain = ModifierChain(startingAt: control)
        guard let tap = chain.modifiers.lazy.compactMap({ $0.call.flatMap(TapGestureCall.init) }).first else {
            return nil
        }
        return ChosenByTap.condition(action: tap.action, view: control, chain: chain)
    }

    /// A `Button`, or a view tapped with `.onTapGesture`: what selection-trait gives the trait.
    static func isControl(_ root: FunctionCallExprSyntax) -> Bool {
        root.calleeName == "Button" || ModifierChain(startingAt: root).has("onTapGesture")
    }

    /// A project view that holds a control (`TabButton(…) { select(tab) }`, whose body is a `Button`),
    /// drawn as the row of a `ForEach`: a tab or option of its own view, chosen by what it holds
    /// (judged on unseen apps: a notch's tab buttons, whose capsule alone said which tab was open).
    static func isButtonViewRow(_ call: FunctionCallExprSyntax, index: ProjectIndex) -> Bool {
        guard let name = call.calleeName, index.isViewLike(name), case .interactive? = index.content(ofView: name)
        else { return false }
        return repeatedElement(of: ModifierChain(startingAt: call).outermost) != nil
    }

    /// The closure parameter of the `ForEach` whose row `row` is (`tab` in `ForEach(tabs) { tab in … }`).
    static func repeatedElement(of row: ExprSyntax) -> String? {
        guard let statement = row.parent?.as(CodeBlockItemSyntax.self),
            let closure = statement.parent?.parent?.as(ClosureExprSyntax.self),
            let forEach = closure.parent?.as(FunctionCallExprSyntax.self)
                ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
            forEach.calleeName == "ForEach"
        else { return nil }
        switch closure.signature?.parameterClause {
        case let .simpleInput(names)?:
            return names.count == 1 ? names.first?.name.text : nil
        case let .parameterClause(clause)?:
            return clause.parameters.count == 1 ? clause.parameters.first?.firstName.text : nil
        case nil:
            return nil
        }
    }

    /// The condition of the ternary at `mark` when both branches are colours.
    static func colourCondition(at mark: TokenSyntax) -> String? {
        var node = mark.parent
        while let current = node, !current.is(TernaryExprSyntax.self), !current.is(SequenceExprSyntax.self) {
            node = current.parent
        }
        guard let expression = node?.as(ExprSyntax.self), let parts = expression.ternaryParts,
            isColour(parts.whenTrue), isColour(parts.whenFalse)
        else { return nil }
        return parts.condition
    }

    /// `Color.accentColor`, `.clear`, `Color("Accent")`, `.blue.opacity(0.2)`: a colour, not a view.
    static func isColour(_ expression: ExprSyntax) -> Bool {
        // `(isHovered ? .blue.opacity(0.1) : .clear)`: a hover look nested in the other branch.
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
            let inner = tuple.elements.first?.expression, let parts = inner.ternaryParts
        {
            return isColour(parts.whenTrue) && isColour(parts.whenFalse)
        }
        let root = ModifierChain(endingAt: expression).root
        if let call = root.as(FunctionCallExprSyntax.self) {
            return ["Color", "UIColor", "NSColor"].contains(call.calleeName ?? "")
        }
        guard let member = root.as(MemberAccessExprSyntax.self) else { return false }
        let base = member.base?.trimmedText
        return base == nil || ["Color", "UIColor", "NSColor", "Color.accentColor"].contains(base!)
    }

    /// The side of `condition` compared with the element: `selection` in `selection == element`,
    /// `element.id == selectedID` or `selection.contains(element)`, when the other side is the
    /// element (or its member) and it names no part of the element itself.
    static func selection(comparedWith element: String, in condition: String) -> String? {
        func isElement(_ side: Substring) -> Bool {
            let text = side.trimmingCharacters(in: .whitespaces)
            return text == element
                || text.hasPrefix(element + ".")
                    && text.dropFirst(element.count + 1).allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }
        func mentions(_ side: Substring) -> Bool {
            side.split { !$0.isLetter && !$0.isNumber && $0 != "_" }.contains { $0 == element }
        }
        let trimmed = { (side: Substring) in side.trimmingCharacters(in: .whitespaces) }
        if let range = condition.range(of: "==") {
            guard !condition.includes("&&"), !condition.includes("||") else { return nil }
            let (left, right) = (condition[..<range.lowerBound], condition[range.upperBound...])
            if isElement(left), !mentions(right) { return trimmed(right) }
            if isElement(right), !mentions(left) { return trimmed(left) }
            return nil
        }
        guard let open = condition.range(of: ".contains("), condition.hasSuffix(")") else { return nil }
        let receiver = condition[..<open.lowerBound]
        let argument = condition[open.upperBound...].dropLast()
        return !receiver.hasPrefix("!") && !mentions(receiver) && isElement(argument) ? trimmed(receiver) : nil
    }

    /// Whether `side` holds a selection: named for one (`selectedTab`, `current`, `picked`), or set
    /// to the element by the row itself (`sort = option`, `tags.insert(tag)`). A value named for a
    /// status (`downloaded`), or one the row never sets (`items.last`), is none.
    static func isSelection(_ side: String, of element: String, control text: String) -> Bool {
        let words = side.split { !$0.isLetter && !$0.isNumber && $0 != "_" }
            .flatMap { ReadableName.words(of: String($0)).map { $0.lowercased() } }
        if words.contains(where: SelectionChoice.statusWords.contains) { return false }
        if words.contains(where: SelectionChoice.choiceWords.contains) { return true }
        let squashedText = squashed(text)
        return ["\(side)=\(element)", "\(side).insert(\(element)", "\(side).append(\(element)"].contains {
            squashedText.includes(squashed($0))
        }
    }

    static func squashed(_ text: String) -> String { text.filter { !$0.isWhitespace } }

    /// The same condition, also with the sides of one `==` swapped (`tab == current`, `current == tab`).
    static func sameComparison(_ lhs: String, _ rhs: String) -> Bool {
        let (left, right) = (squashed(lhs), squashed(rhs))
        if left == right { return true }
        let sides = { (text: String) -> [String] in
            let parts = text.components(separatedBy: "==")
            return parts.count == 2 && !text.contains("&&") && !text.contains("||") && !text.contains("?")
                ? parts.sorted() : []
        }
        return !sides(left).isEmpty && sides(left) == sides(right)
    }
}
