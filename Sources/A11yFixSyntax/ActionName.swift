import SwiftSyntax

/// The name of what an action, destination or binding does: `archiveAll`, `viewModel.archiveAll`,
/// `{ model.archiveAll() }`, `{ isFavorite.toggle() }` → `isFavorite`, `SettingsView()`, `$isMuted`.
package enum ActionName {
    static let wrappers: Set<String> = ["Task", "withAnimation", "withTransaction"]
    /// Calls that wrap the real action in a closure: `DispatchQueue.main.async { openCart() }`.
    static let wrappingMethods: Set<String> = ["async", "asyncAfter", "sync", "run"]
    /// Calls that say nothing about what a control does.
    static let silent: Set<String> = [
        "print", "debugPrint", "NSLog", "os_log", "dump", "assert", "assertionFailure", "precondition", "fatalError",
    ]
    /// Calls that move keyboard focus: bookkeeping around an action, and no action of their own.
    package static let focusCalls: Set<String> = [
        "becomeFirstResponder", "resignFirstResponder", "makeFirstResponder", "endEditing", "hideKeyboard",
        "dismissKeyboard",
    ]
    /// Dispatching calls named by their argument: `store.send(.addToCart)` → `addToCart`.
    static let dispatchers: Set<String> = [
        "send", "push", "navigate", "present", "dispatch", "route", "handle", "perform",
    ]

    package static func name(of expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let text = reference.baseName.text
            if isGenericHandedClosure(reference) { return nil }
            return text.hasPrefix("$") ? String(text.dropFirst()) : text
        }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let tryExpression = expression.as(TryExprSyntax.self) { return name(of: tryExpression.expression) }
        // `actions.onSeekForward?(seconds)`: the optional callback's name.
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return name(of: optional.expression) }
        if let awaitExpression = expression.as(AwaitExprSyntax.self) { return name(of: awaitExpression.expression) }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            // `Task { await model.refresh() }` and `withAnimation { showsDetails.toggle() }` are named by what they wrap.
            if let wrapper = call.calleeName, wrappers.contains(wrapper), let body = call.trailingClosure {
                return name(of: ExprSyntax(body))
            }
            let method = call.calledExpression.as(MemberAccessExprSyntax.self)
            if let method, wrappingMethods.contains(method.declName.baseName.text), let body = call.trailingClosure {
                return name(of: ExprSyntax(body))
            }
            if let method, method.declName.baseName.text == "toggle", let base = method.base {
                return name(of: base).flatMap(actionFromState)
            }
            // `output.removeAll()` empties a list: the button clears it (not "Delete" from a trash glyph).
            // With a predicate it removes the matching items (one row's), which "Clear", or a
            // closing glyph's "Close", would misname.
            if let method, method.declName.baseName.text == "removeAll" {
                let emptiesAll =
                    call.trailingClosure == nil && call.arguments.allSatisfy { $0.label?.text == "keepingCapacity" }
                return emptiesAll ? "clear" : "remove"
            }
            // Logging says nothing about the control; neither does a logger's method.
            if let callee = call.calleeName, silent.contains(callee) { return nil }
            if let base = method?.base?.trimmedText.lowercased(), base.hasSuffix("logger") || base.hasSuffix("log") {
                return nil
            }
            if let method, dispatchers.contains(method.declName.baseName.text),
                let argument = call.arguments.first?.expression
            {
                if let action = argument.as(MemberAccessExprSyntax.self), action.base == nil {
                    return action.declName.baseName.text
                }
                // `send(.deleteButtonTapped(id))` names what the tap does; `navigate(to:
                // .statusDetail(status))` names a screen, not an action.
                if isRoute(argument),
                    let route = argument.as(FunctionCallExprSyntax.self)?.calledExpression.as(
                        MemberAccessExprSyntax.self)
                {
                    let name = route.declName.baseName.text
                    return ["Tapped", "Pressed", "Clicked"].contains(where: name.hasSuffix) ? name : nil
                }
            }
            // `insertText("#")` beside `insertText("@")`: the literal tells them apart, not the name.
            if call.arguments.contains(where: { $0.expression.is(StringLiteralExprSyntax.self) }) { return nil }
            return name(of: call.calledExpression)
        }
        if let closure = expression.as(ClosureExprSyntax.self) {
            if closure.statements.count > 1 {
                // `filter = ""` and a focus change, or a callback told the emptied text (`searchString = "";
                // action(searchString)`): the button clears the field (judged on unseen apps: an `xmark` here
                // was "Close").
                if clearsText(closure) { return "clear" }
                if let call = mainCall(in: closure) { return name(of: call) }
                return nil
            }
            guard let only = closure.statements.first else { return nil }
            guard case let .expr(body) = only.item else { return nil }
            // `scrollToTopTrigger += 1`: a trigger fires an action, named by the trigger.
            if let write = Write(body), case .compound = write.operation, isTrigger(write.target) {
                return name(of: write.target)
            }
            // `_ = player.goToPreviousChapter()`: a result thrown away, the call is the action.
            if body.assignmentTarget?.is(DiscardAssignmentExprSyntax.self) == true, let value = body.assignedValue {
                return name(of: value)
            }
            if let target = body.assignmentTarget {
                // `item = nil`, `isShown = false` clear state (a dismissal): they name nothing.
                if let value = body.as(SequenceExprSyntax.self)?.elements.last,
                    value.is(NilLiteralExprSyntax.self)
                        || value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false)
                {
                    return nil
                }
                // `query = ""` empties a field: the button clears it.
                if let value = body.as(SequenceExprSyntax.self)?.elements.last?.as(StringLiteralExprSyntax.self),
                    value.segments.allSatisfy({ $0.as(StringSegmentSyntax.self)?.content.text.isEmpty ?? false })
                {
                    return "clear"
                }
                // `value = defaultValue`, `= Self.defaultSpeed`, `= .default`: puts the default back.
                if let value = body.as(SequenceExprSyntax.self)?.elements.last, isDefaultValue(value) {
                    return "resetToDefault"
                }
                // `showSettings = true` names an action; `selectedTab = .home` names a state.
                // `isShowingAddReading = true` shows it too: the flag's verb, set on.
                let value = body.as(SequenceExprSyntax.self)?.elements.last
                let shown = name(of: target).map {
                    value?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
                        ? presentingFlag($0) : $0
                }
                return shown.flatMap(actionFromState).flatMap { name -> String? in
                    // The verb must be a word of its own: `presentedSheet` is a state, not "present".
                    for verb in ["show", "present", "open", "display"]
                    where name.hasPrefix(verb)
                        && (name.dropFirst(verb.count).first?.isUppercase == true
                            || name.dropFirst(verb.count).hasPrefix("s")
                                && name.dropFirst(verb.count + 1).first?.isUppercase == true)
                    {
                        // `showsFilterSheet = true` → "Show filter sheet".
                        return name.hasPrefix(verb + "s") && name.dropFirst(verb.count + 1).first?.isUppercase == true
                            ? verb + name.dropFirst(verb.count + 1) : name
                    }
                    return nil
                }
            }
            return name(of: body)
        }
        return nil
    }

    /// The one call a closure makes when everything else it does resets state: `await
    /// addKeyword(name); newKeyword = ""` is named by `addKeyword`. Nil when it does more.
    package static func mainCall(in closure: ClosureExprSyntax) -> ExprSyntax? {
        var calls: [ExprSyntax] = []
        for statement in closure.statements {
            guard case let .expr(expression) = statement.item else { return nil }
            if let target = expression.assignmentTarget {
                // `filters[name] = ""` inserts an entry: the main effect, which no call names.
                if target.is(SubscriptCallExprSyntax.self) { return nil }
                guard let value = expression.as(SequenceExprSyntax.self)?.elements.last, isResetValue(value) else {
                    return nil
                }
                continue
            }
            // `playPreviousTapCount += 1` counts taps for an animation: bookkeeping around the action.
            if let write = Write(expression), case .compound = write.operation, isCounter(write.target) { continue }
            var call = expression
            while let inner = call.as(AwaitExprSyntax.self)?.expression ?? call.as(TryExprSyntax.self)?.expression {
                call = inner
            }
            guard let function = call.as(FunctionCallExprSyntax.self) else { return nil }
            // Logging, haptics, moving focus and a progress indicator around the real work are bookkeeping too.
            if let callee = function.calleeName, silent.contains(callee) || focusCalls.contains(callee) { continue }
            if isFeedback(function) || showsProgress(function) { continue }
            calls.append(expression)
        }
        return calls.count == 1 ? calls[0] : nil
    }

    /// Whether the closure empties a string and otherwise only resets state, moves focus, or tells a
    /// callback the emptied text (`action(searchString)`: the search runs again on nothing).
    static func clearsText(_ closure: ClosureExprSyntax) -> Bool {
        var emptied: Set<String> = []
        for statement in closure.statements {
            guard case let .expr(expression) = statement.item else { return false }
            if expression.assignmentTarget?.is(SubscriptCallExprSyntax.self) == true { return false }
            if let target = expression.assignmentTarget,
                let value = expression.as(SequenceExprSyntax.self)?.elements.last
            {
                guard isResetValue(value) else { return false }
                if value.is(StringLiteralExprSyntax.self) { emptied.insert(target.trimmedText) }
                continue
            }
            guard let call = expression.as(FunctionCallExprSyntax.self), let callee = call.calleeName else {
                return false
            }
            if silent.contains(callee) || focusCalls.contains(callee) || isFeedback(call) { continue }
            // Told only text emptied before it: `add(draft); draft = ""` adds the draft, then resets it.
            guard call.trailingClosure == nil, !call.arguments.isEmpty,
                call.arguments.allSatisfy({ emptied.contains($0.expression.trimmedText) })
            else { return false }
        }
        return !emptied.isEmpty
    }

    /// A haptic tap that accompanies the action (`Haptics.generateIfEnabled(.selectionChanged)`,
    /// `UIImpactFeedbackGenerator(style: .light).impactOccurred()`): it says how the tap feels, not what it does.
    static func isFeedback(_ call: FunctionCallExprSyntax) -> Bool {
        let callee = call.calledExpression.trimmedText.lowercased()
        return callee.contains("haptic") || callee.contains("feedbackgenerator")
            || ["impactOccurred", "notificationOccurred", "selectionChanged"].contains(call.calleeName ?? "")
    }

    /// `state.showProgressView()`, `startLoading()`: a spinner shown while the real call runs.
    static func showsProgress(_ call: FunctionCallExprSyntax) -> Bool {
        let words = ReadableName.words(of: call.calleeName ?? "").map { $0.lowercased() }
        let progress: Set<String> = ["progress", "loading", "loader", "spinner", "hud"]
        guard let first = words.first, ["show", "hide", "start", "stop", "begin", "end"].contains(first) else {
            return false
        }
        return words.dropFirst().contains(where: progress.contains)
    }

    /// `defaultValue`, `Self.defaultSpacing`, `.default`, `Settings.default`: a value named as the default.
    static func isDefaultValue(_ value: ExprSyntax) -> Bool {
        let name: String
        if let reference = value.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = value.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
        } else {
            return false
        }
        return name == "default" || name.hasPrefix("default") && name.dropFirst(7).first?.isUppercase == true
    }

    /// `nil`, `false`, `""`, `0`, `.none`: values that put state back, not actions of their own.
    static func isResetValue(_ value: ExprSyntax) -> Bool {
        if value.is(NilLiteralExprSyntax.self) || value.isFalseLiteral || value.is(IntegerLiteralExprSyntax.self) {
            return true
        }
        if let member = value.as(MemberAccessExprSyntax.self), member.base == nil { return true }
        return value.as(StringLiteralExprSyntax.self)?.segments.allSatisfy {
            $0.as(StringSegmentSyntax.self)?.content.text.isEmpty ?? false
        } ?? false
    }

    /// An action whose code says what it does, in a form the tool cannot turn into words: a
    /// call told apart by a literal (`insertText("#")`), a route (`presentedSheet = .listEdit(list)`, `= "lists"`). The glyph's usual meaning is then a guess
    /// against the code (judged on real apps: "Number" on a hashtag button, "Reply" on a mention).
    package static func namesSomethingElse(_ expression: ExprSyntax) -> Bool {
        guard let closure = expression.as(ClosureExprSyntax.self), closure.statements.count == 1,
            case let .expr(body) = closure.statements.first!.item
        else { return false }
        if let call = body.as(FunctionCallExprSyntax.self) {
            if let wrapper = call.calleeName, wrappers.contains(wrapper), let inner = call.trailingClosure {
                return namesSomethingElse(ExprSyntax(inner))
            }
            if let callee = call.calleeName, silent.contains(callee) { return false }
            if let method = call.calledExpression.as(MemberAccessExprSyntax.self),
                dispatchers.contains(method.declName.baseName.text),
                name(of: ExprSyntax(call)) != nil
            {
                return false
            }
            return call.arguments.contains {
                ($0.expression.stringLiteralValue ?? "").isEmpty == false || isRoute($0.expression)
            }
        }
        if body.assignmentTarget != nil, let value = body.as(SequenceExprSyntax.self)?.elements.last {
            // `presentedSheet = "lists"`: a route spelled as a string.
            if let text = value.stringLiteralValue { return !text.isEmpty }
            let root = value.as(FunctionCallExprSyntax.self)?.calledExpression ?? value
            return root.as(MemberAccessExprSyntax.self).map { $0.base == nil } ?? false
        }
        return false
    }

    /// `.statusDetail(status)`, `Destination.profile(id)`: an enum case with associated values.
    static func isRoute(_ expression: ExprSyntax) -> Bool {
        guard let member = expression.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)
        else { return false }
        guard let base = member.base else { return true }
        return base.trimmedText.first?.isUppercase == true && member.declName.baseName.text.first?.isLowercase == true
    }

    /// The state an action switches on and off: `{ isFavorite.toggle() }`, `{ isOn = !isOn }`, also
    /// inside `withAnimation { … }` → `isFavorite`. A control that does this shows a state.
    package static func toggledState(of expression: ExprSyntax) -> String? {
        guard let closure = expression.as(ClosureExprSyntax.self), closure.statements.count == 1,
            case let .expr(body) = closure.statements.first!.item
        else { return nil }
        if let call = body.as(FunctionCallExprSyntax.self) {
            if let wrapper = call.calleeName, wrappers.contains(wrapper), let inner = call.trailingClosure {
                return toggledState(of: ExprSyntax(inner))
            }
            if let method = call.calledExpression.as(MemberAccessExprSyntax.self),
                method.declName.baseName.text == "toggle",
                call.arguments.isEmpty, let base = method.base
            {
                // `scrollToTopTrigger.toggle()` fires an action; the flag shows no state.
                return isTrigger(base) ? nil : base.trimmedText
            }
            return nil
        }
        // `isOn = !isOn`
        if let target = body.assignmentTarget,
            let value = body.as(SequenceExprSyntax.self)?.elements.last?.as(PrefixOperatorExprSyntax.self),
            value.operator.text == "!", value.expression.trimmedText == target.trimmedText
        {
            return target.trimmedText
        }
        return nil
    }

    /// A value flipped or counted up only to fire an action (`scrollToTopTrigger`): never a state.
    static func isTrigger(_ target: ExprSyntax) -> Bool {
        (name(of: target) ?? "").lowercased().hasSuffix("trigger")
    }

    /// A tap counter an animation watches (`playPreviousTapCount`, `seekTriggerCount`).
    package static func isCounter(_ target: ExprSyntax) -> Bool {
        let written = name(of: target) ?? ""
        return isTrigger(target) || ["Count", "Counter"].contains(where: written.hasSuffix)
    }

    /// `isShowingAddReading`, `isPresentingNewList` set to true: `showAddReading`, `presentNewList`,
    /// a screen named for an action. `isShowingActivity` stays a state: it names no action.
    static func presentingFlag(_ name: String) -> String {
        for (flag, verb) in [("isShowing", "show"), ("isPresenting", "present")]
        where name.hasPrefix(flag) && name.dropFirst(flag.count).first?.isUppercase == true {
            let rest = String(name.dropFirst(flag.count))
            guard let first = ReadableName.words(of: rest).first?.lowercased(),
                ReadableName.editingVerbs.contains(first)
            else { return name }
            return verb + rest
        }
        return name
    }

    /// A flag set by an action names the action only when it reads as one (`showSettings`), not
    /// when it is a state (`isExpanded`).
    static func actionFromState(_ name: String) -> String? {
        name.hasPrefix("is") && name.dropFirst(2).first?.isUppercase == true ? nil : name
    }
    /// Names a caller's closure gets when a helper only hands it on: `block`, `handler`, `callback`.
    static let genericClosureNames: Set<String> = [
        "block", "closure", "callback", "handler", "completion", "action", "perform", "body", "fn", "f",
    ]

    /// `func floatingButton(_ image: String, block: @escaping () -> Void)` … `Button(action: block)`,
    /// or a view's `let handler: () -> Void`: the closure is whatever each caller hands in, so its
    /// generic name says nothing of what the button does (judged wrong on unseen apps: every such
    /// button read "Block").
    static func isGenericHandedClosure(_ reference: DeclReferenceExprSyntax) -> Bool {
        let name = reference.baseName.text
        guard genericClosureNames.contains(name) else { return false }
        var node = reference.parent
        while let current = node {
            let parameters =
                current.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters
                ?? current.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters
            if let parameters,
                parameters.contains(where: { parameter in
                    (parameter.secondName ?? parameter.firstName).text == name
                        && parameter.type.trimmedDescription.contains("->")
                })
            {
                return true
            }
            // `let block: () -> Void` on the view: handed in by whoever creates it.
            let members =
                current.as(StructDeclSyntax.self)?.memberBlock.members
                ?? current.as(ClassDeclSyntax.self)?.memberBlock.members
            if let members {
                return members.contains { member in
                    member.decl.as(VariableDeclSyntax.self)?.bindings.contains { binding in
                        binding.pattern.trimmedDescription == name
                            && binding.typeAnnotation?.type.trimmedDescription.contains("->") == true
                    } == true
                }
            }
            node = current.parent
        }
        return false
    }
}
