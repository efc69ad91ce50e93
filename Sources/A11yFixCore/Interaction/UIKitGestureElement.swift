import A11yFixSyntax
import SwiftSyntax

/// Makes tappable custom UIKit views accessibility elements.
///
/// A `UIView` subclass that adds a `UITapGestureRecognizer` to itself and never sets
/// `isAccessibilityElement` gets, after the `addGestureRecognizer` line in its initializer or
/// `awakeFromNib`:
///
///     isAccessibilityElement = true
///     accessibilityTraits.insert(.button)
///     accessibilityLabel = "Show details" // [VERIFY] confirm label matches intent
///
/// The label comes from the recognizer's action (`#selector(showDetails)` → "Show details"), never
/// from the class name, which is the code's name for a part. A view that holds labels or controls
/// is reported instead: one element would hide what they say and do. A gesture added in a method
/// the initializer calls (`setUp()`) gets the lines there; one added elsewhere is reported.
public struct UIKitGestureElement: Transform {
    public static let descriptor = TransformDescriptor(
        id: "uikit-gesture-element",
        summary: "Makes UIView subclasses with a tap gesture accessibility elements with the button trait and a label",
        frameworks: [.uiKit],
        deviceTests: [.voiceOver, .voiceControl, .switchControl],
        tier: .blocksAssistiveTech,
        problem: "tappable UIKit views unreachable by VoiceOver",
        blocks: [.voiceOver]
    )

    public init() {}

    /// Why a tap recognizer added in a UIView class gets no accessibility element.
    enum Reason: String, NamedReason {
        case onAnotherView = "on-another-view"
        case setsElement = "sets-element"
        case sameSetUp = "same-set-up"
        case notEditable = "not-editable"
        case pointGesture = "point-gesture"
        case movesFocus = "moves-focus"
        case buttonPassesTaps = "button-passes-taps"
        case containerCell = "container-cell"
        case anchorsMenu = "anchors-menu"
        case onlyRestyles = "only-restyles"
        case toast = "toast"
        case neverMade = "never-made"
        case doesNothing = "does-nothing"
        case escapeDismisses = "escape-dismisses"
        case labelsPassTheTap = "labels-pass-the-tap"

        var explanation: String {
            switch self {
            case .pointGesture:
                "the tap picks a point, not a target (tap-to-focus, double-tap-to-zoom): there is no action to name"
            case .movesFocus:
                "the tap only moves keyboard focus (dismisses the keyboard, focuses a field), which VoiceOver does on the field"
            case .buttonPassesTaps:
                "it holds a button that lets touches through (isUserInteractionEnabled = false): VoiceOver reads that button, and activating it taps the view"
            case .containerCell:
                "the cell holds controls or a list of its own, which VoiceOver reads one by one: a trait on the cell is never read, and its controls carry the actions"
            case .onlyRestyles:
                "the tap only changes the view's look (a colour, a border): there is no function or information to reach"
            case .anchorsMenu:
                "where the tap lands only places the menu or popover it opens: one target, no choice among several"
            case .onAnotherView:
                "the recognizer is added to another view (a subview, a controller's view), not to the class itself"
            case .neverMade:
                "nothing in the app makes the class (no call of it, no subclass, no storyboard or xib): code no one sees"
            case .doesNothing:
                "the tap does nothing a user sees (a recognizer given no action, which only swallows taps, or a handler that only logs): there is no action to reach"
            case .escapeDismisses:
                "the tap only dismisses the view, and the class's accessibilityPerformEscape() gives VoiceOver that way out (the escape gesture); the views it holds stay readable"
            case .labelsPassTheTap:
                "the tap only dismisses the view, which holds only labels: activating a label taps the view under it, so VoiceOver reaches the dismissal already"
            case .toast: "a toast dismisses itself; its tap only dismisses it early, and VoiceOver reads its text"
            case .setsElement: "the class sets isAccessibilityElement itself"
            case .sameSetUp: "another tap recognizer in the same method gets the accessibility lines already"
            case .notEditable: "the tool cannot insert lines after this statement"
            }
        }
    }

