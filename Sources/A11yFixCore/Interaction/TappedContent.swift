import A11yFixSyntax
import SwiftSyntax

/// What a tapped view draws, read from its syntax and, for the project's own views, from the
/// project index: whether folding it into one accessibility element is safe.
///
/// `.accessibilityElement(children: .combine)` over a view that holds a `Button` or a `Toggle`
/// makes that control unreachable for VoiceOver (judged on real apps: a word-submit button,
/// reaction buttons, a video player's controls). So content counts as plain only when every view
/// in it is known to show, not to operate: text, images, shapes, stacks, and project views the
/// index shows hold only those.
struct TappedContent {
    enum Kind: Equatable {
        case plain
        /// Something a person can operate, described for a message: "`Button`", "`Toggle` in
        /// `SettingsRow`", "a view with its own `.onTapGesture`".
        case interactive(String)
        /// A view the tool cannot see into (`content`, a type from outside the run).
        case unresolved(String)
    }

    private(set) var kind: Kind = .plain
    /// Whether any text is shown: then combining the children names the element.
    private(set) var hasText = false
    /// Whether text is shown by the view itself, not only by a project view it draws, which may
    /// name its own element (`NamedTapTarget`).
    private(set) var hasOwnText = false
    /// Views inside that the code already makes one element with the button trait: in place
    /// (`.accessibilityElement(children: .combine)` and `.accessibilityAddTraits(.isButton)`), or in
    /// the project's builder it calls (`NotificationCell.warning()`). Their insides are not visited.
    private(set) var buttonElements = 0
    let index: ProjectIndex

    /// Views that lay out other views: one accessibility element only when combined.
    static let containers: Set<String> = [
        "HStack", "VStack", "ZStack", "LazyHStack", "LazyVStack", "Group", "Grid", "GridRow", "ViewThatFits", "ForEach",
        "GeometryReader", "TimelineView",
    ]
    /// SwiftUI views that show text.
    static let textViews: Set<String> = ["Text", "Label", "LabeledContent"]
    /// Modifiers whose views are drawn as part of the view they modify.
    static let layeringModifiers: Set<String> = ["overlay", "background", "safeAreaInset"]
    /// Modifiers that make part of the content operable on its own.
    static let gestureModifiers: Set<String> = [
        "onTapGesture", "onLongPressGesture", "gesture", "simultaneousGesture", "highPriorityGesture",
    ]

    /// The tapped view's own action, as written (`router.open(.profile(author))`): a view inside
    /// tapped to do exactly that is the same control, not one a combined element would hide.
    let performed: String?

    init(of view: ExprSyntax, index: ProjectIndex, performing action: ExprSyntax? = nil) {
        self.index = index
        performed = action.map(Self.actionText)
        visit(view, isTapped: true)
    }

    /// `{ open() }` and `open()` alike: the statements a tap runs, without the braces.
    static func actionText(_ action: ExprSyntax) -> String {
        (action.as(ClosureExprSyntax.self)?.statements.trimmedText ?? action.trimmedText).filter { !$0.isWhitespace }
    }

    private mutating func note(_ found: Kind) {
        // The first control found is the one a finding names; a control outranks an unknown.
        switch (kind, found) {
        case (.plain, _), (.unresolved, .interactive): kind = found
        default: break
        }
    }

    /// One view expression: its root and the views its layering modifiers add.
    private mutating func visit(_ expression: ExprSyntax, isTapped: Bool = false) {
        let chain = ModifierChain(endingAt: expression)
        // Hidden where it is drawn: assistive technology never reaches it, so combining hides nothing.
        if !isTapped, chain.hidesFromAccessibility { return }
        if !isTapped, Self.isButtonElement(chain) || buildsButtonElement(chain) {
            buttonElements += 1
            return
        }
        // One element that ignores its children: nothing inside is reached, and its label is read.
        let ignoresChildren = chain.modifiers.contains {
            $0.name == "accessibilityElement" && ElementFolding.hidesChildren($0)
        }
        if !isTapped, ignoresChildren {
            if chain.hasAccessibilityLabel { (hasText, hasOwnText) = (true, true) }
            return
        }
        for modifier in chain.modifiers {
            // The gesture being judged is on the tapped view itself, not inside it.
            if !isTapped, Self.gestureModifiers.contains(modifier.name), !doesTheSame(modifier.call) {
                note(.interactive("a view with its own `.\(modifier.name)`"))
            }
            guard Self.layeringModifiers.contains(modifier.name), let call = modifier.call else { continue }
            for argument in call.arguments where argument.label == nil || argument.label?.text == "content" {
                visitLayer(argument.expression)
            }
            for closure in [call.trailingClosure].compactMap({ $0 }) + call.additionalTrailingClosures.map(\.closure) {
                visitStatements(closure.statements)
            }
        }
        // `presenter.image(for: sortType)`, `vendor.icon()`: another object's method named as making an
        // image hands back a picture (judged on unseen apps: a sort row of such an image and its title).
        if let first = chain.modifiers.first, Self.makesImage(first.name),
            chain.root.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isLowercase == true
        {
            return
        }
        visitRoot(chain.root)
    }

