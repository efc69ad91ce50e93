import A11yFixSyntax
import SwiftSyntax

/// Labels AppKit buttons and toolbar items that show only a symbol image.
///
/// - `toolbarItem.image = NSImage(systemSymbolName: "sidebar.leading", accessibilityDescription: nil)`
///   (likewise `button.image = …`, and `image = …` inside an `NSToolbarItem` subclass) gets the
///   item's own words instead of `nil`: its `paletteLabel`, else its `toolTip`, else the SF Symbol
///   table's phrase. An item with a `label` is named already and left alone.
/// - `let b = NSButton(image: …, target:, action:)` (or `NSButton(title: "", image: …)`) with no
///   `setAccessibilityLabel` and no title in the same scope gets, on the next lines,
///   `b.setAccessibilityLabel("Delete") // [VERIFY] …` and, when it has no tool tip, `b.toolTip`.
///
/// Not changed: a symbol in an image view, a menu item or anything else that is not an image-only
/// control (beside a title, in a table cell, a bullet: decoration or named by its text), and
/// images whose control has a title. Never a label re-spelling the symbol or asset name: without
/// words from the code or the table, the control is reported.
public struct AppKitButtonLabel: Transform {
    public static let descriptor = TransformDescriptor(
        id: "appkit-button-label",
        summary:
            "Labels image-only NSButtons and NSToolbarItems with their own words (palette label, tool tip), the action's name or the symbol table",
        frameworks: [.appKit],
        deviceTests: [.voiceOver, .voiceControl, .switchControl, .fullKeyboardAccess],
        tier: .blocksAssistiveTech,
        problem: "image-only AppKit buttons or toolbar items without a label",
        blocks: [.voiceOver, .voiceControl]
    )

    public init() {}

    /// Why a symbol image, or an NSButton made with an image and no title, gets no label.
    enum Reason: String, NamedReason {
        case otherPlatform = "other-platform"
        case hasDescription = "has-description"
        case notAControl = "not-a-control"
        case nameNotLiteral = "name-not-literal"
        case hasTitle = "has-title"
        case labelled = "labelled"
        case labelledElsewhere = "labelled-elsewhere"
        case noVariable = "no-variable"
        case statementNotEditable = "statement-not-editable"

        var explanation: String {
            switch self {
            case .otherPlatform: "the code is built for another platform (#if os(…)), not macOS"
            case .hasDescription: "the symbol has an accessibility description already"
            case .notAControl: "not the only content of a button or toolbar item (an image view, a menu item, a cell)"
            case .nameNotLiteral: "the symbol's name is not a literal the tool can look up"
            case .hasTitle: "a title beside the image names the control"
            case .labelled: "it has an accessibility label, or a toolbar item label, already"
            case .labelledElsewhere:
                "its accessibility label is set elsewhere in the type (another method), which would overwrite a new one"
            case .noVariable: "the button is not held in a named variable a label could be set on"
            case .statementNotEditable: "the tool cannot add a statement after this one"
            }
        }
    }

    public func findings(in file: SourceFile, context: TransformContext) -> [Finding] {
        guard file.containsText("NSImage(") || file.containsText("NSButton(") else { return [] }
        var findings: [Finding] = []
        for call in file.functionCalls {
            guard let callee = call.calleeName, callee == "NSImage" || callee == "NSButton" else { continue }
            let decision =
                callee == "NSImage"
                ? symbolImageDecision(call, in: file, context: context)
                : buttonDecision(call, in: file, context: context)
            decision.map { findings.append(file.record(Self.self, $0, at: call)) }
        }
        return findings
    }

    // MARK: Symbol images of image-only controls

