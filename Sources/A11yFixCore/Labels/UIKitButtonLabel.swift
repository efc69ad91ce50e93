import A11yFixSyntax
import SwiftSyntax

/// Labels UIKit buttons and bar button items that show only an image.
///
/// Before:
///
///     shareButton.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
///
/// After:
///
///     shareButton.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
///     shareButton.accessibilityLabel = "Share" // [VERIFY] confirm label matches intent
///
/// Also `UIButton(configuration:)` whose configuration sets only `image`, and
/// `UIBarButtonItem(image:…)` held in a variable or assigned to `navigationItem.left/rightBarButtonItem(s)`.
/// Not changed: buttons with a title or an `accessibilityLabel` in the same scope, and
/// `UIBarButtonItem(barButtonSystemItem:)`, which VoiceOver names itself.
public struct UIKitButtonLabel: Transform {
    public static let descriptor = TransformDescriptor(
        id: "uikit-button-label",
        summary: "Adds a [VERIFY]-marked accessibilityLabel to image-only UIButtons and UIBarButtonItems",
        frameworks: [.uiKit],
        deviceTests: [.voiceOver, .voiceControl, .switchControl],
        tier: .blocksAssistiveTech,
        problem: "image-only UIKit buttons without a label",
        blocks: [.voiceOver, .voiceControl]
    )

    public init() {}

    /// Why an image given to a UIKit button or bar button item gets no label.
    enum Reason: String, NamedReason {
        case otherPlatform = "other-platform"
        case hasTitle = "has-title"
        case labelled = "labelled"
        case labelledElsewhere = "labelled-elsewhere"
        case sameButton = "same-button"
        case madeElsewhere = "made-elsewhere"
        case noStatement = "no-statement"
        case statementNotEditable = "statement-not-editable"
        case systemReads = "system-reads"
        case notAButton = "not-a-button"
        case titledWhenShown = "titled-when-shown"

        var explanation: String {
            switch self {
            case .otherPlatform: "the code is built for another platform (#if os(…)), not iOS"
            case .hasTitle: "the button has a title, which names it"
            case .labelled: "its accessibilityLabel is set in the same scope"
            case .labelledElsewhere:
                "its accessibilityLabel is set elsewhere in the type (another method, its bar slot), which would overwrite a new one"
            case .sameButton: "the same button is labelled or reported at its first image"
            case .madeElsewhere:
                "another object's button (`view.imageButton`), which that object's type gives its image: labelled or reported there"
            case .noStatement: "not in a local or a bar button slot, so no statement can follow it (a stored property)"
            case .statementNotEditable: "the tool cannot add a statement after this one"
            case .systemReads:
                "no string table holds its words, and VoiceOver already reads its symbol in the user's language (the phrase table's system-reads)"
            case .notAButton:
                "the image is a search bar's icon or a segment's image (`setImage(_:for: .search, state:)`), not an image-only button"
            case .titledWhenShown:
                "the stored property it is kept in gets a title elsewhere in the type (`configuration?.title = …`), which names it"
            }
        }
    }

    /// An image given to a button or bar button item: the receiver to label, the image expression,
    /// the action and the statement to follow, or why the button is not image-only after all.
    enum Candidate {
        case target(receiver: String, image: ExprSyntax, action: ExprSyntax?, statement: CodeBlockItemSyntax)
        case leftAlone(Reason)
    }

    public func findings(in file: SourceFile, context: TransformContext) -> [Finding] {
        guard file.containsText("UIImage(") else { return [] }
        var findings: [Finding] = []
        var labelled: Set<String> = []  // "scope/receiver" given a label this run
        for call in file.functionCalls {
            guard let candidate = Self.imageOnlyTarget(call) else { continue }
            findings.append(
                file.record(
                    Self.self, decide(call, candidate, labelled: &labelled, in: file, context: context),
                    at: call))
        }
        return findings
    }