    /// `HStack { … }.accessibilityElement(children: .combine).accessibilityAddTraits(.isButton)`.
    static func isButtonElement(_ chain: ModifierChain) -> Bool {
        chain.addsTraits([".isButton"])
            && chain.modifiers.contains { modifier in
                guard modifier.name == "accessibilityElement" else { return false }
                let children = modifier.call?.arguments.first { $0.label?.text == "children" }?.expression.trimmedText
                return children == ".combine" || children == ".ignore"
            }
    }

    /// `NotificationCell.warning()`, or `warning()` of the type around it declared in another file:
    /// a builder whose body the index knows makes one element with the button trait.
    private func buildsButtonElement(_ chain: ModifierChain) -> Bool {
        if let type = chain.root.as(DeclReferenceExprSyntax.self)?.baseName.text, type.first?.isUppercase == true,
            let member = chain.root.parent?.as(MemberAccessExprSyntax.self),
            member.parent?.is(FunctionCallExprSyntax.self) == true
        {
            return index.buildsButtonElement(member.declName.baseName.text, in: type)
        }
        guard let call = chain.root.as(FunctionCallExprSyntax.self),
            call.calledExpression.is(DeclReferenceExprSyntax.self), let name = call.calleeName,
            let owner = EnclosingType.ownerName(of: call)
        else { return false }
        return index.buildsButtonElement(name, in: owner)
    }

    /// `image`, `icon`, `thumbnailImage`: a method named for the picture it makes.
    static func makesImage(_ name: String) -> Bool {
        guard let last = ReadableName.words(of: name).last?.lowercased() else { return false }
        return last == "image" || last == "icon"
    }

    /// `.onTapGesture { open(author) }` inside a view tapped to `open(author)` too.
    private func doesTheSame(_ call: FunctionCallExprSyntax?) -> Bool {
        guard let performed, let call,
            call.calledExpression.lastToken(viewMode: .sourceAccurate)?.text == "onTapGesture"
        else { return false }
        let action = call.trailingClosure.map { ExprSyntax($0) } ?? call.argument(labeled: "perform")?.expression
        return action.map(Self.actionText) == performed
    }

    /// `.background(Color.red)`, `.overlay(Circle().stroke())`: a layer given as an argument.
    private mutating func visitLayer(_ expression: ExprSyntax) {
        // `.background(isSelected ? .accentColor.opacity(0.2) : Color.clear)`: either layer is drawn.
        if let parts = expression.ternaryParts {
            visitLayer(parts.whenTrue)
            visitLayer(parts.whenFalse)
            return
        }
        let root = ModifierChain(endingAt: expression).root
        // `.red`, `Color.accentColor`, `.ultraThinMaterial`: styles and colours, not views to operate.
        if root.is(MemberAccessExprSyntax.self) { return }
        visit(expression)
    }