    /// `NSImage(systemSymbolName:accessibilityDescription: nil)` given to a toolbar item or button
    /// that shows only it: the description becomes the control's name. Nil for any other image.
    func symbolImageDecision(_ call: FunctionCallExprSyntax, in file: SourceFile, context: TransformContext)
        -> Decision?
    {
        guard let name = call.argument(labeled: "systemSymbolName")?.expression,
            let description = call.argument(labeled: "accessibilityDescription")?.expression
        else { return nil }
        // After the arguments: resolving the platform is a walk up the tree.
        guard PlatformResolver.platform(of: call, in: file) == .macOS else {
            return .leftAlone(Reason.otherPlatform.reason)
        }
        guard description.is(NilLiteralExprSyntax.self) else { return .leftAlone(Reason.hasDescription.reason) }
        guard let owner = ImageOwner.of(call) else {
            // `NSButton(image: NSImage(…))`: the button's own decision speaks for its image.
            return Self.isButtonArgument(call) ? nil : .leftAlone(Reason.notAControl.reason)
        }
        guard let symbol = name.stringLiteralValue else { return .leftAlone(Reason.nameNotLiteral.reason) }
        let words = OwnWords(receiver: owner.receiver, scope: owner.scope)
        // A title beside the image, or a label the item already has, names the control. The title
        // may be set before the block the image is set in (`if #available`, a timer's closure).
        if owner.enclosingWords.contains(where: \.showsTitle) { return .leftAlone(Reason.hasTitle.reason) }
        if words.setsText("label") || words.callsSetAccessibilityLabel { return .leftAlone(Reason.labelled.reason) }
        // Labelled in another method of the type; a local made here is another control than a
        // local of the same name elsewhere, so only a stored one (or `self`) is looked up.
        if words.creatingCall == nil, LabelAssignments.around(call, in: file).labels(owner.receiver) {
            return .leftAlone(Reason.labelledElsewhere.reason)
        }
        // The item's own words, written as the code writes them (a literal stays a literal, a
        // localized lookup is reused); else the table's phrase.
        // A local constant holding them counts only where it is declared before the image.
        let ownWords =
            ((owner.isToolbarItem ? ["paletteLabel", "toolTip"] : ["toolTip"]).lazy.compactMap {
                words.writtenWithDeclaration($0)
            }.first {
                ($0.declaration?.endPosition.utf8Offset ?? 0) <= call.position.utf8Offset
            }).map { (code: $0.code, phrase: $0.phrase) }
        // One of the controls a loop makes: the symbol's words would name every one alike.
        if ownWords == nil, LoopElement.of(receiver: owner.receiver, at: call) != nil {
            return .report(
                "\(owner.noun) is one of the controls a loop makes and shows only the symbol \"\(symbol)\"; its words would name them all alike: describe each with its own words (a title in the data it is made from)"
            )
        }
        let phrase =
            ownWords?.phrase ?? context.phrases.projectPhrase(for: symbol) ?? context.phrases.phrase(for: symbol)
        guard let phrase, !phrase.isEmpty else {
            return .report(
                "\(owner.noun) shows only the symbol \"\(symbol)\" and has no accessibility description; VoiceOver reads the symbol's name. Describe what it does"
            )
        }
        if ownWords == nil, let reason = LabelText.untranslatedPlatformReason(for: phrase, in: file, context: context) {
            return .report(
                "\(owner.noun) shows only the symbol \"\(symbol)\" and has no accessibility description; \(reason)")
        }
        let text =
            ownWords.map { LabelText(code: $0.code, localizationKeys: []) }
            ?? LabelText.platformString(phrase, at: call, in: file, context: context)
        let range =
            description.positionAfterSkippingLeadingTrivia
            .utf8Offset..<description.endPositionBeforeTrailingTrivia.utf8Offset
        let edits: [TextEdit] =
            Self.endOfLineMarker(after: call, in: file).map { [.replace(range, with: text.code), $0] }
            ?? [.replace(range, with: text.code + " /* [VERIFY] confirm label matches intent */")]
        return .fix(
            message:
                "\(owner.noun) shows only the symbol \"\(symbol)\", which has no accessibility description; use \(text.code)",
            Fix(
                edits: edits,
                summary: "accessibility description \"\(phrase)\" for the symbol of image-only \(owner.noun)",
                isInferred: true, localizationKeys: text.localizationKeys,
                tableEntries: text.tableEntries))
    }