    /// What to do with one image-only candidate: label it, report it, or leave it alone for a
    /// named reason. `labelled` holds the "scope/receiver" keys given a label this run.
    func decide(
        _ call: FunctionCallExprSyntax, _ candidate: Candidate, labelled: inout Set<String>, in file: SourceFile,
        context: TransformContext
    ) -> Decision {
        guard PlatformResolver.platform(of: call, in: file) == .iOS else {
            return .leftAlone(Reason.otherPlatform.reason)
        }
        let (receiver, image, action, statement): (String, ExprSyntax, ExprSyntax?, CodeBlockItemSyntax)
        switch candidate {
        case let .leftAlone(reason): return .leftAlone(reason.reason)
        case let .target(target, shown, act, item): (receiver, image, action, statement) = (target, shown, act, item)
        }
        // `contentView?.imageButton.setImage(…)`: an image reset on a button another type makes
        // (and gives an image): reported once, where it is made.
        if let property = Self.otherObjectsProperty(receiver),
            context.index.givesImage(toPropertyNamed: property, outside: EnclosingType.ownerName(of: call) ?? "")
        {
            return .leftAlone(Reason.madeElsewhere.reason)
        }
        guard let scope = statement.parent else { return .leftAlone(Reason.statementNotEditable.reason) }
        let scopeText = scope.trimmedText
        // A local is one button per scope; a stored one is the same button in every method of the
        // type (made in one, its image changed in another): reported once.
        let isLocal = Self.declaresLocal(receiver, in: scope)
        let key =
            isLocal
            ? "\(scope.position.utf8Offset)/\(receiver)"
            : "\(EnclosingType.ownerName(of: call) ?? "")/\(LabelAssignments.normalized(receiver))"
        if labelled.contains(key) { return .leftAlone(Reason.sameButton.reason) }
        // `lazy var scrollButton: UIButton = { let button = UIButton(); …; return button }()`: the
        // local is the stored button, which a theme method only gives another image later: one
        // button, whether this image is labelled, reported or left alone.
        if isLocal, let property = Self.storedProperty(returning: receiver, from: scope) {
            labelled.insert("\(EnclosingType.ownerName(of: call) ?? "")/\(property)")
        }
        if scopeText.includes("\(receiver).accessibilityLabel")
            || scopeText.includes("\(receiver).accessibilityAttributedLabel")
        {
            return .leftAlone(Reason.labelled.reason)
        }
        if scopeText.includes("\(receiver).setTitle(") || scopeText.includes("\(receiver).setAttributedTitle(") {
            return .leftAlone(Reason.hasTitle.reason)
        }
        // Labelled in another method: a label added here would be overwritten (a local only
        // through the slot it is put in; another method's local of the same name is another button).
        let assignments = LabelAssignments.around(call, in: file)
        if isLocal ? assignments.labelsSlots(of: receiver) : assignments.labels(receiver) {
            return .leftAlone(Reason.labelledElsewhere.reason)
        }
        if let reason = Self.namedElsewhere(
            receiver, isLocal: isLocal, call: call, scope: scope, in: file, context: context)
        {
            return .leftAlone(reason.reason)
        }
        // `stars[i].setImage(…)` on a button the type made (and gave an image) before it went into
        // the collection: labelled or reported where it was made.
        if let open = receiver.firstIndex(of: "["), receiver[receiver.index(after: open)...].first?.isNumber == false,
            UIKitButtonFlow.fillsWithImageButtons(
                LabelAssignments.normalized(String(receiver[..<open])), around: call, file: file)
        {
            return .leftAlone(Reason.sameButton.reason)
        }
        labelled.insert(key)
        // The statement `receiver.accessibilityLabel = value` after the button's, as a fix.
        func labelling(
            _ value: String, inferred: Bool, message: String, summary: String, text: LabelText? = nil
        ) -> Decision {
            let line = "\(receiver).accessibilityLabel = \(value)" + (inferred ? " \(VerifyMarker.comment)" : "")
            // One button given an image in a loop (one per state) is labelled once, after the loop;
            // one of the buttons a loop makes, inside it.
            let anchor =
                LoopElement.of(receiver: receiver, at: statement) == nil
                ? LoopElement.outermostLoopStatement(around: statement, receiver: receiver) ?? statement : statement
            guard let edit = StatementInsertion.edit(inserting: line, after: anchor, in: file) else {
                return .leftAlone(Reason.statementNotEditable.reason)
            }
            return .fix(
                message: message,
                Fix(
                    edits: [edit], summary: summary, isInferred: inferred,
                    localizationKeys: text?.localizationKeys ?? [], tableEntries: text?.tableEntries ?? []))
        }
        // A title shown in some layouts only (`configuration?.title = compact ? nil : title`): the
        // label is that title, everywhere.
        if isLocal, let list = scope.as(CodeBlockItemListSyntax.self),
            let title = HiddenTitle.name(of: receiver, in: list, after: statement)
        {
            // Its own title, not inferred words: no [VERIFY] marker.
            return labelling(
                title, inferred: false,
                message:
                    "\(receiver) shows its title (`\(title)`) only in some layouts, and only an image in the others; set \(receiver).accessibilityLabel = \(title)",
                summary: "`accessibilityLabel` from its own title on button `\(receiver)`")
        }
        // One of the buttons a loop makes: its element's own words, or the loop is reported once
        // (words from the image or the action would name every button alike).
        if let loop = LoopElement.of(receiver: receiver, at: statement) {
            guard let words = loop.ownWords(image: image, in: file, context: context) else {
                return .report(
                    "\(receiver) is one of the image-only buttons a loop makes and has no accessibilityLabel; words from its image or action would name them all alike: label each with its own words (a title in the data it is made from)"
                )
            }
            return labelling(
                words, inferred: true,
                message:
                    "\(receiver) is one of the image-only buttons a loop makes and has no accessibilityLabel; set \(receiver).accessibilityLabel = \(words), each element's own words",
                summary:
                    "`accessibilityLabel` from each element's own words on image-only buttons `\(receiver)` made in a loop"
            )
        }
        // `setImage(play, for: .normal)` and `setImage(stop, for: .selected)`: a toggle whose tap does
        // the other thing in each state; one fixed phrase is wrong in one of them.
        if Self.showsAnotherImageWhenSelected(receiver, in: scope) {
            return .report(
                "\(receiver) shows only an image, another one while selected (a toggle), and has no accessibilityLabel; set its label where its state changes (`\(receiver).accessibilityLabel = isOn ? … : …`), as one fixed phrase is wrong in one state"
            )
        }
        // `playPauseButton.image = UIImage(systemName: imageName)` in another method: the symbol follows
        // a state (play, then pause), and one fixed phrase is wrong in one of them.
        if let property = isLocal
            ? Self.storedProperty(returning: receiver, from: scope) : LabelAssignments.normalized(receiver),
            ImageChangedElsewhere.changes(property, shown: image, at: call, outside: scope)
        {
            return .report(
                "\(receiver) shows only an image, which another method of its type changes to another symbol (a state it follows), and has no accessibilityLabel; set its label where its image changes, as one fixed phrase is wrong in one state"
            )
        }
        // The project's own words for this image on other buttons of its kind come first.
        if let words = ProjectSymbolLabel.code(
            image: image, call: call, receiver: receiver, statement: statement, in: file, context: context)
        {
            return labelling(
                words, inferred: true,
                message:
                    "\(receiver) shows only an image and has no accessibilityLabel; set \(receiver).accessibilityLabel = \(words), as the project labels its other buttons with this image",
                summary: "`accessibilityLabel` in the project's words on image-only button `\(receiver)`")
        }
        let handler = action ?? Self.targetAction(of: receiver, in: scope) ?? StoredButtonAction.action(for: statement)
        // A plus or minus that steps a value increases or decreases it; it adds or removes nothing.
        let phrase =
            UIKitStepAction.phrase(image: image, action: handler, around: call, file: file)
            ?? Self.phrase(image: image, action: handler, context: context)
        guard let phrase else {
            return .report("\(receiver) shows only an image and has no accessibilityLabel; set one by hand")
        }
        // Words the project's generated strings keep for accessibility (`L10n.Accessibility.Pdf.settings`),
        // where the file uses that strings type already, so the member exists and compiles.
        if LabelText.projectString(for: phrase, in: file, context: context) == nil,
            let member = context.index.accessibilityGeneratedString(for: phrase),
            let root = member.split(separator: ".").first, file.containsText(root + ".")
        {
            return labelling(
                member, inferred: true,
                message:
                    "\(receiver) shows only an image and has no accessibilityLabel; set \(receiver).accessibilityLabel = \(member)",
                summary: "`accessibilityLabel` on image-only \(phrase) button `\(receiver)`")
        }
        if let reason = LabelText.untranslatedPlatformReason(for: phrase, in: file, context: context) {
            // No table holds the words, and VoiceOver reads the symbol in the user's language
            // already (`trash` "Delete"): that reading serves, where an English literal would not.
            if let symbol = Self.systemSymbol(of: image), context.phrases.readingCovers(phrase, symbol: symbol) {
                return .leftAlone(Reason.systemReads.reason)
            }
            return .report("\(receiver) shows only an image and has no accessibilityLabel; \(reason)")
        }
        let text = LabelText.platformString(phrase, at: call, in: file, context: context)
        return labelling(
            text.code, inferred: true,
            message:
                "\(receiver) shows only an image and has no accessibilityLabel; set \(receiver).accessibilityLabel = \(text.code)",
            summary: "`accessibilityLabel` on image-only \(phrase) button `\(receiver)`", text: text)
    }