    public func findings(in file: SourceFile, context: TransformContext) -> [Finding] {
        guard file.containsText("UITapGestureRecognizer") else { return [] }
        var findings: [Finding] = []
        var done: Set<SyntaxIdentifier> = []  // one set of lines per initializer or awakeFromNib
        for call in file.functionCalls {
            guard Self.callsAddGestureRecognizer(call), let (name, group) = EnclosingType.of(call),
                let classDecl = group.as(ClassDeclSyntax.self), Self.addsTap(call, in: classDecl)
            else { continue }
            let decision = decide(call, name: name, in: classDecl, file: file, context: context, done: &done)
            let span =
                call.positionAfterSkippingLeadingTrivia.utf8Offset..<call.endPositionBeforeTrailingTrivia.utf8Offset
            findings.append(file.record(Self.self, decision, spanning: span))
        }
        return findings
    }

    /// Whether the recognizer's action names nothing but the tap or going away (`#selector(hideNow)`,
    /// `didTap(gesture:)`): a toast's tap that does something (`undoDelete`) is a control.
    static func onlyDismisses(_ call: FunctionCallExprSyntax) -> Bool {
        guard let text = tapAction(of: call), let start = text.range(of: "#selector(") else { return false }
        let selector = text[start.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        let plain: Set<String> = [
            "did", "on", "handle", "tap", "tapped", "gesture", "recognizer", "toast", "snackbar", "view", "hide",
            "dismiss", "close", "remove", "now", "swipe",
        ]
        return ReadableName.words(of: String(selector)).allSatisfy { plain.contains($0.lowercased()) }
    }

    /// The `action:` the tap recognizer `addGestureRecognizer` is handed was made with, written in
    /// the call or in a `let` of the same body (`let tap = UITapGestureRecognizer(target:action:)`).
    static func tapAction(of call: FunctionCallExprSyntax) -> String? {
        guard let argument = call.arguments.first?.expression else { return nil }
        let recognizer: FunctionCallExprSyntax?
        if let made = argument.as(FunctionCallExprSyntax.self) {
            recognizer = made
        } else if let body = call.ancestor(CodeBlockSyntax.self) {
            let name = argument.trimmedText
            recognizer =
                body.statements.lazy.compactMap { item -> FunctionCallExprSyntax? in
                    guard let binding = item.item.as(VariableDeclSyntax.self)?.bindings.first,
                        binding.pattern.trimmedText == name
                    else { return nil }
                    return binding.initializer?.value.as(FunctionCallExprSyntax.self)
                }.first
        } else {
            recognizer = nil
        }
        guard let recognizer, recognizer.calleeName == "UITapGestureRecognizer" else { return nil }
        return recognizer.argument(labeled: "action")?.expression.trimmedText
    }

    /// What to do with one tap recognizer the class `name` adds: make the class an element,
    /// report where that cannot be done here, or leave it alone for a named reason.
    func decide(
        _ call: FunctionCallExprSyntax, name: String, in classDecl: ClassDeclSyntax, file: SourceFile,
        context: TransformContext, done: inout Set<SyntaxIdentifier>
    ) -> Decision {
        let trait = Self.buttonTrait(in: context)
        guard Self.isOnSelf(call) else { return .leftAlone(Reason.onAnotherView.reason) }
        if classDecl.memberBlock.trimmedText.includes("isAccessibilityElement") {
            return .leftAlone(Reason.setsElement.reason)
        }
        // Cells and reusable views are made by their table or collection from `Cell.self`.
        let superclass = Self.superclassName(of: classDecl) ?? ""
        if !superclass.hasSuffix("Cell"), !superclass.hasSuffix("View") || superclass == "UIView",
            context.index.isNeverMade(class: name)
        {
            return .leftAlone(Reason.neverMade.reason)
        }
        let setUp =
            call.ancestor(InitializerDeclSyntax.self).map(Syntax.init)
            ?? call.ancestor(FunctionDeclSyntax.self).map(Syntax.init)
        if UIKitPointGesture.isPointGesture(call, in: classDecl) { return .leftAlone(Reason.pointGesture.reason) }
        if UIKitFocusTap.onlyMovesFocus(call, in: classDecl) { return .leftAlone(Reason.movesFocus.reason) }
        // `didTap?()`, which every place that sets it (`titleLabel.didTap = { self?.input
        // .becomeFirstResponder() }`) makes focus a field: a field's caption (judged on unseen apps).
        if let callback = UIKitFocusTap.onlyCallback(call, in: classDecl), context.index.isFocusCallback(callback) {
            return .leftAlone(Reason.movesFocus.reason)
        }
        if UIKitCosmeticTap.onlyRestyles(call, in: classDecl) { return .leftAlone(Reason.onlyRestyles.reason) }
        if UIKitIdleTap.doesNothing(call, in: classDecl) { return .leftAlone(Reason.doesNothing.reason) }
        if Self.holdsPassThroughButton(classDecl) { return .leftAlone(Reason.buttonPassesTaps.reason) }
        if let setUp, !done.insert(setUp.id).inserted { return .leftAlone(Reason.sameSetUp.reason) }
        // A handler that reads where the touch landed (a board, a map, a chart) does different
        // things in different places: one button would hide all but one of them.
        if UIKitPointGesture.anchorsMenu(call, in: classDecl) { return .leftAlone(Reason.anchorsMenu.reason) }
        // The handler may be declared in an extension of the class (a text view's tap resolving the
        // link under the finger, judged on real apps: marked a button whole).
        // Only the recognizer's own handler counts when it is found: a single tap calling `onTap()`
        // beside a double tap that zooms where it lands has one target (judged noise on unseen apps).
        // A handler that hands its recognizer on (`select(gesture)`) may read the point elsewhere.
        let handler = UIKitPointGesture.handler(of: call, in: classDecl)
        let recognizer = handler?.signature.parameterClause.parameters.first.map {
            ($0.secondName ?? $0.firstName).text
        }
        let handlerBody = handler?.body?.trimmedText
        let keepsRecognizer = handlerBody != nil && (recognizer.map { handlerBody?.includes($0) == false } ?? true)
        let searched = keepsRecognizer ? handlerBody ?? "" : classDecl.memberBlock.trimmedText + (handlerBody ?? "")
        if searched.includes("location(in:") {
            return .report(
                "\(name) handles taps by where they land (location(in:)); one button element would hide the rest. Give VoiceOver an element or a custom action for each target"
            )
        }
        // A handler that returns at once unless a flag of the class holds does nothing while the
        // flag is off (a subclass or a caller turns it off): a trait set once would name a dead tap.
        if let flag = Self.gatingFlag(in: classDecl) {
            return .report(
                "\(name) handles taps only while `\(flag)` holds, a flag the class lets change; a button trait set once would announce a tap that does nothing. Set the trait (or an accessibility action) where `\(flag)` changes, only while it holds"
            )
        }
        // A view VoiceOver reads already (a label, a cell, a map pin) needs the trait, not an element;
        // a control has a role of its own, which the trait could misname.
        if let kind = Self.accessibleSuperclass(of: classDecl) {
            let message = "\(name) is a \(kind), which VoiceOver reads already, and handles taps"
            // A cell is read by its texts: one without a label says nothing, trait or not.
            let superclass = Self.superclassName(of: classDecl) ?? ""
            // A cell holding its own controls or list is a container: VoiceOver reads its parts, never it.
            if superclass.hasSuffix("Cell"), Self.holdsControls(classDecl) {
                return .leftAlone(Reason.containerCell.reason)
            }
            let saysSomething =
                !superclass.hasSuffix("Cell") || Self.heldContent(in: classDecl)?.contains("UILabel") == true
            guard !["UIButton", "UIControl"].contains(superclass), saysSomething,
                !classDecl.memberBlock.trimmedText.includes("accessibilityTraits"),
                let statement = call.parent?.as(CodeBlockItemSyntax.self), Self.isInSetUp(call, of: classDecl),
                let edit = StatementInsertion.edit(
                    insertingLines: [trait], after: statement, in: file)
            else {
                let needs = saysSomething ? "" : "a label that says what it does and "
                return .report(message + ": add \(needs)the .button trait (\(trait))")
            }
            return .fix(
                message: message + " but is not a button for it",
                Fix(edits: [edit], summary: "`.button` trait on tappable \(kind) \(name)", isInferred: false))
        }
        // A toast goes away on its own; a tap that only sends it early adds nothing, and its label is
        // read already (judged noise on unseen apps). A tap whose action names a deed ("Undo") counts.
        if ["Toast", "Snackbar"].contains(where: { name.includes($0) }), Self.onlyDismisses(call) {
            return .leftAlone(Reason.toast.reason)
        }
        // A view that shows one label (and an icon beside it): the label is what VoiceOver reads, and
        // activating it taps the view, so the label carries the trait (judged on unseen apps: an
        // emoji reaction and an album title that toggled a picker were left as findings).
        if Self.heldContent(in: classDecl) == "UILabel", let label = Self.onlyLabel(in: classDecl, before: call),
            let statement = call.parent?.as(CodeBlockItemSyntax.self), Self.isInSetUp(call, of: classDecl),
            !classDecl.memberBlock.trimmedText.includes("accessibilityTraits")
        {
            let line =
                context.usesPre42UIKitNames
                ? "\(label).accessibilityTraits |= UIAccessibilityTraitButton"
                : "\(label).accessibilityTraits.insert(.button)"
            if let edit = StatementInsertion.edit(insertingLines: [line], after: statement, in: file) {
                return .fix(
                    message: "\(name) handles taps, and VoiceOver reads its one label without saying it is a button",
                    Fix(edits: [edit], summary: "`.button` trait on the label of tappable \(name)", isInferred: false))
            }
        }
        // Made one element, the view would hide the text and controls it holds.
        if let held = Self.heldContent(in: classDecl) {
            // An overlay the tap dismisses: the escape gesture is the way out its backdrop cannot give.
            if let (handler, statement) = UIKitEscapeTap.dismissal(call, in: classDecl) {
                guard UIKitEscapeTap.catchesActivation(held) else { return .leftAlone(Reason.labelsPassTheTap.reason) }
                if UIKitEscapeTap.escapes(classDecl) { return .leftAlone(Reason.escapeDismisses.reason) }
                return .fix(
                    message:
                        "\(name) is dismissed by a tap on it, which VoiceOver cannot make: its activation lands on the views it holds (\(held)); let the escape gesture dismiss it too",
                    Fix(
                        edits: [UIKitEscapeTap.edit(after: handler, running: statement, in: file)],
                        summary: "`accessibilityPerformEscape()` on \(name) runs its tap's `\(statement.trimmedText)`",
                        isInferred: false))
            }
            return .report(
                "\(name) handles taps but is not an accessibility element, and it holds views VoiceOver reads (\(held)) that one element would hide; make the tap reachable another way (an accessibility action, or a button for it)"
            )
        }
        // A label set in an extension of the class counts too, in this file or another.
        let members = classDecl.memberBlock.trimmedText
        let labelled =
            members.includes("accessibilityLabel") || members.includes("accessibilityAttributedLabel")
            || context.index.mentionsAccessibilityLabel(type: name)
        // The action's name says what the tap does; the class's name only names a part.
        let phrase =
            Self.actionName(in: classDecl).flatMap(ReadableName.phrase(forActionName:))
            ?? Self.iconButtonPhrase(name, in: classDecl)
        guard labelled || phrase != nil else {
            return .report(
                "\(name) handles taps but is not an accessibility element, and neither its code nor its action's name says what the tap does; set isAccessibilityElement, the .button trait and a label by hand"
            )
        }
        var lines = ["isAccessibilityElement = true", trait]
        // A label the class already sets (often localized) stays. A new one is written as the
        // project translates its words (`OCLocalizedString("Cancel", nil)`, a catalog's key), as
        // Labels' are (judged on unseen apps: an English "Cancel" beside the project's own key).
        var text: LabelText?
        if let phrase, !labelled {
            if let reason = LabelText.untranslatedPlatformReason(for: phrase, in: file, context: context) {
                return .report("\(name) handles taps but is not an accessibility element; \(reason)")
            }
            let written = LabelText.platformString(phrase, at: call, in: file, context: context)
            lines.append("accessibilityLabel = \(written.code) \(VerifyMarker.comment)")
            text = written
        }
        guard let statement = call.parent?.as(CodeBlockItemSyntax.self), Self.isInSetUp(call, of: classDecl) else {
            return .report(
                "\(name) handles taps but is not an accessibility element; set isAccessibilityElement, the .button trait and a label in its initializer"
            )
        }
        guard let edit = StatementInsertion.edit(insertingLines: lines, after: statement, in: file) else {
            return .leftAlone(Reason.notEditable.reason)
        }
        return .fix(
            message: "\(name) handles taps but is not an accessibility element; VoiceOver cannot reach it",
            Fix(
                edits: [edit],
                summary:
                    "`isAccessibilityElement` and `.button` trait\(lines.count > 2 ? " and `accessibilityLabel` \"\(phrase ?? "")\"" : "") on tappable \(name)",
                isInferred: lines.count > 2, localizationKeys: text?.localizationKeys ?? [],
                tableEntries: text?.tableEntries ?? []))
    }