    /// Whether `image` (or `image!`) is an argument of an `NSButton(…)` initializer.
    static func isButtonArgument(_ image: FunctionCallExprSyntax) -> Bool {
        let argument = image.parent?.as(ForceUnwrapExprSyntax.self).map(Syntax.init) ?? Syntax(image)
        return argument.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self)?.calleeName
            == "NSButton"
    }

    // MARK: Image-only NSButtons

    /// `NSButton(image:…)` or `NSButton(title: "", image:…)`: label it, report it, or leave it alone
    /// for a named reason. Nil for a button with a title or without an image.
    func buttonDecision(_ call: FunctionCallExprSyntax, in file: SourceFile, context: TransformContext) -> Decision? {
        // A title that is not an empty literal (`title: accountName`) is visible text.
        let title = call.argument(labeled: "title")?.expression
        guard let image = call.argument(labeled: "image")?.expression, title == nil || title?.stringLiteralValue == ""
        else { return nil }
        guard PlatformResolver.platform(of: call, in: file) == .macOS else {
            return .leftAlone(Reason.otherPlatform.reason)
        }
        guard let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { return .leftAlone(Reason.noVariable.reason) }
        let imageCall = (image.as(ForceUnwrapExprSyntax.self)?.expression ?? image).as(FunctionCallExprSyntax.self)
        let symbol = imageCall?.argument(labeled: "systemSymbolName")?.expression.stringLiteralValue
        let asset = imageCall?.argument(labeled: "named")?.expression.stringLiteralValue
        // A stored property has no statement to follow: say where the label goes.
        guard let statement = LocalStatement.of(binding), let scope = statement.parent?.as(CodeBlockItemListSyntax.self)
        else {
            let phrase = symbol.flatMap { context.phrases.phrase(for: $0) }
            return .report(
                "\(name) shows only an image and has no accessibility label; call \(name).setAccessibilityLabel(\(phrase.map(SwiftLiteral.string) ?? "…")) where the button is set up"
            )
        }
        let words = OwnWords(receiver: name, scope: scope)
        if words.callsSetAccessibilityLabel { return .leftAlone(Reason.labelled.reason) }
        if words.setsText("title") || words.setsText("attributedTitle") { return .leftAlone(Reason.hasTitle.reason) }
        // A factory handed the label (`func touchBarButton(…, customLabel: String, …)`): the caller's
        // own words, so no [VERIFY] and no tool tip (the same words may serve a Touch Bar or a menu).
        if let parameter = Self.labelParameter(of: call) {
            let line = "\(name).setAccessibilityLabel(\(parameter))"
            guard let edit = StatementInsertion.edit(insertingLines: [line], after: statement, in: file) else {
                return .leftAlone(Reason.statementNotEditable.reason)
            }
            return .fix(
                message: "\(name) shows only an image and has no accessibility label; set the \(parameter) it is given",
                Fix(
                    edits: [edit], summary: "`setAccessibilityLabel(\(parameter))` on image-only NSButton `\(name)`",
                    isInferred: false))
        }
        // One of the buttons a loop makes: the tool tip it is given from its element, else its
        // element's own words, or the loop is reported once.
        if let loop = LoopElement.of(receiver: name, at: statement) {
            let elementToolTip = words.expression(of: "toolTip").flatMap { loop.mentionsElement($0) ? $0 : nil }
            guard let own = elementToolTip?.trimmedText ?? loop.ownWords(image: image, in: file, context: context)
            else {
                return .report(
                    "\(name) is one of the image-only buttons a loop makes and has no accessibility label; words from its image or action would name them all alike: label each with its own words (a title in the data it is made from)"
                )
            }
            var lines = ["\(name).setAccessibilityLabel(\(own)) \(VerifyMarker.comment)"]
            if !words.mentions("toolTip") { lines.append("\(name).toolTip = \(own) \(VerifyMarker.comment)") }
            guard let edit = StatementInsertion.edit(insertingLines: lines, after: statement, in: file) else {
                return .leftAlone(Reason.statementNotEditable.reason)
            }
            return .fix(
                message:
                    "\(name) is one of the image-only buttons a loop makes and has no accessibility label; set \(own), each element's own words",
                Fix(
                    edits: [edit],
                    summary:
                        "`setAccessibilityLabel` from each element's own words on image-only NSButtons `\(name)` made in a loop",
                    isInferred: true))
        }
        // All a toolbar item shows (`item.view = button`): the item's own words name it, as they
        // would name an image the item showed itself.
        // After the button's own words: its action's name or the project's words for its image.
        let actionPhrase = call.argument(labeled: "action").flatMap { SelectorName.name(of: $0.expression) }.flatMap(
            ReadableName.phrase(forActionName:))
        if !words.mentions("toolTip"), actionPhrase == nil,
            (symbol ?? asset).flatMap({ context.phrases.projectPhrase(for: $0) }) == nil,
            let item = Self.toolbarItemWords(showing: name, in: scope)
        {
            let after = [statement, item.declaration].compactMap { $0 }.max {
                $0.endPosition.utf8Offset < $1.endPosition.utf8Offset
            }
            let line = "\(name).setAccessibilityLabel(\(item.code)) \(VerifyMarker.comment)"
            guard let after, let edit = StatementInsertion.edit(insertingLines: [line], after: after, in: file) else {
                return .leftAlone(Reason.statementNotEditable.reason)
            }
            return .fix(
                message:
                    "\(name) shows only an image and has no accessibility label; set \(item.code), the words of the toolbar item it is the view of",
                Fix(
                    edits: [edit],
                    summary:
                        "`setAccessibilityLabel` \"\(item.phrase)\" from its toolbar item on image-only NSButton `\(name)`",
                    isInferred: true))
        }
        // All a Touch Bar item shows: its customization label, else the words its identifier is
        // spelled with (`case NSTouchBarItem.Identifier("Bold"):`), the name the code gives it.
        if !words.mentions("toolTip"), actionPhrase == nil,
            (symbol ?? asset).flatMap({ context.phrases.projectPhrase(for: $0) }) == nil,
            let item = TouchBarItemWords.words(showing: name, in: scope)
        {
            let text =
                item.declaration == nil && item.code == SwiftLiteral.string(item.phrase)
                ? LabelText.platformString(item.phrase, at: call, in: file, context: context)
                : LabelText(code: item.code, localizationKeys: [])
            let after = [statement, item.declaration].compactMap { $0 }.max {
                $0.endPosition.utf8Offset < $1.endPosition.utf8Offset
            }
            let line = "\(name).setAccessibilityLabel(\(text.code)) \(VerifyMarker.comment)"
            guard let after, let edit = StatementInsertion.edit(insertingLines: [line], after: after, in: file) else {
                return .leftAlone(Reason.statementNotEditable.reason)
            }
            return .fix(
                message:
                    "\(name) shows only an image and has no accessibility label; set \(text.code), the words of the Touch Bar item it is the view of",
                Fix(
                    edits: [edit],
                    summary:
                        "`setAccessibilityLabel` \"\(item.phrase)\" from its Touch Bar item on image-only NSButton `\(name)`",
                    isInferred: true, localizationKeys: text.localizationKeys, tableEntries: text.tableEntries))
        }
        // Its own tool tip, the project's words for the image, what the action does, the table.
        // A literal tool tip only: a looked-up one often carries a shortcut ("Print (⌘P)").
        let toolTip = words.value(of: "toolTip").flatMap { $0.isEmpty ? nil : $0 }
        // A looked-up tool tip without a shortcut (`NSLocalizedString("Sync with global value", …)`)
        // is the same words, already translated: the label reuses the lookup as written.
        let lookedUpToolTip =
            toolTip == nil
            ? words.written("toolTip").flatMap { $0.phrase.isEmpty || Self.carriesShortcut($0.phrase) ? nil : $0 }
            : nil
        let phrase =
            toolTip ?? lookedUpToolTip?.phrase
            ?? (symbol ?? asset).flatMap { context.phrases.projectPhrase(for: $0) }
            ?? call.argument(labeled: "action").flatMap { SelectorName.name(of: $0.expression) }.flatMap(
                ReadableName.phrase(forActionName:))
            ?? Self.factoryVerb(of: call)
            ?? symbol.flatMap { context.phrases.phrase(for: $0) }
        guard let phrase, !phrase.isEmpty else {
            return .report(
                "\(name) shows only an image and has no accessibility label, and neither its code nor the symbol table says what it does; call setAccessibilityLabel by hand"
            )
        }
        // `#selector(cancelOperation)` read as "Cancel operation": how the code works, not what it does.
        if toolTip == nil, lookedUpToolTip == nil, MechanismWords.isMechanism(phrase) {
            return .report(
                "\(name) shows only an image and has no accessibility label; \"\(phrase)\" is taken from how its code works (a selector's name), not what it does; call setAccessibilityLabel by hand"
            )
        }
        if toolTip == nil, lookedUpToolTip == nil,
            let reason = LabelText.untranslatedPlatformReason(for: phrase, in: file, context: context)
        {
            return .report("\(name) shows only an image and has no accessibility label; \(reason)")
        }
        let text =
            toolTip.map { LabelText(code: SwiftLiteral.string($0), localizationKeys: []) }
            ?? lookedUpToolTip.map { LabelText(code: $0.code, localizationKeys: []) }
            ?? LabelText.platformString(phrase, at: call, in: file, context: context)
        var lines = ["\(name).setAccessibilityLabel(\(text.code)) \(VerifyMarker.comment)"]
        // The tool tip shows sighted pointer users the same words.
        if toolTip == nil, lookedUpToolTip == nil, !words.mentions("toolTip") {
            lines.append("\(name).toolTip = \(text.code) \(VerifyMarker.comment)")
        }
        guard let edit = StatementInsertion.edit(insertingLines: lines, after: statement, in: file) else {
            return .leftAlone(Reason.statementNotEditable.reason)
        }
        return .fix(
            message: "\(name) shows only an image and has no accessibility label; set \(text.code)",
            Fix(
                edits: [edit],
                summary:
                    "`setAccessibilityLabel` \"\(phrase)\"\(lines.count > 1 ? " and tool tip" : "") on image-only NSButton `\(name)`",
                isInferred: true, localizationKeys: text.localizationKeys,
                tableEntries: text.tableEntries))
    }

    /// The words of the toolbar item whose `view` is `button` in `scope` (`item.view = button`): its
    /// `label`, else `paletteLabel`, else `toolTip`, as written; nil when no such item or words.
    static func toolbarItemWords(showing button: String, in scope: CodeBlockItemListSyntax)
        -> (code: String, phrase: String, declaration: CodeBlockItemSyntax?)?
    {
        for receiver in ItemsShowingView.receivers(of: button, in: scope) {
            let words = OwnWords(receiver: receiver, scope: scope)
            let lowered = receiver.lowercased()
            guard words.creatingCall?.hasSuffix("ToolbarItem") == true || lowered.hasSuffix("toolbaritem") else {
                continue
            }
            return ["label", "paletteLabel", "toolTip"].lazy.compactMap { words.writtenWithDeclaration($0) }.first
        }
        return nil
    }

    /// The `String` parameter of the enclosing function that carries the button's label
    /// (`customLabel`, `label`, `accessibilityLabel`: a name whose last word is "label"), when the
    /// function is not handed its own button to label; nil when none or several.
    static func labelParameter(of call: FunctionCallExprSyntax) -> String? {
        guard let function = call.ancestor(FunctionDeclSyntax.self) else { return nil }
        let names = function.signature.parameterClause.parameters.compactMap { parameter -> String? in
            guard parameter.type.trimmedText == "String" else { return nil }
            let name = (parameter.secondName ?? parameter.firstName).text
            guard name != "_", ReadableName.words(of: name).last?.lowercased() == "label" else { return nil }
            return name
        }
        return names.count == 1 ? names.first : nil
    }

    /// Verbs a factory's name may give the button it makes: each names one well-known command.
    static let factoryVerbs: Set<String> = ["copy", "paste", "cut", "share", "delete"]

    /// The command a factory method names for the button it makes, when its action is a parameter
    /// (`func createTouchBarCopyButton(action: Selector)` → "Copy"): one well-known verb among its
    /// words, else nil (two verbs, or none, are a guess).
    static func factoryVerb(of call: FunctionCallExprSyntax) -> String? {
        guard let function = call.ancestor(FunctionDeclSyntax.self) else { return nil }
        let words = Set(ReadableName.words(of: function.name.text).map { $0.lowercased() })
        // A factory makes the button (`makeShareButton`, `-> NSButton`); another method's verb
        // (`func deleteAccount()`) is what it does, not what a button made on the way does.
        let returned = function.signature.returnClause?.type.trimmedText ?? ""
        guard words.contains("button") || words.contains("item") || returned.contains("Button") else { return nil }
        let verbs = words.intersection(factoryVerbs)
        guard verbs.count == 1, let verb = verbs.first else { return nil }
        return verb.prefix(1).uppercased() + verb.dropFirst()
    }

    /// "Print (⌘P)": a tool tip that names its shortcut says more than the control's name.
    static func carriesShortcut(_ text: String) -> Bool {
        text.contains { "⌘⌥⇧⌃".contains($0) }
    }

    /// ` // [VERIFY] …` at the end of the statement's line, when that line ends there without a
    /// comment. Nil: the caller puts the marker next to the value instead.
    static func endOfLineMarker(after call: FunctionCallExprSyntax, in file: SourceFile) -> TextEdit? {
        guard let statementEnd = call.ancestor(CodeBlockItemSyntax.self)?.lastToken(viewMode: .sourceAccurate),
            file.location(of: statementEnd.positionAfterSkippingLeadingTrivia.utf8Offset).line
                == file.location(of: call.endPositionBeforeTrailingTrivia.utf8Offset).line,
            !statementEnd.trailingTrivia.contains(where: \.isComment),
            statementEnd.nextToken(viewMode: .sourceAccurate).map({
                $0.tokenKind == .endOfFile || $0.leadingTrivia.contains(where: \.isNewline)
            }) ?? true
        else { return nil }
        return .insert(" " + VerifyMarker.comment, at: statementEnd.endPositionBeforeTrailingTrivia.utf8Offset)
    }
}