    /// The receiver to label, the image expression, the action, and the statement to follow; or
    /// why an image-bearing button is no image-only target. Nil for anything else.
    static func imageOnlyTarget(_ call: FunctionCallExprSyntax) -> Candidate? {
        switch UIKitImageButton.shape(of: call) {
        case let .target(receiver, image, action, statement)?:
            .target(receiver: receiver, image: image, action: action, statement: statement)
        case .titled?: .leftAlone(.hasTitle)
        case .noStatement?: .leftAlone(.noStatement)
        case .notAButton?: .leftAlone(.notAButton)
        case nil: nil
        }
    }

    /// Why a button is named in another method of its type, or nil: it is passed to a method that
    /// labels it (`setupAccessibility(forSidebarButton: button)`), a stored one is made by a method
    /// that labels it, or the stored property a local is kept in is labelled or given a title there.
    static func namedElsewhere(
        _ receiver: String, isLocal: Bool, call: FunctionCallExprSyntax, scope: Syntax, in file: SourceFile,
        context: TransformContext
    ) -> Reason? {
        if UIKitButtonFlow.passesToLabellingMethod(receiver, in: scope, around: call, file: file, context: context) {
            return .labelledElsewhere
        }
        let property =
            isLocal
            ? UIKitButtonFlow.storedProperty(of: receiver, in: scope, file: file)
            : LabelAssignments.normalized(receiver)
        guard let property else { return nil }
        if isLocal, LabelAssignments.around(call, in: file).labels(property) { return .labelledElsewhere }
        if !isLocal, UIKitButtonFlow.storedFromLabelledMaker(property, around: call, file: file) {
            return .labelledElsewhere
        }
        return UIKitButtonFlow.titles(property, around: call, file: file) ? .titledWhenShown : nil
    }