    /// `ProfileBackButton`, `SheetCloseButton`: a plain view its authors name a Back or Close button,
    /// drawing an icon (`UIImageView`) and nothing VoiceOver reads. Its name states its one job, which
    /// is the word VoiceOver users know such a button by.
    static func iconButtonPhrase(_ name: String, in classDecl: ClassDeclSyntax) -> String? {
        let words = ReadableName.words(of: name)
        guard superclassName(of: classDecl) == "UIView", words.count >= 2, words.last == "button",
            classDecl.memberBlock.trimmedText.includes("UIImageView")
        else { return nil }
        switch words[words.count - 2] {
        case "back": return "Back"
        case "close", "dismiss": return "Close"
        default: return nil
        }
    }

    /// The line that adds the button trait, in the spelling the language mode compiles: below
    /// Swift 4.2 `accessibilityTraits` is a `UInt64` of global `UIAccessibilityTrait…` bits.
    static func buttonTrait(in context: TransformContext) -> String {
        context.usesPre42UIKitNames
            ? "accessibilityTraits |= UIAccessibilityTraitButton" : "accessibilityTraits.insert(.button)"
    }

    /// Types VoiceOver reads by themselves: a tap on one of them needs only the button trait.
    static let accessibleKinds: [String: String] = [
        "UILabel": "label", "UIButton": "button", "UIControl": "control", "UITextField": "text field",
        "UITextView": "text view", "MKAnnotationView": "map annotation view",
        "MKMarkerAnnotationView": "map annotation view", "UITableViewCell": "table view cell",
        "UICollectionViewCell": "collection view cell",
    ]

