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
            // `tryToPerform(#selector(NSSplitViewController.toggleSidebar(_:)), with: nil)`: the call
            // only delivers the selector, notification or case it is handed, which says what the control does.
            if let delivered = delivery(of: call) { return delivered }
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
            // `FileTransferManager.shared.begin(for: machine)`: a bare verb is completed by the thing its
            // type is named for ("Begin file transfer"); alone it says nothing of what begins.
            if let method, let completed = verbCompletedByReceiver(method) { return completed }
            return name(of: call.calledExpression)
        }
        if let closure = expression.as(ClosureExprSyntax.self) { return name(ofStatements: statements(of: closure)) }
        return nil
    }

    /// The name of what a list of statements does: an action closure's, or a method's body.
    package static func name(ofStatements statements: CodeBlockItemListSyntax) -> String? {
        if statements.count > 1 {
            // `filter = ""` and a focus change, or a callback told the emptied text (`searchString = "";
            // action(searchString)`): the button clears the field (judged on unseen apps: an `xmark` here
            // was "Close").
            if clearsText(statements) { return "clear" }
            if let call = mainCall(in: statements) { return name(of: call) }
            return nil
        }
        guard let only = statements.first else { return nil }
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

    /// The one call a closure makes when everything else it does resets state: `await
    /// addKeyword(name); newKeyword = ""` is named by `addKeyword`. Nil when it does more.
    package static func mainCall(in closure: ClosureExprSyntax) -> ExprSyntax? {
        mainCall(in: closure.statements)
    }

    static func mainCall(in statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        var calls: [ExprSyntax] = []
        let momentary = momentaryFlags(in: statements)
        for statement in statements {
            guard case let .expr(expression) = statement.item else { return nil }
            // `isCopied = true` with `asyncAfter { isCopied = false }`: a mark shown for a moment.
            if !momentary.isEmpty, onlyShowsFeedback(expression, flags: momentary) { continue }
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

    /// The statements an action runs: a closure's, or, where one `if` without an `else` guards all
    /// of them (`if player.supportsVolume { showsVolume.toggle() }`), that `if`'s: the condition says
    /// when the control works (often its `.disabled` too), not what it does.
    package static func statements(of closure: ClosureExprSyntax) -> CodeBlockItemListSyntax {
        guard closure.statements.count == 1, let only = closure.statements.first else { return closure.statements }
        let guarded: IfExprSyntax?
        switch only.item {
        case let .expr(expression): guarded = expression.as(IfExprSyntax.self)
        case let .stmt(statement): guarded = statement.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
        default: guarded = nil
        }
        guard let guarded, guarded.elseBody == nil, !guarded.body.statements.isEmpty else { return closure.statements }
        return guarded.body.statements
    }

    /// Calls that deliver an action handed to them: a selector (`tryToPerform(_:with:)`,
    /// `sendAction(_:to:from:)`, `perform(_:)`), a case (`dispatch(.refresh)`) or an event. Their
    /// own names are plumbing: "Try to perform" or "Send action" names no control.
    static let deliveringCalls: Set<String> = [
        "tryToPerform", "sendAction", "perform", "performSelector", "dispatch", "handle",
    ]

    /// What a delivering call delivers: `.some(name)` for the selector or notification it is handed,
    /// `.some(nil)` for plumbing whose argument names nothing readable (`dispatch(action)`,
    /// `store.send(action)`, `NotificationCenter.default.post(name: name, …)`), nil for any other call.
    static func delivery(of call: FunctionCallExprSyntax) -> String?? {
        let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        guard let method = member?.declName.baseName.text ?? call.calleeName else { return nil }
        let receiver = member?.base?.trimmedText ?? ""
        // `NotificationCenter.default.post(name: .toggleSidebar, object: nil)`: the notification names it.
        if method == "post", receiver.hasSuffix("NotificationCenter.default") {
            guard let name = call.argument(labeled: "name")?.expression.as(MemberAccessExprSyntax.self) else {
                return .some(nil)
            }
            return .some(name.declName.baseName.text)
        }
        // `store.send(action)`, `viewStore.send(action)`: a store's dispatch, named only by the case handed in.
        let isStoreSend =
            method == "send"
            && ReadableName.words(of: receiver.split(separator: ".").last.map(String.init) ?? "")
                .last?.lowercased() == "store"
        guard deliveringCalls.contains(method) || isStoreSend else { return nil }
        for argument in call.arguments {
            if let selector = SelectorName.name(of: argument.expression) { return .some(selector) }
        }
        // A case handed in (`dispatch(.refresh)`) is read by the dispatchers' rule.
        if let first = call.arguments.first?.expression,
            first.as(MemberAccessExprSyntax.self)?.base == nil && first.is(MemberAccessExprSyntax.self)
                || isRoute(first)
        {
            return nil
        }
        return .some(nil)
    }

    /// Types named for the role they play, whose shared instance does one thing: the words before
    /// the role name it (`FileTransferManager` → file transfer).
    static let roleSuffixes: Set<String> = [
        "manager", "controller", "service", "coordinator", "center", "engine", "handler", "helper", "provider",
    ]

    /// `FileTransferManager.shared.begin(for:)`, `RecordingService.start()`: a method named by a bare
    /// verb on a type's shared instance (or on the type) is completed by the thing the type is named
    /// for, "beginFileTransfer". Nil for any other call, and for a type named only by its role.
    static func verbCompletedByReceiver(_ method: MemberAccessExprSyntax) -> String? {
        let verb = method.declName.baseName.text
        guard ["begin", "start", "stop", "open", "show", "present", "launch", "run", "toggle"].contains(verb),
            var base = method.base
        else { return nil }
        if let shared = base.as(MemberAccessExprSyntax.self),
            ["shared", "default", "current", "instance", "main"].contains(shared.declName.baseName.text),
            let type = shared.base
        {
            base = type
        }
        // The project's own type, named for its role: not a framework's (`NSWorkspace.shared.open`, whose
        // verb the system names), nor one named for what it is (`Player.shared.start()`).
        guard let type = base.as(DeclReferenceExprSyntax.self)?.baseName.text, type.first?.isUppercase == true,
            !isFrameworkName(type)
        else { return nil }
        var words = ReadableName.words(of: type)
        guard let role = words.last, roleSuffixes.contains(role.lowercased()) else { return nil }
        words.removeLast()
        guard !words.isEmpty else { return nil }
        return verb + words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// `NSDocumentController`, `UIApplication`, `AVAudioSession`: a framework's type, its prefix's
    /// capitals before a capitalised word.
    static func isFrameworkName(_ type: String) -> Bool {
        type.count > 3 && type.prefix(3).allSatisfy(\.isUppercase)
    }

    /// Flags an action raises and lowers again after a delay (`isCopied = true` … `asyncAfter(…) {
    /// isCopied = false }`): a mark shown for a moment after the real work, not what the control does.
    static func momentaryFlags(in statements: CodeBlockItemListSyntax) -> Set<String> {
        var raised: Set<String> = []
        var lowered: Set<String> = []
        for statement in statements {
            for node in statement.children(viewMode: .sourceAccurate).flatMap(descendants) {
                guard let sequence = node.as(SequenceExprSyntax.self), case let expression = ExprSyntax(sequence),
                    let target = expression.assignmentTarget?.trimmedText,
                    let value = expression.assignedValue?.as(BooleanLiteralExprSyntax.self)
                else { continue }
                if value.literal.tokenKind == .keyword(.true) {
                    raised.insert(target)
                } else if isDeferred(node, within: statement) {
                    lowered.insert(target)
                }
            }
        }
        return raised.intersection(lowered)
    }

    /// `node` and every node under it.
    package static func descendants(_ node: Syntax) -> [Syntax] {
        [node] + node.children(viewMode: .sourceAccurate).flatMap(descendants)
    }

    /// Whether `node` runs later than the statement around it: inside `asyncAfter`, a `Task`, or a timer.
    static func isDeferred(_ node: Syntax, within statement: CodeBlockItemSyntax) -> Bool {
        var current = node.parent
        while let parent = current, parent.id != statement.id {
            if let call = parent.as(FunctionCallExprSyntax.self) {
                let name =
                    call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                    ?? call.calleeName
                if ["asyncAfter", "Task", "scheduledTimer"].contains(name ?? "") { return true }
            }
            current = parent.parent
        }
        return false
    }

    /// Whether `expression` only raises or lowers momentary `flags`, directly or inside wrappers
    /// (`withAnimation { isCopied = true }`, `DispatchQueue.main.asyncAfter(…) { … }`, a `Task` that sleeps).
    static func onlyShowsFeedback(_ expression: ExprSyntax, flags: Set<String>) -> Bool {
        var expression = expression
        while let inner = expression.as(AwaitExprSyntax.self)?.expression
            ?? expression.as(TryExprSyntax.self)?
            .expression
        {
            expression = inner
        }
        if let target = expression.assignmentTarget { return flags.contains(target.trimmedText) }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
        let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? call.calleeName
        if name == "sleep" { return true }
        guard ["withAnimation", "asyncAfter", "async", "Task"].contains(name ?? ""), let body = call.trailingClosure
        else { return false }
        return body.statements.allSatisfy { statement in
            guard case let .expr(inner) = statement.item else { return false }
            return onlyShowsFeedback(inner, flags: flags)
        }
    }

    /// Whether the closure empties a string and otherwise only resets state, moves focus, or tells a
    /// callback the emptied text (`action(searchString)`: the search runs again on nothing).
    static func clearsText(_ statements: CodeBlockItemListSyntax) -> Bool {
        var emptied: Set<String> = []
        for statement in statements {
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
    /// The device's own click or beep (`WKInterfaceDevice.current().play(.click)`, `NSSound.beep()`,
    /// `AudioServicesPlaySystemSound(1104)`) is that feedback too: its "play" plays no media.
    static func isFeedback(_ call: FunctionCallExprSyntax) -> Bool {
        let callee = call.calledExpression.trimmedText.lowercased()
        let feedbackCalls: Set<String> = [
            "impactOccurred", "notificationOccurred", "selectionChanged", "playInputClick",
            "AudioServicesPlaySystemSound", "AudioServicesPlaySystemSoundWithCompletion",
        ]
        return callee.contains("haptic") || callee.contains("feedbackgenerator")
            || callee.contains("feedbackperformer") || callee.contains("feedbackmanager")
            || callee.hasPrefix("wkinterfacedevice.") && callee.hasSuffix(".play") || callee == "nssound.beep"
            || feedbackCalls.contains(
                call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? call.calleeName ?? "")
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
        guard let closure = expression.as(ClosureExprSyntax.self), case let statements = statements(of: closure),
            statements.count == 1, case let .expr(body) = statements.first!.item
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
        guard let closure = expression.as(ClosureExprSyntax.self), case let statements = statements(of: closure),
            statements.count == 1, case let .expr(body) = statements.first!.item
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