/// The control a symbol image is shown by, when that control shows only it: the receiver of
/// `x.image = …` (directly, through a local `let`, or through a builder closure) that is a toolbar
/// item or a button; `image = …` inside an `NSToolbarItem` or `NSButton` subclass.
struct ImageOwner {
    /// `toolbarItem`, `statusItem.button?`, or "" for `self`.
    var receiver: String
    var isToolbarItem: Bool
    /// The statements around the assignment, where the control's other properties are set.
    var scope: CodeBlockItemListSyntax

    var noun: String { isToolbarItem ? "toolbar item" : "button" }

    /// What the assignment's scope and the blocks around it (up to the declaration) set on the control.
    var enclosingWords: [OwnWords] {
        var scopes = [scope]
        var node = Syntax(scope)
        while let parent = node.parent, !parent.is(MemberBlockSyntax.self), !parent.is(SourceFileSyntax.self) {
            if let list = parent.as(CodeBlockItemListSyntax.self) { scopes.append(list) }
            node = parent
        }
        return scopes.map { OwnWords(receiver: receiver, scope: $0) }
    }

    static func of(_ image: FunctionCallExprSyntax) -> ImageOwner? {
        guard let (assignment, statement) = imageAssignment(of: image),
            let scope = statement.parent?.as(CodeBlockItemListSyntax.self)
        else { return nil }
        let target = assignment.trimmedText
        guard target == "image" || target == "self.image" || target.hasSuffix(".image") else { return nil }
        let receiver = target == "image" || target == "self.image" ? "" : String(target.dropLast(".image".count))
        if receiver.isEmpty {
            // Inside the control's own subclass.
            let inherited =
                image.ancestor(ClassDeclSyntax.self)?.inheritanceClause?.inheritedTypes.map(\.type.trimmedText) ?? []
            if inherited.contains(where: { $0.hasSuffix("ToolbarItem") }) {
                return ImageOwner(receiver: "", isToolbarItem: true, scope: scope)
            }
            if inherited.contains(where: { $0.hasSuffix("Button") }) {
                return ImageOwner(receiver: "", isToolbarItem: false, scope: scope)
            }
            return nil
        }
        let created = OwnWords(receiver: receiver, scope: scope).creatingCall
        let lowered = String(receiver.lowercased().filter { $0 != "?" && $0 != "!" })
        if created?.hasSuffix("ToolbarItem") == true || lowered.hasSuffix("toolbaritem") {
            return ImageOwner(receiver: receiver, isToolbarItem: true, scope: scope)
        }
        if created == "NSButton" || lowered.hasSuffix("button") {
            return ImageOwner(receiver: receiver, isToolbarItem: false, scope: scope)
        }
        return nil
    }