    private mutating func visitRoot(_ root: ExprSyntax) {
        // `Text("a") + Text("b")`: each operand.
        if let sequence = root.as(SequenceExprSyntax.self) {
            for element in Self.drawnOperands(of: sequence) { visit(element) }
            return
        }
        if let parenthesized = root.as(TupleExprSyntax.self), parenthesized.elements.count == 1,
            let only = parenthesized.elements.first
        {
            return visit(only.expression)
        }
        if let member = root.as(MemberAccessExprSyntax.self) {
            // `Color.clear`, `.red`: a colour. `model.icon`: something the file does not show.
            if member.base == nil || member.base?.trimmedText.first?.isUppercase == true { return }
            // `phase.image` of an `AsyncImage`: the picture it loaded.
            if let base = member.base?.as(DeclReferenceExprSyntax.self), loadedImages.contains(base.baseName.text) {
                return
            }
            note(.unresolved(root.trimmedText))
            return
        }
        guard let call = root.as(FunctionCallExprSyntax.self), let name = call.calleeName else {
            // `checkmarkImage`: a view property of the same type is read like the rest; `content`
            // passed in is not known.
            // `image` of `case .success(let image)` or `{ image in … }` in an `AsyncImage`: its picture.
            if let reference = root.as(DeclReferenceExprSyntax.self), loadedImages.contains(reference.baseName.text) {
                return
            }
            if let reference = root.as(DeclReferenceExprSyntax.self), let type = plainLocals[reference.baseName.text] {
                if Self.textViews.contains(type) { (hasText, hasOwnText) = (true, true) }
                return
            }
            if let reference = root.as(DeclReferenceExprSyntax.self), let local = localViews[reference.baseName.text] {
                if followedMembers.insert("local " + reference.baseName.text).inserted { visit(local) }
                return
            }
            if let reference = root.as(DeclReferenceExprSyntax.self),
                visitMember(named: reference.baseName.text, near: root, call: nil)
            {
                return
            }
            // `icon` of `func detailView(title: String, icon: Image? = nil)`: a parameter typed as plain content.
            if let reference = root.as(DeclReferenceExprSyntax.self),
                let type = Self.parameterType(named: reference.baseName.text, around: root)
            {
                if ProjectIndex.plainContent.contains(type) {
                    if Self.textViews.contains(type) { (hasText, hasOwnText) = (true, true) }
                    return
                }
            }
            // `Color.init(id: "button.background")`: the chain reads `.init` as a modifier of the
            // type, which is a colour or shape all the same (judged on unseen apps: a text on a colour
            // background is text).
            if let reference = root.as(DeclReferenceExprSyntax.self),
                reference.parent?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "init",
                ProjectIndex.plainContent.contains(reference.baseName.text),
                !Self.containers.contains(reference.baseName.text)
            {
                return
            }
            note(.unresolved(root.trimmedText))
            return
        }
        guard name.first?.isUppercase == true else {
            // `loaderView(for: item)`: a builder function of the same type is read like the rest,
            // every branch of it (the arguments only choose among them).
            if call.calledExpression.is(DeclReferenceExprSyntax.self), visitMember(named: name, near: root, call: call)
            {
                return
            }
            note(.unresolved(name + "()"))
            return
        }
        if ProjectIndex.controls.contains(name) || FrameworkNames.controls.contains(name)
            || ProjectIndex.browsedContent.contains(name)
        {
            return note(.interactive("`\(name)`"))
        }
        if Self.textViews.contains(name), Self.showsTitle(call) { (hasText, hasOwnText) = (true, true) }
        if name == "AsyncImage" { loadedImages.formUnion(Self.boundNames(in: call)) }
        // `Image("poster", label: Text("Poster"))`: its label is read, as a text is.
        if name == "Image", call.argument(labeled: "label") != nil { (hasText, hasOwnText) = (true, true) }
        if ProjectIndex.plainContent.contains(name) || FrameworkNames.layouts.contains(name) {
            // Stacks, `ForEach`, `Label { } icon: { }`: what they hold is the content.
            for closure in [call.trailingClosure].compactMap({ $0 }) + call.additionalTrailingClosures.map(\.closure) {
                visitStatements(closure.statements)
            }
            for argument in call.arguments {
                if let closure = argument.expression.as(ClosureExprSyntax.self) { visitStatements(closure.statements) }
            }
            return
        }
        if let handedIn = Self.handedInTap(call) {
            return note(.interactive("taps of its own handed in through `\(handedIn)`"))
        }
        // `PatchTimer(forDate: date)`: a builder function of the type, named like a view.
        if !index.isViewLike(name), call.calledExpression.is(DeclReferenceExprSyntax.self),
            visitMember(named: name, near: root, call: call)
        {
            return
        }
        if index.isViewLike(name) {
            // `Card(content: { rows })`, `Panel { content }`: what a caller hands a project view is drawn
            // inside it, and its body reads that only as a generic `content` (judged on unseen apps: a
            // hover panel whose closure held a media player's buttons and a whole window grid).
            for closure in Self.viewClosures(of: call) { visitStatements(closure.statements) }
            if index.drawsText(view: name) { hasOwnText = true }
            if index.showsText(view: name) { hasText = true }
            switch index.content(ofView: name) ?? .unresolved(name) {
            case .plain: return
            // A view that makes itself one named element (`.accessibilityElement(children: .ignore)` and a
            // label) reads as one already: a gesture of a view it draws is not reached on its own, so a
            // combined element around it hides nothing more (judged on unseen apps).
            case let .interactive(control)
            where control.contains(" in ") && !control.hasSuffix(" in \(name)") && index.namesOwnElement(view: name):
                return
            // The index names a control, or the gesture and the view that has it (`onTapGesture in Row`).
            case let .interactive(control):
                note(.interactive(control == name ? "`\(name)`" : "`\(control)` in `\(name)`"))
            case let .unresolved(what): note(.unresolved(what))
            }
            return
        }
        // `KFImage(url)`: a package's image view only shows its picture.
        if FrameworkNames.imageViews.contains(name) { return }
        // `SendBorder(cornerRadius: 12)`: a project `Shape` only draws its path.
        if index.inherits(name, fromAnyOf: ["Shape", "InsettableShape"]) { return }
        note(.unresolved(name))
    }