    /// The action of `receiver.addTarget(_, action: #selector(…), for:)` or
    /// `receiver.addAction(UIAction { … }, for:)` in the same scope.
    static func targetAction(of receiver: String, in scope: Syntax) -> ExprSyntax? {
        guard let list = scope.as(CodeBlockItemListSyntax.self) else { return nil }
        for item in list {
            guard let call = item.item.as(FunctionCallExprSyntax.self),
                let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                member.base?.trimmedText == receiver
            else { continue }
            switch member.declName.baseName.text {
            case "addTarget": return call.argument(labeled: "action")?.expression
            case "addAction": return call.arguments.first?.expression
            default: continue
            }
        }
        return nil
    }

    /// What an action is called: `#selector(shareTapped)` → `shareTapped`, and
    /// `UIAction { _ in model.refresh() }` → `refresh`.
    static func actionName(of action: ExprSyntax) -> String? {
        if let name = SelectorName.name(of: action) { return name }
        guard let call = action.as(FunctionCallExprSyntax.self), call.calleeName == "UIAction",
            let handler = call.trailingClosure ?? call.closure(labeled: "handler")
        else { return nil }
        return ActionName.name(of: ExprSyntax(handler))
    }

    /// `imageButton` of `contentView?.imageButton` or `cell.imageButton`: a property reached
    /// through another object. Nil for `imageButton`, `self.imageButton` and bar slots.
    static func otherObjectsProperty(_ receiver: String) -> String? {
        let parts = receiver.split(separator: ".").map { String($0.filter { $0 != "?" && $0 != "!" }) }
        guard parts.count >= 2, parts[0] != "self", let last = parts.last,
            last.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !last.hasSuffix("BarButtonItem")
        else { return nil }
        return last
    }