    /// The target of the `… = <expression holding image>` assignment and its statement; a local
    /// `let icon = NSImage(…)` is followed to the assignment that uses it.
    private static func imageAssignment(of image: FunctionCallExprSyntax) -> (ExprSyntax, CodeBlockItemSyntax)? {
        var node = Syntax(image)
        while let parent = node.parent, !parent.is(MemberBlockSyntax.self), !parent.is(FunctionDeclSyntax.self) {
            if let expression = parent.as(ExprSyntax.self), let target = expression.assignmentTarget,
                let statement = parent.parent?.as(CodeBlockItemSyntax.self)
            {
                return (target, statement)
            }
            if let binding = parent.as(PatternBindingSyntax.self),
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let statement = LocalStatement.of(binding),
                let scope = statement.parent?.as(CodeBlockItemListSyntax.self)
            {
                for item in scope {
                    guard let expression = item.item.as(ExprSyntax.self), let target = expression.assignmentTarget,
                        let value = expression.as(SequenceExprSyntax.self)?.elements.last, value.trimmedText == name
                    else { continue }
                    return (target, item)
                }
                return nil
            }
            node = parent
        }
        return nil
    }
}

/// What a scope's statements set on one receiver: `item.paletteLabel = "Inspector"` and the like.
struct OwnWords {
    /// "" for properties set on `self` without a receiver.
    var receiver: String
    var scope: CodeBlockItemListSyntax