    /// The argument through which a caller hands a project view taps of its own, to put on parts of
    /// itself: a callback (`onDelete: { … }`, `action:`), or a closure holding a tap gesture or a
    /// callback (`iconArea: { $0.onTapGesture { play() } }`). One element would fold those taps into one.
    static func handedInTap(_ call: FunctionCallExprSyntax) -> String? {
        let closures =
            call.arguments.compactMap { argument in
                argument.expression.as(ClosureExprSyntax.self).map { (argument.label?.text, $0) }
            } + call.additionalTrailingClosures.map { ($0.label.text, $0.closure) }
        for (label, closure) in closures {
            if let label, label == "action" || TapGestureButton.isCallbackName(label) { return label }
            let tokens = closure.tokens(viewMode: .sourceAccurate)
            let tapInside = tokens.contains { token in
                gestureModifiers.contains(token.text) && token.previousToken(viewMode: .sourceAccurate)?.text == "."
                    || token.parent?.as(LabeledExprSyntax.self)?.label?.id == token.id
                        && TapGestureButton.isCallbackName(token.text)
            }
            if tapInside { return label ?? "a closure" }
        }
        return nil
    }

    /// The closures a call hands a view to draw: its trailing closures and closure arguments, but
    /// not callbacks (`action:`, `onDismiss:`), which run code rather than draw views.
    static func viewClosures(of call: FunctionCallExprSyntax) -> [ClosureExprSyntax] {
        let labelled =
            call.arguments.compactMap { argument in
                argument.expression.as(ClosureExprSyntax.self).map { (argument.label?.text, $0) }
            } + call.additionalTrailingClosures.map { ($0.label.text, $0.closure) }
        let handed = labelled.filter { label, _ in
            label.map { $0 != "action" && !TapGestureButton.isCallbackName($0) } ?? true
        }
        // `format: { $0.uppercased() }`: a closure over anonymous values computes, it draws nothing.
        return ([call.trailingClosure].compactMap { $0 } + handed.map(\.1)).filter { closure in
            !closure.tokens(viewMode: .sourceAccurate).contains { token in
                if case .dollarIdentifier = token.tokenKind { return true }
                return false
            }
        }
    }

    /// Whether a `Text`, `Label` or `LabeledContent` shows a title: not `Text("")` or
    /// `Label("", systemImage: "xmark")`, which VoiceOver reads as nothing (an icon-only view).
    /// A `Label { … } icon: { … }` shows what its title closure holds, visited as content.
    static func showsTitle(_ call: FunctionCallExprSyntax) -> Bool {
        if let title = call.arguments.first, title.label == nil || title.label?.text == "verbatim" {
            return title.expression.stringLiteralValue.map { !$0.allSatisfy(\.isWhitespace) } ?? true
        }
        if call.calleeName == "Label" { return call.closure(labeled: "title") == nil && call.trailingClosure == nil }
        return true
    }

    /// Names an `AsyncImage`'s content binds to what it loaded: its closure's parameters and the
    /// names its `case .success(let image)` or `if let image = phase.image` bind.
    private var loadedImages: Set<String> = []

    static func boundNames(in call: FunctionCallExprSyntax) -> Set<String> {
        var names: Set<String> = []
        for closure in [call.trailingClosure].compactMap({ $0 })
            + call.arguments.compactMap({ $0.expression.as(ClosureExprSyntax.self) })
        {
            if case let .simpleInput(list)? = closure.signature?.parameterClause {
                names.formUnion(list.map(\.name.text))
            }
            for token in closure.tokens(viewMode: .sourceAccurate) {
                guard case .identifier = token.tokenKind, let pattern = token.parent?.as(IdentifierPatternSyntax.self)
                else { continue }
                if pattern.ancestor(OptionalBindingConditionSyntax.self) != nil
                    || pattern.ancestor(ValueBindingPatternSyntax.self) != nil
                {
                    names.insert(pattern.identifier.text)
                }
            }
        }
        return names
    }