    /// Whether `receiver` is a `let`/`var` declared in `scope` (not a stored property or a slot).
    static func declaresLocal(_ receiver: String, in scope: Syntax) -> Bool {
        scope.as(CodeBlockItemListSyntax.self)?.contains { item in
            item.item.as(VariableDeclSyntax.self)?.bindings.contains { $0.pattern.trimmedText == receiver } ?? false
        } ?? false
    }

    /// Whether `receiver` shows another symbol while selected than while normal in `scope`
    /// (`play.circle.fill`, then `stop.circle.fill`): a toggle whose tap does something else in each
    /// state. The same symbol filled (`star`, `star.fill`) is one thing on or off, which one name
    /// and the selected trait say.
    static func showsAnotherImageWhenSelected(_ receiver: String, in scope: some SyntaxProtocol) -> Bool {
        var symbols: [String: String] = [:]
        for call in SourceFile.descendants(FunctionCallExprSyntax.self, of: scope) {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                member.declName.baseName.text == "setImage", member.base?.trimmedText == receiver,
                let state = call.argument(labeled: "for")?.expression.as(MemberAccessExprSyntax.self),
                let image = call.arguments.first?.expression, let symbol = systemSymbol(of: image)
            else { continue }
            symbols[state.declName.baseName.text] = symbol
        }
        guard let normal = symbols["normal"], let selected = symbols["selected"] else { return false }
        return normal.split(separator: ".").first != selected.split(separator: ".").first
    }

    /// The project's words for the image, then the action's name (what the button does), then the
    /// symbol table (what the glyph usually means). Never the image's name re-spaced: VoiceOver
    /// reads that already, so without a phrase the button is reported.
    /// The SF Symbol `UIImage(systemName: "trash")` (force-unwrapped or not) draws, when literal.
    static func systemSymbol(of image: ExprSyntax) -> String? {
        let call = (image.as(ForceUnwrapExprSyntax.self)?.expression ?? image).as(FunctionCallExprSyntax.self)
        return call?.argument(labeled: "systemName")?.expression.stringLiteralValue
    }

    /// The literals a local `let` named by `expression` holds: `let name = "gear"` or
    /// `let name = isOn ? "a" : "b"`, declared in a block around it. Nil for anything else.
    static func localSymbolChoices(_ expression: ExprSyntax) -> [String]? {
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        var node = Syntax(expression)
        while let block = node.ancestor(CodeBlockItemListSyntax.self) {
            for item in block {
                guard let declaration = item.item.as(VariableDeclSyntax.self),
                    declaration.bindingSpecifier.tokenKind == .keyword(.let),
                    let binding = declaration.bindings.first(where: { $0.pattern.trimmedText == name }),
                    let value = binding.initializer?.value
                else { continue }
                if let literal = value.stringLiteralValue { return [literal] }
                let elements = value.as(SequenceExprSyntax.self).map { Array($0.elements) } ?? []
                guard elements.count == 3, let ternary = elements[1].as(UnresolvedTernaryExprSyntax.self),
                    let first = ternary.thenExpression.stringLiteralValue, let second = elements[2].stringLiteralValue
                else { return nil }
                return [first, second]
            }
            node = Syntax(block)
        }
        return nil
    }