    private func isTarget(_ target: String, _ property: String) -> Bool {
        receiver.isEmpty ? target == property || target == "self.\(property)" : target == "\(receiver).\(property)"
    }

    /// The string literal last assigned to the property, trimmed; "" for an empty literal; nil
    /// when it is not set here, or set to something that is not a literal.
    func value(of property: String) -> String? {
        var found: String?
        for item in scope {
            guard let expression = item.item.as(ExprSyntax.self), let target = expression.assignmentTarget,
                isTarget(target.trimmedText, property),
                let value = expression.as(SequenceExprSyntax.self)?.elements.last?.stringLiteralValue
            else { continue }
            found = value.trimmingSpaces
        }
        return found
    }

    /// The words last assigned to the property, as written (see `LabelText.writtenWords`), also
    /// through a local constant of the scope that holds them (`let loc = NSLocalizedString(…)`;
    /// `item.toolTip = loc`): the constant is written, and `declaration` is where it is made.
    func written(_ property: String) -> (code: String, phrase: String)? {
        writtenWithDeclaration(property).map { ($0.code, $0.phrase) }
    }

    /// `written(_:)`, with the statement that declares the local constant it reads (nil for words
    /// written in the assignment itself): code using the constant must come after it.
    func writtenWithDeclaration(_ property: String)
        -> (code: String, phrase: String, declaration: CodeBlockItemSyntax?)?
    {
        var found: (code: String, phrase: String, declaration: CodeBlockItemSyntax?)?
        for item in scope {
            guard let expression = item.item.as(ExprSyntax.self), let target = expression.assignmentTarget,
                isTarget(target.trimmedText, property),
                let value = expression.as(SequenceExprSyntax.self)?.elements.last
            else { continue }
            found = LabelText.writtenWords(value).map { ($0.code, $0.phrase, nil) } ?? localWords(value)
        }
        return found
    }