    static func accessibleSuperclass(of classDecl: ClassDeclSyntax) -> String? {
        superclassName(of: classDecl).flatMap { accessibleKinds[$0] }
    }

    static func superclassName(of classDecl: ClassDeclSyntax) -> String? {
        classDecl.inheritanceClause?.inheritedTypes.first?.type.trimmedText
    }

    /// Views whose words or actions VoiceOver reaches on their own.
    static let contentTypes = [
        "UILabel", "UIButton", "UITextField", "UITextView", "UISwitch", "UISlider", "UISegmentedControl",
        "UIStepper", "UIDatePicker", "UITableView", "UICollectionView",
    ]

    /// Endings of the project's own view classes that read or act as these do (`ActivityIndicatedButton`,
    /// `PaddedLabel`): one element would hide them too.
    static let contentEndings = ["Button", "Label", "TextField", "TextView", "Switch", "Slider"]

    /// What the class holds that one element would hide: "a UILabel", "UIButton and UITextField",
    /// or a stored property of a project class named like one (`let button: ActivityIndicatedButton`).
    static func heldContent(in classDecl: ClassDeclSyntax) -> String? {
        let members = classDecl.memberBlock.trimmedText
        // Declared types of variables only: a parameter typed `UIButton` (a handler's sender) is held
        // by no one.
        let declared = Set(
            SourceFile.descendants(TypeAnnotationSyntax.self, of: classDecl.memberBlock).compactMap { annotation in
                annotation.parent?.is(PatternBindingSyntax.self) == true
                    ? String(annotation.type.trimmedText.filter { $0 != "?" && $0 != "!" }) : nil
            })
        var held = contentTypes.filter { members.includes($0 + "(") || declared.contains($0) }
        for property in heldProperties(in: classDecl) where !held.contains(property.type) {
            held.append(property.type)
        }
        return held.isEmpty ? nil : held.joined(separator: " and ")
    }