    /// A name that only says "close" or "dismiss" (`dismissView`, `animateDismissView`, `close-button`,
    /// `icon_close`), whatever words for how or what it closes; not `closeTab`, which names what it closes.
    static func closes(_ name: String) -> Bool {
        let words = ReadableName.words(of: name).map { $0.lowercased() }
        let closing: Set<String> = ["close", "dismiss"]
        let manner: Set<String> = [
            "animate", "animated", "did", "tap", "tapped", "on", "handle", "view", "controller", "screen", "sheet",
            "modal", "button", "btn", "icon", "ic", "image", "action", "pressed", "self", "popup", "panel", "small",
        ]
        return words.contains(where: closing.contains)
            && words.allSatisfy { closing.contains($0) || manner.contains($0) }
    }

    static func phrase(image: ExprSyntax, action: ExprSyntax?, context: TransformContext) -> String? {
        let call = (image.as(ForceUnwrapExprSyntax.self)?.expression ?? image).as(FunctionCallExprSyntax.self)
        // SFSafeSymbols' `UIImage(systemSymbol: .arrowClockwise)` names the symbol by its case.
        let safeSymbol = call?.argument(labeled: "systemSymbol")?.expression.as(MemberAccessExprSyntax.self)
            .map { IconInitializer.symbolName(forCase: $0.declName.baseName.text) }
        let named = call?.argument(labeled: "systemName")?.expression
        let symbol = named?.stringLiteralValue ?? safeSymbol
        let name = symbol ?? call?.argument(labeled: "named")?.expression.stringLiteralValue
        // `#selector(handleInputModeList(from:with:))` is UIInputViewController's own switch to the next
        // keyboard, whatever glyph it shows: the system keyboard names that key "Next keyboard".
        if let action, actionName(of: action) == "handleInputModeList" { return "Next keyboard" }
        if let name, let phrase = context.phrases.projectPhrase(for: name) { return phrase }
        // `#selector(animateDismissView)`, `UIImage(named: "close-button")`: a button that closes its screen.
        if let action, let name = actionName(of: action), closes(name) { return "Close" }
        if let action, let name = actionName(of: action), let phrase = ReadableName.phrase(forActionName: name) {
            return phrase
        }
        if symbol == nil, let name, closes(name) { return "Close" }
        // `#selector(cameraTapped)`: the code calls the control "camera", a name the person sees it by;
        // it says more than the glyph's usual meaning (a `video` glyph is no "Video call" here).
        if let action, let name = actionName(of: action), let phrase = TapHandlerName.controlName(of: name) {
            return phrase
        }
        // A `restart` glyph over `beginScrolling`: the glyph's word names an operation the action does not do.
        if let symbol {
            guard let phrase = context.phrases.phrase(for: symbol) else { return nil }
            if let action, GlyphAgreement.disagreement(glyph: phrase, action: action) != nil { return nil }
            return phrase
        }
        // `UIImage(systemName: filterImageName)`, a local that picks one of two looks of one symbol
        // (`isOn ? "line.3.horizontal.decrease.circle.fill" : "…circle"`): the phrase they share.
        guard let named, let choices = localSymbolChoices(named) else { return nil }
        let phrases = Set(choices.map { context.phrases.projectPhrase(for: $0) ?? context.phrases.phrase(for: $0) })
        return phrases.count == 1 ? phrases.first ?? nil : nil
    }

    /// The stored property whose initializer closure (`= { …; return button }()`) makes and returns
    /// the local `receiver`, its statements being `scope`.
    static func storedProperty(returning receiver: String, from scope: Syntax) -> String? {
        guard let statements = scope.as(CodeBlockItemListSyntax.self),
            let last = statements.last?.item.as(ReturnStmtSyntax.self), last.expression?.trimmedText == receiver,
            let closure = scope.parent?.as(ClosureExprSyntax.self),
            let call = closure.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == closure.id,
            call.arguments.isEmpty,
            let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { return nil }
        return name
    }
}