    /// A local `let` of the scope, declared once with words (`let loc = NSLocalizedString("…", comment: "…")`).
    private func localWords(_ value: ExprSyntax) -> (code: String, phrase: String, declaration: CodeBlockItemSyntax?)? {
        guard let reference = value.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil else {
            return nil
        }
        let name = reference.baseName.text
        let declarations = scope.compactMap {
            item -> (CodeBlockItemSyntax, VariableDeclSyntax, PatternBindingSyntax)? in
            guard let declaration = item.item.as(VariableDeclSyntax.self),
                let binding = declaration.bindings.first(where: { $0.pattern.trimmedText == name })
            else { return nil }
            return (item, declaration, binding)
        }
        guard declarations.count == 1, let (item, declaration, binding) = declarations.first,
            declaration.bindingSpecifier.tokenKind == .keyword(.let), binding.typeAnnotation == nil,
            let initial = binding.initializer?.value, let words = LabelText.writtenWords(initial)
        else { return nil }
        return (name, words.phrase, item)
    }

    /// The expression last assigned to the property, whatever it is.
    func expression(of property: String) -> ExprSyntax? {
        var found: ExprSyntax?
        for item in scope {
            guard let expression = item.item.as(ExprSyntax.self), let target = expression.assignmentTarget,
                isTarget(target.trimmedText, property)
            else { continue }
            found = expression.as(SequenceExprSyntax.self)?.elements.last
        }
        return found
    }