    /// The class's stored properties typed (or made) as a project view class with a content
    /// ending: `lazy var button: ActivityIndicatedButton = { … }()`.
    static func heldProperties(in classDecl: ClassDeclSyntax) -> [(
        name: String, type: String, decl: VariableDeclSyntax
    )] {
        classDecl.memberBlock.members.compactMap { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
                let binding = variable.bindings.first,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            else { return nil }
            let written =
                binding.typeAnnotation?.type.trimmedText
                ?? binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calleeName
            guard let type = written.map({ String($0.reversed().drop(while: { $0 == "?" || $0 == "!" }).reversed()) }),
                type.first?.isUppercase == true, !type.hasPrefix("UI"),
                contentEndings.contains(where: type.hasSuffix)
            else { return nil }
            return (name, type, variable)
        }
    }

    /// The name of the one `UILabel` the class makes: a stored property (`let label = UILabel()`,
    /// `private let label: UILabel = { … }()`), or a local of the set-up method declared before `call`.
    static func onlyLabel(in classDecl: ClassDeclSyntax, before call: FunctionCallExprSyntax) -> String? {
        let members = classDecl.memberBlock.trimmedText
        guard members.components(separatedBy: "UILabel(").count == 2 else { return nil }
        var names: [String] = []
        for variable in classDecl.memberBlock.tokens(viewMode: .sourceAccurate).compactMap({
            $0.parent?.as(VariableDeclSyntax.self)
        }) {
            guard
                variable.bindingSpecifier.tokenKind != .keyword(.var) || variable.bindings.first?.accessorBlock == nil,
                let binding = variable.bindings.first, variable.bindings.count == 1,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                binding.typeAnnotation?.type.trimmedText == "UILabel"
                    || binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calleeName == "UILabel"
            else { continue }
            let isMember = variable.parent?.is(MemberBlockItemSyntax.self) == true
            // A local is in scope only in its own method, before the recognizer.
            let isLocalBefore =
                variable.ancestor(CodeBlockSyntax.self)?.id == call.ancestor(CodeBlockSyntax.self)?.id
                && variable.position < call.position
            if isMember || isLocalBefore, !names.contains(name) { names.append(name) }
        }
        return names.count == 1 ? names[0] : nil
    }