    /// The operands of `Text("a") + Text("b")` or of `isEnabled ? activeLook : dimmedLook` that are
    /// drawn: a ternary's condition is a value (an environment flag, a state), never a view.
    static func drawnOperands(of sequence: SequenceExprSyntax) -> [ExprSyntax] {
        let elements = Array(sequence.elements)
        guard let last = elements.lastIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }) else {
            return elements.filter { !$0.is(BinaryOperatorExprSyntax.self) }
        }
        let choices = elements.compactMap { $0.as(UnresolvedTernaryExprSyntax.self)?.thenExpression }
        return choices + elements[(last + 1)...].filter { !$0.is(BinaryOperatorExprSyntax.self) }
    }

    /// Views a builder names with `let` before drawing them (`let face = VStack { … }`).
    private var localViews: [String: ExprSyntax] = [:]

    /// Locals a builder declares with a type that only shows (`let iconImage: Image = …`), by that type.
    private var plainLocals: [String: String] = [:]

    /// Members already followed: a property that draws itself would never end.
    private var followedMembers: Set<String> = []

    /// The body of a computed view property, or of a function named `name` whose argument labels
    /// match `call`'s, in the type around `node`, visited as content. A stored property of a
    /// plain type (`let tint: Color`, `= Color(…)`) is plain. False when there is no such member.
    private mutating func visitMember(named name: String, near node: some SyntaxProtocol, call: FunctionCallExprSyntax?)
        -> Bool
    {
        var current = node.parent
        while let candidate = current, !candidate.is(MemberBlockSyntax.self) { current = candidate.parent }
        guard let members = current?.as(MemberBlockSyntax.self)?.members else { return false }
        guard followedMembers.insert(name).inserted else { return true }
        for member in members {
            if call == nil, let variable = member.decl.as(VariableDeclSyntax.self),
                let binding = variable.bindings.first,
                binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
            {
                // `var fill: Color { isEnabled ? … : .init(red: …) }`: a colour or style, whatever its
                // code, is no view to operate.
                if let type = binding.typeAnnotation?.type.trimmedText, Self.isStyleValue(type) { return true }
                switch binding.accessorBlock?.accessors {
                case let .getter(statements)?:
                    visitStatements(statements)
                    return true
                case let .accessors(accessors)?:
                    guard
                        let getter = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) })?.body
                    else { return false }
                    visitStatements(getter.statements)
                    return true
                case nil:
                    return visitStored(binding)
                }
            }
            if let call, let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == name,
                Self.labels(of: function) == call.arguments.map({ $0.label?.text ?? "_" }), call.trailingClosure == nil,
                let body = function.body
            {
                visitStatements(body.statements)
                return true
            }
        }
        return false
    }

    /// The type, without `?`, of the parameter `name` of the function around `node` (`icon: Image?`
    /// → `Image`), also when an `if let icon` in it unwraps the parameter.
    static func parameterType(named name: String, around node: some SyntaxProtocol) -> String? {
        guard let function = node.ancestor(FunctionDeclSyntax.self),
            let parameter = function.signature.parameterClause.parameters.first(where: {
                ($0.secondName ?? $0.firstName).text == name
            })
        else { return nil }
        return String(parameter.type.trimmedText.reversed().drop(while: { $0 == "?" || $0 == "!" }).reversed())
    }

    /// `Color`, `LinearGradient`, `AnyShapeStyle`: a value that paints, never a view with controls.
    static func isStyleValue(_ type: String) -> Bool {
        type == "Color" || type.hasSuffix("Gradient") || type == "AnyShapeStyle" || type == "Material"
    }

    /// A stored view is set from outside (`let icon: Image` is still an image); other types are unknown.
    private mutating func visitStored(_ binding: PatternBindingSyntax) -> Bool {
        let written =
            binding.typeAnnotation?.type.trimmedText
            ?? binding.initializer.flatMap {
                ModifierChain(endingAt: $0.value).root.as(FunctionCallExprSyntax.self)?.calleeName
            }
        // `Image?` is an image when there is one.
        guard let typeName = written.map({ String($0.reversed().drop(while: { $0 == "?" || $0 == "!" }).reversed()) })
        else { return false }
        // `let accessory: Accessory`, a project view: whatever value is stored, its body is the
        // type's, which the index knows (judged on unseen apps: a chevron-only accessory left a
        // settings row without its trait).
        if !ProjectIndex.plainContent.contains(typeName), index.isViewLike(typeName) {
            guard let content = index.content(ofView: typeName) else { return false }
            if index.drawsText(view: typeName) { hasOwnText = true }
            if index.showsText(view: typeName) { hasText = true }
            switch content {
            case .plain: return true
            case let .interactive(control):
                note(.interactive(control == typeName ? "`\(typeName)`" : "`\(control)` in `\(typeName)`"))
                return true
            case .unresolved: return false
            }
        }
        guard ProjectIndex.plainContent.contains(typeName) else { return false }
        if Self.textViews.contains(typeName) { (hasText, hasOwnText) = (true, true) }
        return true
    }

    /// `func row(for item: Item, _ index: Int)` → `["for", "_"]`: the labels a call writes.
    private static func labels(of function: FunctionDeclSyntax) -> [String] {
        function.signature.parameterClause.parameters.map { $0.firstName.text }
    }

    private mutating func visitStatements(_ statements: CodeBlockItemListSyntax) {
        for statement in statements {
            switch statement.item {
            case let .expr(expression):
                if let ifExpression = expression.as(IfExprSyntax.self) {
                    visitIf(ifExpression)
                } else if let switchExpression = expression.as(SwitchExprSyntax.self) {
                    for case let .switchCase(switchCase) in switchExpression.cases {
                        visitStatements(switchCase.statements)
                    }
                } else {
                    visit(expression)
                }
            case let .decl(declaration):
                // `let face = VStack { … }` in a builder: the view its name stands for below.
                if let variable = declaration.as(VariableDeclSyntax.self), variable.bindings.count == 1,
                    let binding = variable.bindings.first,
                    let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let value = binding.initializer?.value,
                    ModifierChain(endingAt: value).root.as(FunctionCallExprSyntax.self)?.calleeName?.first?
                        .isUppercase == true
                {
                    localViews[name] = value
                    continue
                }
                // `let iconImage: Image = switch icon { … }`: its declared type says what it draws.
                if let variable = declaration.as(VariableDeclSyntax.self), variable.bindings.count == 1,
                    let binding = variable.bindings.first,
                    let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let type = binding.typeAnnotation?.type.trimmedText,
                    ProjectIndex.plainContent.contains(type), !Self.containers.contains(type),
                    // An `AnyView` may hold anything.
                    type != "AnyView", type != "TupleView"
                {
                    plainLocals[name] = type
                    continue
                }
                // `#if os(macOS) Button(…) #endif`: a control on any platform is one to keep
                // reachable (judged on unseen apps: a row's combine hid its macOS-only Remove button).
                guard let config = declaration.as(IfConfigDeclSyntax.self) else { continue }  // `let title = …`
                for clause in config.clauses {
                    if case let .statements(statements)? = clause.elements { visitStatements(statements) }
                }
            case let .stmt(statement):
                // `return Image(…)` in a property or function body is the view it draws.
                if let returned = statement.as(ReturnStmtSyntax.self)?.expression {
                    visit(returned)
                    continue
                }
                // `guard let step else { return Text(value) }`: the view its else draws, then the rest.
                if let guardStatement = statement.as(GuardStmtSyntax.self) {
                    visitStatements(guardStatement.body.statements)
                    continue
                }
                // `if` and `switch` at statement position are wrapped in an expression statement.
                guard let expression = statement.as(ExpressionStmtSyntax.self)?.expression else {
                    // Any other statement (`guard`, a loop) draws views the tool does not follow.
                    note(.unresolved(statement.trimmedText.prefix(while: { $0 != " " }).description))
                    continue
                }
                if let ifExpression = expression.as(IfExprSyntax.self) { visitIf(ifExpression) }
                if let switchExpression = expression.as(SwitchExprSyntax.self) {
                    for case let .switchCase(switchCase) in switchExpression.cases {
                        visitStatements(switchCase.statements)
                    }
                }
            }
        }
    }

    private mutating func visitIf(_ expression: IfExprSyntax) {
        visitStatements(expression.body.statements)
        switch expression.elseBody {
        case let .ifExpr(next)?: visitIf(next)
        case let .codeBlock(block)?: visitStatements(block.statements)
        case nil: break
        }
    }
}