    /// Whether the property is set to text that may not be empty (any non-literal counts).
    func setsText(_ property: String) -> Bool {
        mentions(property) && value(of: property) != ""
    }

    /// Whether the control shows a title: one set here, or given to the `NSButton(title:…)` that made it.
    var showsTitle: Bool {
        if setsText("title") || setsText("attributedTitle") { return true }
        return scope.contains { item in
            let value: ExprSyntax?
            if let declaration = item.item.as(VariableDeclSyntax.self) {
                value = declaration.bindings.first { $0.pattern.trimmedText == receiver }?.initializer?.value
            } else if let expression = item.item.as(ExprSyntax.self),
                !receiver.isEmpty,
                expression.assignmentTarget.map({ [receiver, "self.\(receiver)"].contains($0.trimmedText) }) == true
            {
                value = expression.as(SequenceExprSyntax.self)?.elements.last
            } else {
                value = nil
            }
            guard let call = value?.as(FunctionCallExprSyntax.self), call.calleeName == "NSButton",
                let title = call.argument(labeled: "title")?.expression
            else { return false }
            return title.stringLiteralValue != ""
        }
    }

    /// Whether any statement sets the property, to anything.
    func mentions(_ property: String) -> Bool {
        scope.contains { item in
            item.item.as(ExprSyntax.self)?.assignmentTarget.map { isTarget($0.trimmedText, property) } ?? false
        }
    }

    var callsSetAccessibilityLabel: Bool {
        scope.contains { item in
            guard let call = item.item.as(FunctionCallExprSyntax.self),
                let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                member.declName.baseName.text == "setAccessibilityLabel"
            else { return false }
            return (member.base?.trimmedText ?? "") == receiver
                || receiver.isEmpty && member.base?.trimmedText == "self"
        }
    }

    /// `NSToolbarItem` in `let item = NSToolbarItem(…)`, when the receiver is made in this scope.
    var creatingCall: String? {
        for item in scope {
            guard let declaration = item.item.as(VariableDeclSyntax.self) else { continue }
            for binding in declaration.bindings where binding.pattern.trimmedText == receiver {
                let value = binding.initializer?.value
                return
                    (value?.as(FunctionCallExprSyntax.self)
                    ?? value?.as(ForceUnwrapExprSyntax.self)?.expression.as(FunctionCallExprSyntax.self))?.calleeName
            }
        }
        return nil
    }
}