    /// Controls and lists whose parts VoiceOver reads one by one.
    static let controlTypes = [
        "UIButton", "UISwitch", "UISlider", "UISegmentedControl", "UIStepper", "UIDatePicker", "UITableView",
        "UICollectionView",
    ]

    /// Whether the class holds a control or a list (`@IBOutlet weak var buyButton: UIButton!`, a
    /// `UITableView`, or a project class named like a control): a cell holding one is a container.
    static func holdsControls(_ classDecl: ClassDeclSyntax) -> Bool {
        // By whole tokens: `style: UITableViewCell.CellStyle` holds no table view.
        let holdsType = classDecl.memberBlock.tokens(viewMode: .sourceAccurate).contains { token in
            controlTypes.contains(token.text)
                && (token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .colon
                    || token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .leftParen)
        }
        return holdsType
            || heldProperties(in: classDecl).contains { property in
                ["Button", "Switch", "Slider"].contains(where: property.type.hasSuffix)
            }
    }

    /// `copyable` when the tap's action method starts with `guard copyable else { return }` or
    /// `if !copyable { return }` and `copyable` is a `var` of the class: the tap acts only while it holds.
    /// Likewise the conditions of an `if` that is the whole method and tests such a `var`.
    static func gatingFlag(in classDecl: ClassDeclSyntax) -> String? {
        guard let action = actionName(in: classDecl) else { return nil }
        let method = classDecl.memberBlock.members.lazy.compactMap { $0.decl.as(FunctionDeclSyntax.self) }
            .first { $0.name.text == action }
        guard let first = method?.body?.statements.first.map({ Syntax($0.item) }) else { return nil }
        let flag: String
        if let guardStatement = first.as(GuardStmtSyntax.self), guardStatement.conditions.count == 1,
            Self.onlyReturns(guardStatement.body),
            case let .expression(condition)? = guardStatement.conditions.first?.condition
        {
            flag = condition.trimmedText
        } else if let ifExpression = first.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
            ?? first.as(IfExprSyntax.self),
            ifExpression.elseBody == nil, ifExpression.conditions.count == 1, Self.onlyReturns(ifExpression.body),
            case let .expression(condition)? = ifExpression.conditions.first?.condition,
            let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!"
        {
            flag = prefix.expression.trimmedText
        } else if method?.body?.statements.count == 1,
            let ifExpression = first.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
                ?? first.as(IfExprSyntax.self),
            ifExpression.elseBody == nil,
            // A test, not only `if let delegate`: an unset optional is set once, a test's answer changes.
            ifExpression.conditions.contains(where: {
                if case .expression = $0.condition { return true }
                return false
            })
        {
            // `if let progress, progress.isCancellable { progress.cancel() }`: the whole handler
            // acts only while a property allows it (judged on unseen apps: a progress view called a
            // "Cancel" button also where it cannot cancel).
            let read = ifExpression.conditions.tokens(viewMode: .sourceAccurate).contains { token in
                guard case .identifier(let name) = token.tokenKind else { return false }
                return isVariable(name, of: classDecl)
            }
            return read ? ifExpression.conditions.trimmedText : nil
        } else {
            return nil
        }
        let name = flag.hasPrefix("self.") ? String(flag.dropFirst(5)) : flag
        return isVariable(name, of: classDecl) ? name : nil
    }

    /// Whether the class declares a `var` named `name`.
    static func isVariable(_ name: String, of classDecl: ClassDeclSyntax) -> Bool {
        classDecl.memberBlock.members.contains { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindingSpecifier.text == "var"
            else { return false }
            return variable.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
        }
    }

    /// `{ return }`: a block that only leaves.
    static func onlyReturns(_ block: CodeBlockSyntax) -> Bool {
        block.statements.count == 1 && block.statements.first?.item.as(ReturnStmtSyntax.self)?.expression == nil
    }

    /// A held button that touches pass through (`button.isUserInteractionEnabled = false`, in its
    /// property's initializer or anywhere in the class): a double tap on it with VoiceOver lands on
    /// the view's own recognizer, and the button says what it does (judged on unseen apps: an
    /// element labelled from the action, "Select", hid a "Load More" button that worked).
    static func holdsPassThroughButton(_ classDecl: ClassDeclSyntax) -> Bool {
        let members = classDecl.memberBlock.trimmedText
        return heldProperties(in: classDecl).contains { property in
            property.type.hasSuffix("Button")
                && (property.decl.trimmedText.includes("isUserInteractionEnabled = false")
                    || members.includes("\(property.name).isUserInteractionEnabled = false"))
        }
    }

    /// The action the class's tap recognizers call: the one `#selector(…)` given as `action:` to
    /// `UITapGestureRecognizer(target:action:)` or to a recognizer's `addTarget(_:action:)` in the class.
    /// Nil when there is none, or several.
    static func actionName(in classDecl: ClassDeclSyntax) -> String? {
        var names: Set<String> = []
        for token in classDecl.memberBlock.tokens(viewMode: .sourceAccurate) where token.text == "selector" {
            guard let argument = token.ancestor(LabeledExprSyntax.self), argument.label?.text == "action",
                let call = argument.ancestor(FunctionCallExprSyntax.self),
                call.calleeName == "UITapGestureRecognizer"
                    || call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "addTarget",
                let name = SelectorName.name(of: argument.expression)
            else { continue }
            names.insert(name)
        }
        return names.count == 1 ? names.first : nil
    }

    /// `addGestureRecognizer(UITapGestureRecognizer(…))` or of a variable made from one, on self.
    /// The cheap first filter: most calls in a file are not this one.
    static func callsAddGestureRecognizer(_ call: FunctionCallExprSyntax) -> Bool {
        let callee = call.calledExpression
        let name =
            callee.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        return name == "addGestureRecognizer"
    }

    /// `addGestureRecognizer(self.tap)` or `imageView.addGestureRecognizer(…)`: on the class itself.
    static func isOnSelf(_ call: FunctionCallExprSyntax) -> Bool {
        let callee = call.calledExpression
        return callee.as(DeclReferenceExprSyntax.self)?.baseName.text == "addGestureRecognizer"
            || (callee.as(MemberAccessExprSyntax.self).map {
                $0.declName.baseName.text == "addGestureRecognizer" && $0.base?.trimmedText == "self"
            } ?? false)
    }

    /// Whether the recognizer added is a tap: made in place, or a variable made from one.
    static func addsTap(_ call: FunctionCallExprSyntax, in classDecl: ClassDeclSyntax) -> Bool {
        guard let argument = call.arguments.first?.expression else { return false }
        if argument.as(FunctionCallExprSyntax.self)?.calleeName == "UITapGestureRecognizer" { return true }
        guard let name = argument.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        let members = classDecl.memberBlock.trimmedText
        return members.includes("\(name) = UITapGestureRecognizer(")
            || members.includes("\(name): UITapGestureRecognizer")
    }

    /// In an initializer or `awakeFromNib`, or in a method one of them calls (`setUp()`): code
    /// that runs once for every instance, so the lines placed after the call always apply.
    static func isInSetUp(_ call: FunctionCallExprSyntax, of classDecl: ClassDeclSyntax) -> Bool {
        if call.ancestor(InitializerDeclSyntax.self) != nil { return true }
        guard let method = call.ancestor(FunctionDeclSyntax.self) else { return false }
        if method.name.text == "awakeFromNib" { return true }
        guard method.signature.parameterClause.parameters.isEmpty else { return false }
        let name = method.name.text
        return classDecl.memberBlock.members.contains { member in
            let body: CodeBlockSyntax? =
                member.decl.as(InitializerDeclSyntax.self)?.body
                ?? member.decl.as(FunctionDeclSyntax.self).flatMap { $0.name.text == "awakeFromNib" ? $0.body : nil }
            return body?.statements.contains { statement in
                let text = statement.item.trimmedText
                return text == "\(name)()" || text == "self.\(name)()"
            } ?? false
        }
    }
}
