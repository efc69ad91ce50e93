import A11yFixSyntax
import SwiftSyntax

/// Labels SwiftUI controls whose only visible content is an image.
///
/// Before:
///
///     Button(action: share) {
///         Image(systemName: "square.and.arrow.up")
///     }
///
/// After:
///
///     Button(action: share) {
///         Image(systemName: "square.and.arrow.up")
///     }
///     .accessibilityLabel("Share") // [VERIFY] confirm label matches intent
///
/// Not changed: controls with a title or a `Text`/`Label`, and controls whose chain already has
/// `.accessibilityLabel`, `.accessibility(label:)`, `.accessibilityHidden(true)`,
/// `.accessibilityElement(children: .ignore)` or `.accessibilityRepresentation`.
///
/// The phrase comes from the control's own words (`.help("…")`), then the action's name (what the
/// control does: `nextButtonTapped` → "Next"), then the SF Symbol table (what the glyph usually
/// means). Never from the glyph's name re-spaced, which is what VoiceOver reads already: with
/// none of these the control is reported, not guessed.
public struct IconOnlyLabel: Transform {
    public static let descriptor = TransformDescriptor(
        id: "icon-only-label",
        summary: "Adds a [VERIFY]-marked .accessibilityLabel to SwiftUI controls whose only content is an image",
        frameworks: [.swiftUI],
        deviceTests: [.voiceOver, .voiceControl],
        tier: .blocksAssistiveTech,
        problem: "icon-only controls without a label",
        namingRank: 0,
        blocks: [.voiceOver, .voiceControl]
    )

    public init() {}

    public func findings(in file: SourceFile, context: TransformContext) -> [Finding] {
        // Button, NavigationLink, Link, ShareLink, Menu, Toggle.
        guard file.containsAny("Button", "Link", "Menu", "Toggle") else { return [] }
        let visitor = Visitor(file: file, context: context)
        for call in file.functionCalls { visitor.visit(call) }
        return visitor.findings
    }

    public func verifications(in file: SourceFile, context: TransformContext) -> [Verification] {
        let visitor = Visitor(file: file, context: context)
        for call in file.functionCalls { visitor.visit(call) }
        return [Verification(kind: "icon-only controls already labelled", count: visitor.alreadyLabelled)]
    }

    /// Why a control whose only content is an image gets no label.
    enum Reason: String, NamedReason {
        case drawsALook = "draws-a-look"
        case labelled = "labelled"
        case imageLabelled = "image-labelled"
        case accessibilityByHand = "accessibility-by-hand"
        case insideUnreadElement = "inside-unread-element"
        case insideNamedElement = "inside-named-element"
        case styleDrawsTitle = "style-draws-title"
        case chainNotEditable = "chain-not-editable"
        case systemReads = "system-reads"
        case picksItsSymbol = "picks-its-symbol"
        case assetNameReads = "asset-name-reads"
        case assetNamesAction = "asset-names-action"

        var explanation: String {
            switch self {
            case .drawsALook:
                "a Button with an empty action does nothing: it draws a look (often under a Menu, the real control)"
            case .labelled: "it or its image has an accessibility label already"
            case .imageLabelled: "its image is made with Image(_:label:), whose label names the control"
            case .accessibilityByHand:
                "its accessibility is set by hand (accessibilityHidden, accessibilityElement or Representation)"
            case .insideUnreadElement:
                "a container around it is one element that ignores its children (or is hidden): a label here is never read"
            case .insideNamedElement:
                "a container around it combines its children into one element with its own label or actions: they speak for it"
            case .styleDrawsTitle: "its button style draws a title of its own, which VoiceOver reads"
            case .chainNotEditable: "the tool cannot add modifiers to this chain"
            case .systemReads:
                "VoiceOver already reads its symbol with these words, in the user's language (the phrase table's system-reads)"
            case .assetNameReads:
                "a link whose only image is an asset named in plain words (a site's name, \"discord\"): VoiceOver reads that name"
            case .assetNamesAction:
                "its only image is an asset named with one word for an action (\"Next\", \"Expand\"): VoiceOver reads that name, which says what it does"
            case .picksItsSymbol:
                "it picks the SF Symbol it shows (an icon picker): VoiceOver reads each symbol's name, which is the choice"
            }
        }
    }

    /// The controls that take a custom label view, and how the summary names them.
    enum Control: String {
        case button = "Button", navigationLink = "NavigationLink", menu = "Menu", link = "Link", toggle = "Toggle",
            shareLink = "ShareLink"

        var noun: String {
            switch self {
            case .button: "button"
            case .navigationLink: "navigation link"
            case .menu: "menu"
            case .link: "link"
            case .toggle: "toggle"
            case .shareLink: "ShareLink"
            }
        }
    }

    final class Visitor {
        let file: SourceFile
        let context: TransformContext
        var phrases: SymbolPhraseTable { context.phrases }
        var findings: [Finding] = []
        /// Icon-only controls that already have a label (or are hidden on purpose).
        var alreadyLabelled = 0

        init(file: SourceFile, context: TransformContext) {
            self.file = file
            self.context = context
        }

        func visit(_ call: FunctionCallExprSyntax) {
            guard let name = call.calleeName, let control = Control(rawValue: name),
                let (labelClosure, actionExpression) = Self.labelAndAction(of: call, control),
                let images = ImageContent.images(
                    in: labelClosure, initializers: context.iconInitializers + context.index.iconInitializers)
            else { return }
            findings.append(
                file.record(
                    IconOnlyLabel.self, decide(call, control, images: images, action: actionExpression),
                    at: call))
        }

        /// What to do with one control whose only content is an image: label it, report it, or
        /// leave it alone for a named reason.
        func decide(
            _ call: FunctionCallExprSyntax, _ control: Control, images: [ImageContent.Image],
            action actionExpression: ExprSyntax?
        ) -> Decision {
            // `Button {} label: { … }` does nothing: it draws a look (often under a `Menu`
            // that is the real control), and a label would name a dead element.
            if control == .button, actionExpression?.as(ClosureExprSyntax.self)?.statements.isEmpty == true {
                return .leftAlone(Reason.drawsALook.reason)
            }
            let chain = ModifierChain(startingAt: call)
            // `Image("paper_plane", label: Text(…))`: the image's own words name the control.
            if images.contains(where: \.isMadeWithLabel) {
                alreadyLabelled += 1
                return .leftAlone(Reason.imageLabelled.reason)
            }
            if images.contains(where: \.isLabelled) || chain.hasAccessibilityLabel {
                alreadyLabelled += 1
                return .leftAlone(Reason.labelled.reason)
            }
            if Self.isAlreadyAccessible(chain) {
                alreadyLabelled += 1
                return .leftAlone(Reason.accessibilityByHand.reason)
            }
            // Inside such an element here, or drawn by a helper (`func alarmIcon(for:) -> some View`)
            // that every place showing it puts inside one.
            if UnreadPlace.isInsideUnreadContainer(call)
                || HelperUses.everyUse(
                    ofHelperHolding: call, in: file, isCovered: { UnreadPlace.isInsideUnreadContainer($0) })
            {
                return .leftAlone(Reason.insideUnreadElement.reason)
            }
            // Inside one combined element with its own label or actions: they speak for the control.
            if UnreadPlace.isInsideNamedElement(call, followingMembers: true, in: file) {
                return .leftAlone(Reason.insideNamedElement.reason)
            }
            // A project button style that draws a title of its own: VoiceOver reads that title, and
            // a label would override it (and break "Tap <title>" for Voice Control).
            if Self.styleDrawsTitle(chain, index: context.index) { return .leftAlone(Reason.styleDrawsTitle.reason) }
            // `Image(systemName: icon)` on a button that picks `icon`: SwiftUI reads the symbol's name,
            // and in an icon picker that name is the choice (judged on unseen apps: such reports were noise).
            if control == .button, let actionExpression, Self.picksItsSymbol(images, action: actionExpression) {
                return .leftAlone(Reason.picksItsSymbol.reason)
            }

            // A button that switches a state on and off (`isSecure.toggle()`) shows that state: a
            // fixed label would be wrong in one of them.
            // A flag that only presents an action sheet, a menu or a screen is no state: one label fits.
            let toggledAmongSteps =
                control == .toggle || actionExpression.flatMap(ActionName.toggledState(of:)) != nil
                ? nil : actionExpression.flatMap { Self.toggledShownState(images, action: $0) }
            let toggled =
                control == .toggle
                ? nil
                : (actionExpression.flatMap(ActionName.toggledState(of:)) ?? toggledAmongSteps).flatMap {
                    OpenedScreenTitle.presents($0, in: file) ? nil : $0
                }
            // The caption shown under the icon is the control's visible name.
            let symbols = images.compactMap { image -> String? in
                if case let .literal(name) = image.name, image.isSymbol { return name }
                return nil
            }
            // A menu of options only is named by what they set (their shared words), never by its glyph.
            let options = control == .menu ? MenuOptions(of: call, index: context.index) : nil
            // A menu whose items all store one variable (`sort = option`), under that variable's glyph.
            let optionsLabel: InferredLabel?? =
                options.map { options in options.words.map { InferredLabel($0) } }
                ?? (control == .menu
                    ? (MenuChoice.phrase(of: call, images: images) ?? MenuSharedAction.phrase(of: call)).map {
                        .some(InferredLabel($0))
                    } : nil)
            // The control's own words (its help, caption, link title, options), else what its code says.
            let ownWords =
                Self.helpText(in: chain, images: images)
                ?? LargeContentLabel.words(in: chain, context: context)
                ?? VisibleCaption.words(for: call).map(InferredLabel.init(code:))
                ?? HoverCaption.words(for: call).map(InferredLabel.init(code:))
                ?? Self.linkTitle(call, control, in: file).map(InferredLabel.init(code:))
                ?? (control == .menu ? MenuHeader.words(of: call).map(InferredLabel.init(code:)) : nil)
                ?? ModelWords.code(for: images, control: call).map(InferredLabel.init(code:))
            // A type drawing whatever glyph it is given is a kind of button: its name
            // (`GradientButton`) says how it looks, not what a glyph does.
            let ownType = Self.ownTypeName(of: call, glyphRoots: Set(images.compactMap(\.variableRoot)))
            guard
                let found = ownWords
                    ?? optionsLabel
                    ?? projectWords(
                        for: images, control: control, at: call, toggled: toggled, action: actionExpression,
                        replacing: label(
                            for: images, action: actionExpression, control: control, toggled: toggled,
                            ownType: ownType,
                            shortcut: shortcutPhrase(chain, symbols: symbols),
                            cancels: Self.isCancellationItem(call)
                                || ShortcutPhrase.shortcut(in: chain) == ".cancelAction",
                            isDestructive: call.argument(labeled: "role")?.expression.trimmedText == ".destructive",
                            disabledWhen: chain.modifiers.last { $0.name == "disabled" }?.call?.arguments.first?
                                .expression.trimmedText, at: call))
                    // Where the code says nothing: a help read from the data, or the comment above the
                    // control naming it (`// Back button`).
                    ?? Self.helpText(in: chain, images: images, readingValues: true)
                    ?? Self.commentLabel(for: call, control, toggled: toggled)
            else {
                // `Link(destination: discordURL) { Image("discord") }`: VoiceOver reads "discord, link",
                // which names where it goes (judged on unseen apps: such reports were noise).
                if control == .link, Self.assetReadsAsWords(images) {
                    return .leftAlone(Reason.assetNameReads.reason)
                }
                // `Image("Next")` on `renderNext()`: SwiftUI reads the asset's name, a word for the action.
                if control == .button, let word = AssetActionWord.word(of: images, action: actionExpression) {
                    if let step = AssetActionWord.contradictingStep(to: word, action: actionExpression) {
                        return .report(
                            "icon-only button is read by its asset's name, \"\(word.capitalized)\", but its action says "
                                + "\"\(step)\"; add an .accessibilityLabel that says what it shows, by hand")
                    }
                    return .leftAlone(Reason.assetNamesAction.reason)
                }
                if let options {
                    let words: String = options.phrases.map { "\"\($0)\"" }.joined(separator: ", ")
                    return .report(
                        "icon-only menu holds only options (\(words)), which its glyph does not name; add an .accessibilityLabel that says what they set, by hand"
                    )
                }
                // In order of precedence, the last that applies wins.
                var message =
                    "icon-only \(control.noun) has no accessibility label, and neither its code nor the symbol table says what it does; add .accessibilityLabel by hand"
                if let symbol = ambiguousSymbol(in: images) {
                    message =
                        "icon-only \(control.noun) has no accessibility label; `\(symbol)` stands for several actions and its code does not say which; add .accessibilityLabel by hand"
                }
                if let root = Self.callerChosenGlyph(images, at: call) {
                    message =
                        "icon-only \(control.noun) draws the glyph its caller chooses (`\(root)`), so no fixed label fits every use; give the caller a label parameter and pass it to .accessibilityLabel"
                }
                if let endJump = Self.endJumpMessage(images: images, action: actionExpression, noun: control.noun) {
                    message = endJump
                }
                if let state = Self.shownState(of: images) {
                    message =
                        "icon-only \(control.noun) shows one of two images as `\(state)` says, and a fixed label would be wrong in one of them; add one that follows it, e.g. .accessibilityLabel(\(state) ? \"…\" : \"…\")"
                }
                if let state = toggled {
                    message =
                        "icon-only \(control.noun) switches `\(state)` on and off, and a fixed label would be wrong in one of the states; add one that follows it, e.g. .accessibilityLabel(\(state) ? \"…\" : \"…\")"
                }
                return .report(message)
            }
            if ownWords == nil, optionsLabel == nil, found.isNew,
                let message = guessMessage(
                    found, control: control, at: call, images: images, ownType: ownType, action: actionExpression)
            {
                return .report(message)
            }
            // `arrow.uturn.left` over `selectedDate = Date()`: the glyph's word ("Undo") names an
            // operation the action does not do; it describes the drawing, not the control.
            // An `xmark` over `script = nil` removes it: the project's own "Remove", where it has one.
            var removes: InferredLabel?
            if ownWords == nil, found.isNew, let glyph = tableLabel(for: images),
                LabelText.sameWords(glyph.spoken, found.spoken), let actionExpression,
                let why = GlyphAgreement.disagreement(glyph: glyph.spoken, action: actionExpression)
            {
                if GlyphAgreement.onlyClears(actionExpression) != nil,
                    let words = LabelText.swiftUIProjectWords(for: "Remove", in: file, context: context)
                {
                    removes = InferredLabel(code: words, saying: "Remove")
                } else {
                    return .report(
                        "icon-only \(control.noun) has no accessibility label; \(why); add an .accessibilityLabel "
                            + "that says what it does, by hand")
                }
            }
            // `if place != nil { place = nil } else { showPlacePicker = true }` under a glyph that fills
            // while `place == nil` is false: two actions by the state the image shows, which the glyph's
            // one word ("Pin") names neither of.
            if ownWords == nil, found.isNew, let glyph = tableLabel(for: images),
                LabelText.sameWords(glyph.spoken, found.spoken), let actionExpression,
                let state = Self.branchesOnShownState(images, action: actionExpression)
            {
                return .report(
                    "icon-only \(control.noun) shows one of two images as `\(state)` says and does something "
                        + "different in each, which the glyph's \"\(found.spoken)\" names neither of; add a label "
                        + "that follows it, e.g. .accessibilityLabel(\(state) ? \"…\" : \"…\")")
            }
            // `isSensitive.toggle()` among other steps, under an exclamation mark that fills with it: the
            // glyph's word ("Alert") is its look, not the state it switches; without the control's own
            // words, the state is reported.
            if ownWords == nil, found.isNew, let state = toggledAmongSteps, toggled != nil,
                let glyph = tableLabel(for: images), LabelText.sameWords(glyph.spoken, found.spoken),
                !Self.stateSpeaks(of: glyph.spoken, state: state)
            {
                return .report(
                    "icon-only \(control.noun) switches `\(state)` on and off, and a fixed label would be wrong in one of the states; add one that follows it, e.g. .accessibilityLabel(\(state) ? \"…\" : \"…\")"
                )
            }
            // A menu named by its glyph (`gear` "Settings", or the project's words for it) whose items
            // speak of other things: its label comes from what they do, by hand.
            if control == .menu, ownWords == nil, optionsLabel == nil, found.phrases.count == 1,
                ownType.map({ !LabelText.sameWords($0, found.spoken) }) ?? true,
                glyphWords(for: images, at: call).contains(where: { LabelText.sameWords($0, found.spoken) }),
                MenuCommands.glyphWordsNameNoItem(found.spoken, menu: call)
            {
                return .report(
                    "icon-only menu has no accessibility label; its glyph's word \"\(found.spoken)\" names none of "
                        + "its items; add an .accessibilityLabel that says what they share, by hand")
            }
            // "Go to next" in a find bar whose code speaks of matches: "Next match".
            let inferred =
                removes
                ?? (found.isNew && found.phrases.count == 1
                    ? MatchStep.phrase(refining: found.phrases[0], chain: chain, action: actionExpression, in: file)
                        .map { InferredLabel($0) } ?? found : found)
            // `Image(systemName: items.isEmpty ? "checklist.checked" : "checklist.unchecked")` on
            // `onSelectAllTapped`: the glyph flips with a state the action's one name does not follow,
            // so "Select all" would be wrong while it deselects (judged on unseen apps).
            if ownWords == nil, options == nil, inferred.condition == nil, inferred.phrases.count == 1,
                inferred.selectedTraits == nil, let state = Self.flippingState(of: images)
            {
                // Where the glyph follows a position, the other image is another action, no opposite.
                let other =
                    Self.isComparison(state)
                    ? "" : Self.oppositePhrase(of: inferred.phrases[0]).map { " and \"\($0)\" in the other" } ?? ""
                return .report(
                    "icon-only \(control.noun) shows one of two images as `\(state)` says, so a fixed "
                        + "\"\(inferred.spoken)\" would be wrong in one of them; label it \"\(inferred.spoken)\" in one "
                        + "state\(other), e.g. .accessibilityLabel(\(state) ? … : …)")
            }
            // Words the project already translates are written as it writes them (`L10n.closeLabel`,
            // a string table's `"action.delete"`); the summary still says them in English.
            // VoiceOver already says these words for the symbol, in the user's language.
            if inferred.isNew, symbols.count == 1, images.count == 1,
                let reading = context.phrases.systemReading(of: symbols[0]),
                inferred.phrases.map({ $0.lowercased() }) == [reading.lowercased()]
            {
                return .leftAlone(Reason.systemReads.reason)
            }
            var label = inferred
            var entries: [TableEntry] = []
            if label.isNew, label.phrases.count == 1, label.selectedTraits == nil,
                let words = LabelText.swiftUIProjectWords(for: label.phrases[0], in: file, context: context)
            {
                label = InferredLabel(code: words, saying: label.phrases[0])
            } else if label.isNew, let phrase = label.phrases.first,
                let reason = LabelText.untranslatedReason(for: phrase, context: context)
            {
                // Words no table holds, on a symbol VoiceOver reads in the user's language already
                // (`xmark` "Close" for `dismiss()`): that reading serves, and an entry would only refine it.
                if symbols.count == 1, images.count == 1,
                    label.phrases.allSatisfy({ context.phrases.readingCovers($0, symbol: symbols[0]) })
                {
                    return .leftAlone(Reason.systemReads.reason)
                }
                return .report("icon-only \(control.noun) has no accessibility label; \(reason)")
            } else if label.isNew, let table = LabelText.newStrings(for: file, context: context),
                context.index.localizesStrings || table.isCatalog
            {
                // Through the folder's string table: a key by name and a lookup with the English
                // default, or the literal (which is the key) with its entry for translators.
                if table.keysAreText {
                    entries = label.phrases.compactMap {
                        LabelText.tableEntry(key: $0, phrase: $0, in: file, context: context)
                    }
                } else if label.phrases.count == 1,
                    let words = LabelText.tableWords(for: label.phrases[0], in: file, context: context)
                {
                    if words.tableEntries.isEmpty {
                        // A key the table has: SwiftUI looks the literal up as `NSLocalizedString` would,
                        // in a form short enough for the line (judged on unseen apps: `"back"` left unmade).
                        let code = words.mainBundleKey.map(SwiftLiteral.string) ?? words.code
                        label = InferredLabel(code: code, saying: label.phrases[0])
                    } else {
                        label.code = words.code
                        entries = words.tableEntries
                    }
                } else if let condition = label.condition, label.phrases.count == 2,
                    case let namespace = LabelText.sharedNamespace(of: label.phrases, context: context),
                    let shown = LabelText.tableWords(
                        for: label.phrases[0], in: file, context: context, namespace: namespace),
                    let other = LabelText.tableWords(
                        for: label.phrases[1], in: file, context: context, namespace: namespace)
                {
                    // `isPlaying ? pause : play`: each state's words, a key the table has or one made in
                    // one namespace for translators (judged on unseen apps: a state-following pair the code
                    // says, `showInspector`, was left unlabelled for want of keys).
                    label.code = "\(condition) ? \(shown.code) : \(other.code)"
                    entries = shown.tableEntries + other.tableEntries
                } else {
                    return .report(
                        "icon-only \(control.noun) has no accessibility label; the project looks its strings up by "
                            + "name and no key can be made for \"\(label.spoken)\"; label it by hand")
                }
            }
            // Below iOS 14 / macOS 11 the modifiers are spelled `.accessibility(label: Text(…))`, `.accessibility(addTraits:)`.
            let modifiers = AccessibilityModifiers(at: call, in: file, context: context)
            let lines =
                [modifiers.label(label.code) + " " + VerifyMarker.comment]
                + (label.selectedTraits.map { [modifiers.addTraits($0)] } ?? [])
            guard let edit = ModifierInsertion.edit(appending: lines, to: chain, in: file) else {
                return .leftAlone(Reason.chainNotEditable.reason)
            }
            var fix = Fix(
                edits: [edit], summary: "`.accessibilityLabel` on icon-only \(label.spoken) \(control.noun)",
                isInferred: true, namedElement: chain.element,
                localizationKeys: context.index.localizesStrings && label.isNew ? label.phrases : [],
                tableEntries: entries)
            // Where the file writes its labels as short literals (`.accessibilityLabel("Delete")`), that
            // form is the fallback when the lookup would not fit the line (judged on unseen apps: a
            // label left unmade for length beside a sibling's literal).
            let literal = SwiftLiteral.string(inferred.spoken)
            // Only for new words: a key the project translates already is never traded for English.
            if context.lineLength != nil, label.isNew, inferred.phrases.count == 1, label.selectedTraits == nil,
                label.code != literal, Self.writesLiteralLabels(file, context: context),
                let short = ModifierInsertion.edit(
                    appending: [modifiers.label(literal) + " " + VerifyMarker.comment], to: chain, in: file)
            {
                var shorter = Fix(
                    edits: [short], summary: fix.summary, isInferred: true, namedElement: chain.element,
                    localizationKeys: context.index.localizesStrings ? inferred.phrases : [])
                shorter.shorterFormMessage =
                    "icon-only \(control.noun) has no accessibility label; add .accessibilityLabel(\(literal)), "
                    + "the file's short form (\(label.code) would not fit the line)"
                fix.shorterForm = [shorter]
            }
            return .fix(
                message: "icon-only \(control.noun) has no accessibility label; add .accessibilityLabel(\(label.code))",
                fix)
        }

        /// Why a label guessed from the code's names or the glyph must not be written, as a report; nil
        /// when the guess stands.
        func guessMessage(
            _ found: InferredLabel, control: Control, at call: FunctionCallExprSyntax, images: [ImageContent.Image],
            ownType: String?, action: ExprSyntax?
        ) -> String? {
            // `openURL(docsURL)` "Open URL", `isPopupPresented` "Popup": how the code works, not what it does.
            if found.phrases.contains(where: MechanismWords.isMechanism) {
                return "icon-only \(control.noun) has no accessibility label; \"\(found.spoken)\" is taken from "
                    + "how its code works (a call, type or variable name), not what it does; add .accessibilityLabel "
                    + "by hand"
            }
            // A menu's items act, not the menu: a glyph's verb none of them says names its look.
            if control == .menu, found.phrases.count == 1, let glyph = tableLabel(for: images),
                LabelText.sameWords(glyph.spoken, found.spoken),
                case let titles = MenuCommands.titles(of: call, in: file),
                MenuCommands.glyphVerbNamesNoCommand(found.spoken, titles: titles)
            {
                let listed = titles.prefix(3).map { "\"\($0)\"" }.joined(separator: ", ")
                return "icon-only menu has no accessibility label; its glyph usually means \"\(found.spoken)\", "
                    + "which none of its commands (\(listed)) does; add an .accessibilityLabel that says what they "
                    + "share, by hand"
            }
            // `ForEach(icons) { icon in Button { use(icon) } label: { Image(icon.preview) } }`: each element
            // draws its own image, and one fixed label would name every one alike (judged wrong on unseen apps).
            if images.count == 1, let root = images[0].variableRoot, root != "self",
                Self.isClosureParameter(root, around: call)
            {
                return "icon-only \(control.noun) draws each element's own image (`\(root)`), and one fixed "
                    + "\"\(found.spoken)\" would name them all alike; label it from the element, by hand"
            }
            // A plus over `date = date.addingTimeInterval(900)` moves the date: the glyph's "New" adds nothing.
            if control == .button, let action,
                ["add", "new", "create", "insert", "remove", "delete"].contains(
                    ReadableName.words(of: found.spoken).first?.lowercased() ?? ""),
                let value = StepperGlyph.steppedValue(images: images, action: action)
            {
                return "icon-only \(control.noun) has no accessibility label; it moves `\(value)` by an amount, "
                    + "which \"\(found.spoken)\" would not say; add .accessibilityLabel by hand"
            }
            // `var reloadButton` whose action only stores a value: the name promises what the tap does not do.
            if let ownType, let action, found.phrases == [ownType],
                NameBesideAction.contradicts(ownType, action: action)
            {
                return "icon-only \(control.noun) has no accessibility label; its declaration's name says "
                    + "\"\(ownType)\" but its action only stores values and does nothing by that name; add "
                    + ".accessibilityLabel by hand with what it does"
            }
            return nil
        }

        /// The project's own words for the symbol in place of `guessed` (`ProjectIconLabel`), on a control
        /// that acts; a toggle's words are its state's.
        /// Without a guess only where nothing refused one: an ambiguous glyph, or one that follows a state,
        /// stays reported (`checkmark.circle` selecting another row is no "Select" the file says elsewhere).
        func projectWords(
            for images: [ImageContent.Image], control: Control, at call: FunctionCallExprSyntax, toggled: String?,
            action: ExprSyntax?, replacing guessed: InferredLabel?
        ) -> InferredLabel? {
            if guessed == nil,
                toggled != nil || ambiguousSymbol(in: images) != nil || Self.shownState(of: images) != nil
            {
                return nil
            }
            // A named action the project's words for the glyph do not say, where those words are not the
            // glyph's usual meaning either: they name the other control's action (`Label("Reconnect", …)`
            // elsewhere, on a button here calling `linkUp()`).
            if guessed == nil, let action, let name = ActionName.name(of: action), images.count == 1,
                case let .literal(symbol) = images[0].name, images[0].isSymbol,
                let own = ProjectIconLabel.words(for: symbol, on: call, in: file, context: context),
                tableLabel(for: images).map({ !LabelText.sameWords($0.spoken, own.1) }) ?? true,
                Set(ReadableName.words(of: name).map { $0.lowercased() }).isDisjoint(
                    with: ReadableName.words(of: own.1).map { $0.lowercased() })
            {
                return nil
            }
            guard control != .toggle, control != .shareLink,
                let own = ProjectIconLabel.label(
                    for: images, replacing: guessed, symbolMeaning: tableLabel(for: images), on: call, in: file,
                    context: context)
            else { return guessed }
            return own
        }

        /// The name a comment right above the control gives it (`// Back button`). On a button that
        /// switches a state (`// Flashlight toggle button` over `isTorchOn.toggle()`), the name is the
        /// thing switched, and the selected trait follows the state: "Flashlight, selected".
        static func commentLabel(for call: FunctionCallExprSyntax, _ control: Control, toggled: String?)
            -> InferredLabel?
        {
            guard let words = ControlComment.words(for: call) else { return nil }
            var label = InferredLabel(words)
            let negative: Set<String> = ["hide", "hidden", "hides", "collapsed", "disabled", "off", "no", "not"]
            if control == .button, let toggled,
                !ReadableName.words(of: toggled).contains(where: { negative.contains($0.lowercased()) })
            {
                label.selectedTraits = "\(toggled) ? .isSelected : []"
            }
            return label
        }

        /// The standard shortcut's word for the glyph, unless VoiceOver's own reading of the glyph says
        /// it already, in the user's language: ⌘N on a `plus` read "Add" is no better as "New" (judged on
        /// unseen apps: "New" was vaguer than the screen it opens).
        func shortcutPhrase(_ chain: ModifierChain, symbols: [String]) -> String? {
            guard let phrase = ShortcutPhrase.phrase(in: chain, symbols: symbols) else { return nil }
            return symbols.count == 1 && phrases.readingCovers(phrase, symbol: symbols[0]) ? nil : phrase
        }

        /// Whether `type` declares `name` as a computed property (a getter, not a stored value it is given).
        static func isComputedProperty(_ name: String, of type: StructDeclSyntax) -> Bool {
            type.memberBlock.members.contains { member in
                guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
                    let binding = variable.bindings.first,
                    binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
                    let accessors = binding.accessorBlock
                else { return false }
                if case .accessors(let list) = accessors.accessors {
                    return list.allSatisfy { $0.accessorSpecifier.tokenKind == .keyword(.get) }
                }
                return true
            }
        }

        /// `showingPopover.toggle()` presenting only `Text(statusText)`: what the popover says, as written.
        /// Not under a glyph with a meaning of its own (a plus presenting "Find" still adds).
        func presentedWords(_ action: ExprSyntax, images: [ImageContent.Image]) -> InferredLabel? {
            guard tableLabel(for: images) == nil,
                !images.contains(where: { image in
                    if case let .literal(name) = image.name { return phrases.usualPhrase(for: name) != nil }
                    return false
                })
            else { return nil }
            return OpenedScreenTitle.presentedText(by: action, in: file).map {
                InferredLabel(code: $0.code, saying: $0.phrase)
            }
        }

        /// The title the file shows on another link to the same value (`NavigationLink(value: .form(item))`).
        static func linkTitle(_ call: FunctionCallExprSyntax, _ control: Control, in file: SourceFile) -> String? {
            guard control == .navigationLink, let value = call.argument(labeled: "value")?.expression.trimmedText
            else { return nil }
            return ActionTitles.byLinkValue(in: file)[value]
        }

        /// Whether the action opens a URL or file through the system (`NSWorkspace.shared.open`,
        /// `UIApplication.shared.open`, SwiftUI's `openURL`), whose verb names no particular thing.
        static func opensThroughTheSystem(_ action: ExprSyntax) -> Bool {
            action.tokens(viewMode: .sourceAccurate).contains { token in
                ["NSWorkspace", "UIApplication", "openURL"].contains(token.text)
            }
        }

        /// Whether the file labels a control with English words as a plain literal
        /// (`.accessibilityLabel("Delete")`), not a key of the project's table.
        static func writesLiteralLabels(_ file: SourceFile, context: TransformContext) -> Bool {
            file.functionCalls.contains { call in
                guard
                    call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                        == "accessibilityLabel", call.arguments.count == 1,
                    let words = call.arguments.first?.expression.stringLiteralValue,
                    words.first?.isUppercase == true, !words.contains(where: { $0 == "." || $0 == "_" })
                else { return false }
                return !context.index.isTableKey(words)
            }
        }

        /// The closure that draws the control's label, and the expression that says what the control
        /// does (action, destination or binding). Nil when the control shows a title.
        static func labelAndAction(of call: FunctionCallExprSyntax, _ control: Control) -> (
            ClosureExprSyntax, ExprSyntax?
        )? {
            // `Button("Save")`, `Link(title, destination:)`, `Toggle(key, isOn:)`: a visible title.
            if let first = call.arguments.first, first.label == nil, !first.expression.is(ClosureExprSyntax.self) {
                return nil
            }
            if call.argument(labeled: "systemImage") != nil || call.argument(labeled: "image") != nil { return nil }

            let trailing = call.trailingClosure
            if let label = call.closure(labeled: "label") {
                // `Button { act() } label: { … }`, `NavigationLink { Detail() } label: { … }`.
                let action =
                    call.argument(labeled: "action")?.expression ?? call.argument(labeled: "destination")?.expression
                    ?? (call.additionalTrailingClosures.contains { $0.label.text == "label" }
                        ? trailing.map(ExprSyntax.init) : nil)
                // A `Link`'s destination is a URL: its name (`addURL`) names a value, not what a tap does.
                return (label, control == .menu || control == .link ? nil : action)
            }
            guard let trailing else { return nil }
            switch control {
            case .button:
                guard let action = call.argument(labeled: "action") else { return nil }
                return (trailing, action.expression)
            case .navigationLink:
                return (trailing, call.argument(labeled: "destination")?.expression)
            case .toggle:
                return (trailing, call.argument(labeled: "isOn")?.expression)
            case .link, .shareLink:
                return (trailing, nil)
            case .menu:
                return nil
            }
        }

        /// `.buttonStyle(TitledStyle())`, `.buttonStyle(TitledStyle.self…)` or `.buttonStyle(.titled)`
        /// (the static member a style extension declares) naming a project style that draws text.
        static func styleDrawsTitle(_ chain: ModifierChain, index: ProjectIndex) -> Bool {
            guard
                let argument = chain.modifiers.last(where: { $0.name == "buttonStyle" })?.call?.arguments.first?
                    .expression
            else { return false }
            var candidates: [String] = []
            if let call = argument.as(FunctionCallExprSyntax.self), let name = call.calleeName {
                candidates.append(name)
            }
            if let member = argument.as(MemberAccessExprSyntax.self), member.base == nil {
                let name = member.declName.baseName.text
                let typeName = name.prefix(1).uppercased() + name.dropFirst()
                candidates += [typeName, typeName + "ButtonStyle", typeName + "Style"]
            }
            return candidates.contains { index.drawsOwnTitle(style: $0) }
        }

        /// Hidden, an element that ignores its children, or a representation: set by hand.
        static func isAlreadyAccessible(_ chain: ModifierChain) -> Bool {
            chain.modifiers.contains { modifier in
                let arguments = modifier.call?.arguments ?? []
                switch modifier.name {
                case "accessibilityRepresentation":
                    return true
                case "accessibilityHidden":
                    return !(arguments.first?.expression.isFalseLiteral ?? false)
                case "accessibility":
                    // `.accessibility(hidden: true)`, the pre-iOS 14 spelling.
                    return arguments.contains { $0.label?.text == "hidden" && !$0.expression.isFalseLiteral }
                case "accessibilityElement":
                    // `children:` defaults to `.ignore`.
                    let children = arguments.first { $0.label?.text == "children" }
                    return children == nil || children?.expression.trimmedText == ".ignore"
                default:
                    return false
                }
            }
        }

        /// `isPlaying ? "pause.fill" : "play.fill"` with a phrase for each: a label that follows the
        /// same state. Not for a toggle: its state is a trait VoiceOver already reads.
        func statefulLabel(for images: [ImageContent.Image], control: Control) -> InferredLabel? {
            guard control != .toggle else { return nil }
            for image in images {
                // A chevron pair shows a state (expanded or not), not the action the tap takes.
                guard case let .conditional(condition, whenTrue, whenFalse) = image.name,
                    !whenTrue.hasPrefix("chevron"),
                    SymbolPhraseTable.baseName(of: whenTrue) != SymbolPhraseTable.baseName(of: whenFalse)
                else { continue }
                // An eye beside a secure field shows or hides the password; anywhere else "Show"
                // alone names nothing (the table marks the eye ambiguous).
                if let eye = Self.passwordEyePhrases[SymbolPhraseTable.baseName(of: whenTrue)],
                    whenFalse.hasPrefix("eye"), file.containsText("SecureField")
                {
                    // The field the flag switches says which way a tap goes, whichever eye it draws.
                    if let hidden = SecureFieldState.hiddenWhenTrue(condition, in: file) {
                        return InferredLabel(
                            condition: condition, hidden ? "Show password" : "Hide password",
                            hidden ? "Hide password" : "Show password")
                    }
                    return InferredLabel(
                        condition: condition, eye, eye == "Show password" ? "Hide password" : "Show password")
                }
                guard let first = phrases.phrase(for: whenTrue), let second = phrases.phrase(for: whenFalse),
                    first != second
                else { continue }
                return InferredLabel(condition: condition, first, second)
            }
            return nil
        }

        /// What the eye says when it is shown, beside a `SecureField`.
        static let passwordEyePhrases = ["eye": "Show password", "eye.slash": "Hide password"]

        /// The first symbol the table knows but marks as standing for several actions.
        func ambiguousSymbol(in images: [ImageContent.Image]) -> String? {
            for image in images {
                switch image.name {
                case let .literal(name) where phrases.isAmbiguous(name): return name
                case let .conditional(_, whenTrue, _) where phrases.isAmbiguous(whenTrue): return whenTrue
                default: continue
                }
            }
            return nil
        }

        /// `isFavorite ? "star.fill" : "star"` on a button that toggles `isFavorite`: one thing shown
        /// on or off. The table's word for it, and the selected trait following the same state, so
        /// VoiceOver says "Favorite, selected".
        func selectableLabel(for images: [ImageContent.Image], toggled state: String) -> InferredLabel? {
            for image in images {
                guard case let .conditional(condition, whenTrue, whenFalse) = image.name,
                    condition == state || condition == "!" + state,
                    SymbolPhraseTable.baseName(of: whenTrue) == SymbolPhraseTable.baseName(of: whenFalse),
                    whenTrue.hasSuffix(".fill") != whenFalse.hasSuffix(".fill"),
                    let phrase = phrases.phrase(for: SymbolPhraseTable.baseName(of: whenTrue))
                else { continue }
                var label = InferredLabel(phrase)
                label.selectedTraits =
                    whenTrue.hasSuffix(".fill") ? "\(condition) ? .isSelected : []" : "\(condition) ? [] : .isSelected"
                return label
            }
            return nil
        }

        /// The words the control already carries: `.help("Share this article")` is what the
        /// pointer shows, and what VoiceOver should say.
        /// The help may sit on the button's only image (`Image(systemName: "plus").help("playapp.add")`):
        /// the pointer shows it over the whole button all the same.
        /// Its words are reused as the project writes them, never as new text: `.accessibilityLabel`
        /// looks a literal (or each branch of a condition) up exactly as `.help` does, so no new key
        /// or table entry is needed (judged on unseen apps: such labels were refused for want of a key).
        /// With `readingValues`, a help read from the data (`.help(badge.title)`) counts too: where
        /// nothing else names the control, the words the pointer shows do, as a variable's value.
        static func helpText(in chain: ModifierChain, images: [ImageContent.Image] = [], readingValues: Bool = false)
            -> InferredLabel?
        {
            let imageChain = images.count == 1 ? ModifierChain(startingAt: images[0].call) : nil
            guard
                let help = [chain, imageChain].lazy.compactMap({ chain in
                    chain?.modifiers.last(where: { $0.name == "help" })?.call?.arguments.first?.expression
                }).first
            else { return nil }
            // `.help(isCollapsed ? "Show the panel" : "Hide the panel")` follows the state: so does the
            // label, through every nested condition (`isHidden ? "Show page" : (locked ? "…" : "Hide page")`).
            if help.ternaryParts != nil {
                guard let (code, phrases) = followingWords(help) else { return nil }
                var label = InferredLabel(code: code, phrases: phrases)
                label.isNew = false
                return label
            }
            if let words = helpWords(help) { return InferredLabel(code: help.trimmedText, saying: words) }
            if readingValues, isValueRead(help) {
                return InferredLabel(code: help.trimmedText, saying: help.trimmedText)
            }
            return lookedUpHelp(help)
        }

        /// `.help(Strings.newPalette)`, `.help(NSLocalizedString(…))`, `.help(LocalizedStringKey("…"))`:
        /// words the project translates already, reused as written. They say what the control does,
        /// which a state flag its action sets (`isShowingNewField`) only hints at.
        private static func lookedUpHelp(_ help: ExprSyntax) -> InferredLabel? {
            if let call = help.as(FunctionCallExprSyntax.self),
                ["LocalizedStringKey", "Text"].contains(call.calleeName),
                call.arguments.count == 1, let key = call.arguments.first?.expression.stringLiteralValue, !key.isEmpty
            {
                return InferredLabel(code: help.trimmedText, saying: key)
            }
            // `.help(Text("Settings".localized()))`, `.help(Text(ad.hint.localized()))`: the project's own
            // lookup, translated as the help is (judged on unseen apps: new English words beside it were sent back).
            if let call = help.as(FunctionCallExprSyntax.self), call.calleeName == "Text", call.arguments.count == 1,
                let inner = call.arguments.first, inner.label == nil, !inner.expression.is(StringLiteralExprSyntax.self)
            {
                if let (_, phrase) = LabelText.writtenWords(inner.expression) {
                    return InferredLabel(code: help.trimmedText, saying: phrase)
                }
                if LabelText.isLookup(inner.expression) {
                    return InferredLabel(code: help.trimmedText, saying: inner.expression.trimmedText)
                }
            }
            guard !help.is(StringLiteralExprSyntax.self), let (code, phrase) = LabelText.writtenWords(help) else {
                return nil
            }
            return InferredLabel(code: code, saying: phrase)
        }

        /// A value read from data, with no call: `title`, `item.name`, `user.tier?.name ?? ""`. As a help
        /// text, the words the pointer shows, which `.accessibilityLabel` takes as they are (judged on
        /// unseen apps: a badge with such a help was reported as unlabelled).
        static func isValueRead(_ expression: ExprSyntax) -> Bool {
            if expression.is(DeclReferenceExprSyntax.self) { return true }
            if let member = expression.as(MemberAccessExprSyntax.self) { return member.base.map(isValueRead) ?? false }
            if let optional = expression.as(OptionalChainingExprSyntax.self) { return isValueRead(optional.expression) }
            if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) { return isValueRead(unwrapped.expression) }
            // `name ?? ""`: a fallback literal for a missing value.
            if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                let first = sequence.elements.first, let last = sequence.elements.last,
                sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "??"
            {
                return isValueRead(first) && last.is(StringLiteralExprSyntax.self)
            }
            return false
        }

        /// A help text's words as Swift, following its conditions: each branch a literal or a condition.
        private static func followingWords(_ expression: ExprSyntax) -> (code: String, phrases: [String])? {
            var expression = expression
            // `(locked ? "…" : "…")`: the parentheses of a nested condition.
            while let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
                tuple.elements.first?.label == nil, let inner = tuple.elements.first?.expression
            {
                expression = inner
            }
            if let (condition, whenTrue, whenFalse) = expression.ternaryParts {
                guard let shown = followingWords(whenTrue), let other = followingWords(whenFalse) else { return nil }
                let otherCode =
                    whenFalse.ternaryParts != nil || whenFalse.is(TupleExprSyntax.self)
                    ? "(\(other.code))" : other.code
                return ("\(condition) ? \(shown.code) : \(otherCode)", shown.phrases + other.phrases)
            }
            // `isReversed ? String(localized: "Descending") : …`: each looked-up branch as written.
            if let words = helpWords(expression) { return (SwiftLiteral.string(words), [words]) }
            guard !expression.is(StringLiteralExprSyntax.self), let written = LabelText.writtenWords(expression)
            else { return nil }
            return (written.code, [written.phrase])
        }

        /// A plain literal's words, unless a developer's placeholder (which is not the control's words).
        private static func helpWords(_ expression: ExprSyntax) -> String? {
            guard let help = expression.as(StringLiteralExprSyntax.self),
                help.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) })
            else { return nil }
            let text = help.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
            let lowered = text.lowercased()
            guard !text.isEmpty,
                !["todo", "fixme", "implementation needed", "not implemented", "placeholder"].contains(where: {
                    lowered.includes($0)
                })
            else { return nil }
            return text
        }

        /// The label, in the documented order after the control's own words: the action's name
        /// (what the control does), then the phrase table (what the glyph usually means). Never
        /// the glyph's name re-spaced: that is what VoiceOver reads already.
        /// `struct SettingsButton: View` or `var clearFilterButton` drawing this button: its name
        /// names it ("Settings", "Clear filter"). One word, or a verb phrase: `SheetCloseButton`
        /// would read "Sheet close".
        /// Not a type, or a function, that draws the glyph its data or its caller gives (`glyphRoots`:
        /// `struct GradientButton` drawing `style.rawValue`, `func noticeButton(image:)`): its name says
        /// how the button looks, not what a glyph does.
        static func ownTypeName(of call: FunctionCallExprSyntax, glyphRoots: Set<String> = []) -> String? {
            // The nearest declaration named for a button: `var clearFilterButton`, `func doneButton()`,
            // or the `struct SettingsButton` whose `body` draws it.
            var node = call.parent
            var name: String?
            // The member drawing it on the way out: a type's name names what its `body` draws, not a
            // button in another part (`var titleView` of `SortButton`: judged on unseen apps, "Sort" there
            // named a question mark that explains the sort).
            var member: String?
            while let current = node, name == nil {
                var declared: String?
                if let variable = current.as(VariableDeclSyntax.self) {
                    declared = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                    // `var actionButton` drawing the glyph a case or caller hands it names a slot, not a glyph's action.
                    if declared?.hasSuffix("Button") == true, !glyphRoots.isEmpty { return nil }
                } else if let function = current.as(FunctionDeclSyntax.self) {
                    declared = function.name.text
                    let parameters = function.signature.parameterClause.parameters.map {
                        ($0.secondName ?? $0.firstName).text
                    }
                    if declared?.hasSuffix("Button") == true, parameters.contains(where: glyphRoots.contains) {
                        return nil
                    }
                } else if let type = current.as(StructDeclSyntax.self) {
                    declared = type.name.text
                    if !(declared?.hasSuffix("Button") ?? false) { break }
                    // A glyph its own computed property picks (`var buttonSymbol: String { isLoading ? … }`)
                    // is the type's, not data it is given (judged on unseen apps: `PlayNowButton` unlabelled).
                    let given = glyphRoots.filter { !Self.isComputedProperty($0, of: type) }
                    if !given.isEmpty || (member != nil && member != "body") { return nil }
                }
                if let declared, declared.hasSuffix("Button") { name = declared }
                if !current.is(StructDeclSyntax.self), let declared { member = declared }
                node = current.parent
            }
            guard let name else { return nil }
            let words = ReadableName.words(of: String(name.dropLast("Button".count)))
            // `clearFilterButton` says what it does; `settingsButton` what it opens.
            // `struct PlayNowButton` reads as its member would (`playNowButton`): a type's capital is no screen's.
            let memberName = name.prefix(1).lowercased() + name.dropFirst()
            if words.count > 1, let phrase = ReadableName.phrase(forActionName: memberName) { return phrase }
            guard words.count == 1, let word = words.first, !ReadableName.stateWords.contains(word) else { return nil }
            return ReadableName.sentence(words)
        }

        func label(
            for images: [ImageContent.Image], action: ExprSyntax?, control: Control, toggled: String?, ownType: String?,
            shortcut: String? = nil, cancels: Bool = false, isDestructive: Bool = false, disabledWhen: String? = nil,
            at call: FunctionCallExprSyntax? = nil
        ) -> InferredLabel? {
            if control == .shareLink { return InferredLabel("Share") }
            // `item.hasInstalled ? checkmark : plus`, disabled once installed: "Installed" or "Install".
            if control == .button, let done = DoneState.label(for: images, disabledWhen: disabledWhen, phrases: phrases)
            {
                return done
            }
            // A state-following glyph pair (play/pause) says more than one action name.
            // Not a plus/minus pair on a flag the button flips (`expanded.toggle()`): it shows or hides
            // a part, and "Add"/"Remove" would say it changes a list (judged wrong on unseen apps).
            if let stateful = statefulLabel(for: images, control: control),
                toggled == nil || !Self.changesAList(stateful)
            {
                return stateful
            }
            // `insertAtCursor(content: "#")`: what the character starts, "Insert hashtag".
            if control == .button, let action, let inserted = InsertedText.phrase(of: action) {
                return InferredLabel(inserted)
            }
            // `if direction == .forward { onSeekForward() } else { onSeekBackward() }`: both actions.
            if control == .button, let action, let branching = BranchingAction.label(of: action) { return branching }
            // `Image(systemName: style.rawValue)` of a two-case style: the label follows the style.
            if control != .toggle, let followed = RawValueSymbol.label(for: images, phrases: phrases) {
                return followed
            }
            // `setSelectedDate(addDays: -1)`: the date it moves to, whatever the arrow looks like.
            if control == .button, let action, let step = StepperGlyph.dateStep(action: action) {
                return InferredLabel(step)
            }
            // `sortedMonths[currentIndex + 1]` under a chevron: the month it moves to, the way the glyph points.
            if control == .button, let action, let step = StepperGlyph.periodStep(images: images, action: action) {
                return InferredLabel(step)
            }
            // A double chevron to `years.last!` goes to an end of the list, never to the previous year.
            if control == .button, let action {
                let end = StepperGlyph.endJump(images: images, action: action)
                if end.goesToAnEnd { return end.phrase.map { InferredLabel($0) } }
            }
            // A plus or minus whose action adds or takes one steps a value.
            if control == .button, let action, let step = StepperGlyph.phrase(for: images, action: action) {
                return InferredLabel(step)
            }
            // `pageIndex -= 1` under a left arrow goes to the previous page: "Previous page".
            if control == .button, let action, let step = PositionStep.phrase(for: images, action: action) {
                return InferredLabel(step)
            }
            // `order -= 1` under an arrow steps a value, named by it; the arrow's "Back" would say it navigates.
            if control == .button, let action, let step = StepperGlyph.counterStep(action: action) {
                return InferredLabel(step)
            }
            // Inside the screen a flag presents, turning that flag off closes it: never the screen's
            // title, nor the words of a titled button that also closes it ("Save").
            if control == .button, let action, let call, ClosingOwnScreen.closes(action, at: call, in: file) {
                return InferredLabel(Self.dismissalWord(for: images, cancels: cancels) ?? "Close")
            }
            // The title the file shows for the same action elsewhere (a menu item, a titled button).
            // Not for a dismissal: the titled button that also dismisses says what the person agrees
            // to ("Got it!", "Not now"), and the close glyph beside it is no second "Got it!".
            if control != .toggle, let action, let name = ActionName.name(of: action),
                !Self.isDismissal(name),
                let title = ActionTitles.all(in: file, context: context)[name]
            {
                return InferredLabel(code: title)
            }
            // The titled control that presents the same flag (`Label("Donate", …)` in another branch).
            if control == .button, let action {
                let titles = ActionTitles.byPresentedFlag(in: file)
                let found = Set(ActionTitles.presentedFlags(of: action, in: file).compactMap { titles[$0] })
                if found.count == 1, let title = found.first { return InferredLabel(code: title) }
            }
            if control == .button, let action, let phrase = SplitViewVisibility.phrase(of: action, in: file) {
                return InferredLabel(phrase)
            }
            // `editMode = .inactive`: SwiftUI's own words for ending edit mode, "Done".
            if control == .button, let action, let phrase = EditModeSwitch.phrase(of: action) {
                return InferredLabel(phrase)
            }
            // `presentationSelection = .large`: the sheet's detent it goes to, "Expand" or "Collapse".
            if control == .button, let action, let phrase = SheetDetent.phrase(of: action, in: file) {
                return InferredLabel(phrase)
            }
            // An ellipsis opening a dialog of several choices opens the overflow menu: its title names
            // one of them ("Share") or the subject, never what the control offers.
            if control == .button, let action, Self.isEllipsis(images),
                let choices = OpenedScreenTitle.dialogChoices(of: action, in: file), choices >= 3
            {
                return InferredLabel("More options")
            }
            // The title of the screen it opens: a sheet its flag presents, or a link's destination.
            if control == .button || control == .navigationLink, let action,
                let title = OpenedScreenTitle.title(of: action, in: file)
                    ?? (control == .navigationLink
                        ? OpenedScreenTitle.screenTitle(in: Syntax(action), file: file) : nil)
            {
                // An info glyph opens what explains the titled thing: "About Real-time Updates", since the
                // title alone repeats the header beside it and loses the glyph's "Info".
                let written = InferredLabel(code: title)
                if Self.isInfoGlyph(images), title.first == "\"", !written.phrases[0].isEmpty {
                    return InferredLabel("About " + written.phrases[0])
                }
                return written
            }
            // A destination built in another file, under modifiers (`HistoryView().environment(settings)`):
            // the screen's type names it ("History"), as it does without them.
            if control == .navigationLink, let action,
                let type = OpenedScreenTitle.destinationType(in: Syntax(action)),
                let phrase = ReadableName.phrase(forActionName: type)
            {
                return InferredLabel(phrase)
            }
            // The project's own words for its icons come before anything inferred.
            for image in images {
                if case let .literal(name) = image.name, let phrase = phrases.projectPhrase(for: name) {
                    return InferredLabel(phrase)
                }
            }
            // A state switched on and off: the state's name is no action, and a verb ("Show details")
            // is wrong in one of the two states. A word plus the selected trait, or a noun ("Sidebar").
            if let toggled {
                // `if showSelector { Slider(…).accessibilityLabel("Text size") }`: what it reveals, as named.
                if control == .button, let call,
                    let revealed = RevealedControl.label(revealedBy: toggled, at: call, in: file)
                {
                    return InferredLabel(code: revealed)
                }
                if let selectable = selectableLabel(for: images, toggled: toggled) { return selectable }
                if let disclosure = Self.disclosureLabel(for: images, toggled: toggled) { return disclosure }
                if let visibility = Self.visibilityLabel(toggled: toggled) { return visibility }
                return tableLabel(for: images).flatMap { label in
                    Self.stateVerbs.contains(ReadableName.words(of: label.spoken).first ?? "") ? nil : label
                }
            }
            // `playSound(name: settings.workAlert)`: the one thing it plays, "Play work alert".
            if control == .button, let action, let previewed = PreviewedThing.phrase(of: action) {
                return InferredLabel(previewed)
            }
            // An arrow that sends its own arrow key (`"\u{1b}[D"`, `.leftArrow`), whatever the method is called.
            if control == .button, let action, images.count == 1, case let .literal(symbol) = images[0].name,
                let key = KeyDirection.arrowKey(symbol: symbol, action: action)
            {
                return InferredLabel(key)
            }
            // What it puts on the pasteboard: it copies (a checkmark shown afterwards says "copied"),
            // also through a project's wrapper whose method name says only how.
            if control == .button, let action, PasteboardCopy.copies(action) { return InferredLabel("Copy") }
            // `NSWorkspace.shared.activateFileViewerSelecting(…)`: the system's words for the call,
            // never its API name read as English ("Activate file viewer selecting").
            if control == .button, let action, let phrase = SystemCallPhrase.phrase(of: action) {
                return InferredLabel(phrase)
            }
            // `onMoreTap(item)`: the overflow menu's words, not a bare "More".
            if control == .button, let action, let name = ActionName.name(of: action),
                let more = StepperGlyph.moreOptions(actionName: name)
            {
                return InferredLabel(more)
            }
            // `service.getSignals(for: id)` under a circular arrow loads again: "Refresh".
            if control == .button, let action, let refresh = RefreshAction.phrase(for: images, action: action) {
                return InferredLabel(refresh)
            }
            // A toggle's binding is its state (`isMuted`), which VoiceOver reads as the value. A flag
            // that asks to confirm (`showEndConfirmation = true`) names the asking, not the action.
            if control != .toggle, let action, !OpenedScreenTitle.asksToConfirm(action, in: file),
                let name = ActionName.name(of: action).map({ name in
                    // `beingConnect()`: a method of this type whose name reads as nothing, named by what it calls.
                    ReadableName.phrase(forActionName: name) == nil
                        ? CalledMethod.innerName(of: name, calledFrom: action) ?? name : name
                }),
                let phrase = ReadableName.phrase(forActionName: name)
            {
                // `select(xcode: latestRelease)` on a row: a bare "Select" would name the row's item.
                if ["Select", "Choose", "Pick", "Activate"].contains(phrase), Self.targetsAnotherItem(action) {
                    return nil
                }
                // `switch tab { case .lightning: Button { selectTab(tab) } }`: it picks the case it sits in,
                // which names it; "Select tab" would be the same on every one.
                if ["select", "choose", "pick", "switch"].contains(ReadableName.words(of: phrase).first ?? ""),
                    let picked = ArgumentCase.switchedCase(of: action)
                {
                    return InferredLabel(picked)
                }
                // `showActionSheet`: the presentation's kind is the code's word, not what it offers.
                let presentation: Set<String> = ["action", "sheet", "popover", "alert", "dialog", "modal"]
                let object = ReadableName.words(of: phrase).dropFirst().map { $0.lowercased() }
                if !object.isEmpty, object.allSatisfy(presentation.contains) {
                    return control == .button
                        ? PresentedScreenName.phrase(of: action, in: file, underPlus: Self.isPlus(images)).map {
                            InferredLabel($0)
                        } ?? presentedWords(action, images: images) : nil
                }
                // `.navigateBack`, `goBack()`: the generic name of going back; the control says "Back".
                if BackPhrases.all.contains(phrase) { return InferredLabel("Back") }
                if ["Dismiss", "Close"].contains(phrase),
                    let dismissal = Self.dismissalWord(for: images, cancels: cancels)
                {
                    return InferredLabel(dismissal)
                }
                // `NSWorkspace.shared.open(helpURL)`: the system's generic verb says less than a glyph
                // the table names ("Help" for `questionmark.circle`, judged on unseen apps).
                if phrase == "Open", Self.opensThroughTheSystem(action),
                    ambiguousSymbol(in: images) == nil, let specific = tableLabel(for: images),
                    specific.spoken != phrase
                {
                    return specific
                }
                // A plus never clears or removes: the clean-up after an insertion named it, not the effect.
                if Self.isPlus(images),
                    ["clear", "remove", "delete"].contains(ReadableName.words(of: phrase).first ?? "")
                {
                    return tableLabel(for: images)
                }
                // `moveCursor(direction: .left)`: the direction is what tells the arrows apart.
                if let directed = KeyDirection.completing(phrase, name: name, in: action) {
                    return InferredLabel(directed)
                }
                // `vote(.upvote)` beside `vote(.downvote)`: the case tells them apart, never the shared name;
                // without one (`zoom(by: 1.25)`, `zoom(by: 0.8)`), only the glyph's own meaning may.
                switch ArgumentCase.distinction(of: action, in: file) {
                case let .words(words)?: return InferredLabel(words)
                case .unnamed?: return tableLabel(for: images)
                case nil: return InferredLabel(phrase)
                }
            }
            // `scale = 1.0; offset = .zero`, each as the view declares it: the view is reset.
            if control == .button, let action, let phrase = ResetToDeclared.phrase(of: action) {
                return InferredLabel(phrase)
            }
            // `list = list.filter { … }`, `rules.append(…)`: it removes or adds, unless the glyph says which.
            // A glyph standing for several actions (a reply arrow that appends a follow-up) stays reported.
            if control == .button, let action, ambiguousSymbol(in: images) == nil,
                let effect = ListEffect.phrase(of: action)
            {
                let glyph = tableLabel(for: images)
                return glyph.map(Self.changesAList) == true ? glyph : InferredLabel(effect)
            }
            // `showingTempTargetSheet = true`, `showModal(for: .treatmentView)`: the screen it opens.
            if control == .button, let action,
                let screen = PresentedScreenName.phrase(of: action, in: file, underPlus: Self.isPlus(images))
            {
                return InferredLabel(screen)
            }
            // `showingPopover.toggle()` presenting `Text(statusText)`: what the popover says.
            if control == .button, let action, let words = presentedWords(action, images: images) { return words }
            // `isLocked ? "RemoteUnlock" : "RemoteLock"` shows one of two things: one fixed word from the
            // type's name or a shortcut is wrong in one of them (judged on unseen apps: "Lock" while locked).
            // A state the action sets itself (`isSaved = true`, a checkmark after saving) is feedback on it.
            let stateless =
                Self.shownState(of: images).map { state in
                    action?.tokens(viewMode: .sourceAccurate).contains { token in
                        token.text == state && token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .equal
                    } ?? false
                } ?? true
            if let ownType, stateless { return InferredLabel(ownType) }
            // A standard shortcut on a glyph it goes with (⌘N on a plus, `.defaultAction` on a checkmark).
            if let shortcut, stateless { return InferredLabel(shortcut) }
            if control == .toggle, let action, let thing = boundThing(images, binding: action) { return thing }
            if control != .toggle, let action, ActionName.namesSomethingElse(action) { return nil }
            // `unfavorAction` under a heart undoes what the glyph names: "Unfavorite", never "Favorite".
            if control == .button, let action, let name = ActionName.name(of: action),
                let glyph = tableLabel(for: images), let undone = Self.undoingPhrase(name, glyph: glyph.spoken)
            {
                return InferredLabel(undone)
            }
            // A destructive button under a glyph that usually closes (`xmark`) ends or deletes
            // something: "Close" would hide that.
            let glyphLabel = tableLabel(for: images).flatMap { label -> InferredLabel? in
                // An arrow is "Back" only on a button that goes back (dismisses, pops, pages back).
                if label.spoken == "Back", control == .button, let action, !Self.navigates(action) { return nil }
                return !isDestructive
                    || Self.destructiveWords.contains(ReadableName.words(of: label.spoken).first ?? "")
                    ? label : nil
            }
            // A `Link` does one thing, whatever its glyph: it opens its URL (judged on unseen apps: a
            // link glyph "standing for several actions" was no reason to leave a Link unlabelled).
            // An asset (`Image("github")`) may name the site, which says more: not for those.
            if glyphLabel == nil, control == .link, images.allSatisfy(\.isSymbol) { return InferredLabel("Open link") }
            return glyphLabel
        }

        /// `Image(systemName: systemImage)` under `case .custom(let systemImage, let action)`, or with a
        /// parameter of the function drawing it: the variable naming a glyph the caller picks.
        static func callerChosenGlyph(_ images: [ImageContent.Image], at call: FunctionCallExprSyntax) -> String? {
            guard images.count == 1, case .unknown = images[0].name, let root = images[0].variableRoot else {
                return nil
            }
            var node = call.parent
            while let current = node {
                if let switchCase = current.as(SwitchCaseSyntax.self),
                    switchCase.label.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == root })
                {
                    return root
                }
                if let function = current.as(FunctionDeclSyntax.self) {
                    let names = function.signature.parameterClause.parameters.map {
                        ($0.secondName ?? $0.firstName).text
                    }
                    return names.contains(root) ? root : nil
                }
                node = current.parent
            }
            return nil
        }

        /// The condition of an image that shows one of two different things (`isLocked ? "RemoteUnlock" :
        /// "RemoteLock"`), not one thing in two looks (`star` / `star.fill`).
        static func shownState(of images: [ImageContent.Image]) -> String? {
            for image in images {
                guard case let .conditional(condition, whenTrue, whenFalse) = image.name,
                    SymbolPhraseTable.baseName(of: whenTrue) != SymbolPhraseTable.baseName(of: whenFalse)
                else { continue }
                return condition
            }
            return nil
        }

        /// The condition an image flips between two glyphs of different meaning by (not a chevron's
        /// direction, not one glyph filled or not, not a checkmark of success).
        static func flippingState(of images: [ImageContent.Image]) -> String? {
            for image in images {
                // A checkmark shown once the action is done (`didCopy ? "checkmark" : "doc.on.doc"`) is
                // its feedback, not another action; shown by where the control is (`index == last ?
                // "checkmark" : "arrow.right"`), it is the other action it does there ("Done", not "Next").
                guard case let .conditional(condition, whenTrue, whenFalse) = image.name,
                    ![whenTrue, whenFalse].contains(where: { $0.hasPrefix("chevron") }),
                    Self.isComparison(condition)
                        || ![whenTrue, whenFalse].contains(where: { $0.hasPrefix("checkmark") }),
                    SymbolPhraseTable.baseName(of: whenTrue) != SymbolPhraseTable.baseName(of: whenFalse)
                else { continue }
                return condition
            }
            return nil
        }

        /// `index + 1 == cards.count`, `count > 0`: a condition that compares, where a flag would be one name.
        static func isComparison(_ condition: String) -> Bool {
            ["==", "!=", "<", ">"].contains { condition.contains($0) }
        }

        /// "Deselect all" for "Select all", "Hide details" for "Show details": the other state's words.
        static func oppositePhrase(of phrase: String) -> String? {
            let pairs = [
                ("select", "deselect"), ("show", "hide"), ("expand", "collapse"), ("lock", "unlock"),
                ("mute", "unmute"), ("enable", "disable"), ("follow", "unfollow"), ("pin", "unpin"),
            ]
            var words = phrase.split(separator: " ").map(String.init)
            guard let first = words.first?.lowercased(),
                let pair = pairs.first(where: { $0.0 == first || $0.1 == first })
            else { return nil }
            words[0] = first == pair.0 ? pair.1 : pair.0
            return ReadableName.sentence(words)
        }

        /// Words of an action that goes somewhere: back, to a previous page, out of a screen.
        static let navigationWords: Set<String> = [
            "dismiss", "pop", "back", "backward", "previous", "prev", "navigate", "navigation", "close", "return",
            "exit", "leave", "unwind", "page", "index", "tab", "step", "slide", "path", "route", "router", "go",
        ]

        /// Whether an action goes back or moves among pages, as a backward arrow's "Back" says.
        static func navigates(_ action: ExprSyntax) -> Bool {
            action.tokens(viewMode: .sourceAccurate).contains { token in
                guard case .identifier(let name) = token.tokenKind else { return false }
                return ReadableName.words(of: name).contains { navigationWords.contains($0.lowercased()) }
            }
        }

        /// A toggle whose glyph names a thing its bound state names too: `Toggle(isOn: $recordMic) {
        /// Image(systemName: "mic.fill") }` switches the microphone, "Microphone" (a state word may be
        /// short for the glyph's: "mic"). The state confirms which of the glyph's meanings applies; the
        /// toggle's value says on or off.
        func boundThing(_ images: [ImageContent.Image], binding: ExprSyntax) -> InferredLabel? {
            guard images.count == 1, case let .literal(symbol) = images[0].name,
                let phrase = phrases.usualPhrase(for: symbol), ReadableName.words(of: phrase).count == 1,
                let state = ActionName.name(of: binding)
            else { return nil }
            let thing = phrase.lowercased()
            let named = ReadableName.words(of: state).contains { word in
                let word = word.lowercased()
                return word.count >= 3 && thing.hasPrefix(word)
            }
            return named ? InferredLabel(phrase) : nil
        }

        /// A plus glyph (`plus`, `plus.circle.fill`, `plus.app`): it adds.
        static func isPlus(_ images: [ImageContent.Image]) -> Bool {
            images.count == 1
                && {
                    if case let .literal(name) = images[0].name { return name == "plus" || name.hasPrefix("plus.") }
                    return false
                }()
        }

        /// `Image(systemName: icon)` on a button whose action stores or passes that very `icon`: it
        /// picks the symbol it shows.
        static func picksItsSymbol(_ images: [ImageContent.Image], action: ExprSyntax) -> Bool {
            guard images.count == 1, images[0].isSymbol, case .unknown = images[0].name,
                let shown = images[0].call.arguments.first?.expression.trimmedText
            else { return false }
            func passes(_ node: Syntax) -> Bool {
                if let expression = node.as(ExprSyntax.self), expression.trimmedText == shown,
                    let parent = node.parent
                {
                    if parent.is(LabeledExprSyntax.self) { return true }
                    if let previous = node.previousToken(viewMode: .sourceAccurate), previous.tokenKind == .equal {
                        return true
                    }
                }
                return node.children(viewMode: .sourceAccurate).contains(where: passes)
            }
            return passes(Syntax(action))
        }

        /// A chevron that expands or collapses the state its action flips (`collapsed.toggle()`): the
        /// label follows the state, as the glyph does ("Expand" while collapsed).
        static func disclosureLabel(for images: [ImageContent.Image], toggled state: String) -> InferredLabel? {
            let glyphs = images.flatMap { image -> [String] in
                switch image.name {
                case let .literal(name): [name]
                case let .conditional(_, whenTrue, whenFalse): [whenTrue, whenFalse]
                case .unknown: ["?"]
                }
            }
            // A plus/minus pair shows the same state as a chevron does: more or less of a part.
            let disclosing = ["chevron", "plus", "minus", "arrowtriangle"]
            guard !glyphs.isEmpty, glyphs.allSatisfy({ glyph in disclosing.contains { glyph.hasPrefix($0) } })
            else { return nil }
            let last = ReadableName.words(of: state.split(separator: ".").last.map(String.init) ?? state).last
            switch last?.lowercased() {
            case "collapsed": return InferredLabel(condition: state, "Expand", "Collapse")
            case "expanded": return InferredLabel(condition: state, "Collapse", "Expand")
            default: return nil
            }
        }

        /// Words a glyph set would not use for a name: an asset named so says how it looks, not where it goes.
        static let glyphWords: Set<String> = [
            "icon", "ic", "btn", "button", "image", "img", "glyph", "symbol", "plus", "minus", "arrow", "close", "menu",
            "more", "link", "external", "open", "add", "remove", "left", "right", "up", "down", "back", "next",
        ]

        /// One asset image (`Image("discord")`, `Image("GitHub")`) whose literal name is one to three
        /// plain words: VoiceOver reads it as they are.
        static func assetReadsAsWords(_ images: [ImageContent.Image]) -> Bool {
            guard images.count == 1, !images[0].isSymbol, case let .literal(name) = images[0].name else { return false }
            let words = ReadableName.words(of: name).map { $0.lowercased() }
            return (1...3).contains(words.count)
                && words.allSatisfy { $0.count >= 3 && $0.allSatisfy(\.isLetter) && !glyphWords.contains($0) }
        }

        /// `isSensitive ? "exclamationmark.square.fill" : "exclamationmark.square"` on a button whose
        /// action, among other things, runs `isSensitive.toggle()`: the image shows that state.
        static func toggledShownState(_ images: [ImageContent.Image], action: ExprSyntax) -> String? {
            let conditions: [String] = images.compactMap { image in
                if case let .conditional(condition, _, _) = image.name { return condition }
                return nil
            }
            guard conditions.count == 1 else { return nil }
            func bare(_ text: String) -> String { text.hasPrefix("self.") ? String(text.dropFirst(5)) : text }
            let toggles = action.tokens(viewMode: .sourceAccurate).contains { token in
                guard token.text == "toggle", let access = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                    let base = access.base, access.parent?.as(FunctionCallExprSyntax.self)?.arguments.isEmpty == true
                else { return false }
                return bare(base.trimmedText) == bare(conditions[0])
            }
            return toggles ? conditions[0] : nil
        }

        /// The condition an image follows (`place == nil ? "mappin" : "mappin.fill"`) where the action is an
        /// `if`/`else` on the same value (`if place != nil { … } else { … }`).
        static func branchesOnShownState(_ images: [ImageContent.Image], action: ExprSyntax) -> String? {
            guard images.count == 1, case let .conditional(condition, _, _) = images[0].name,
                let closure = action.as(ClosureExprSyntax.self), closure.statements.count == 1,
                let item = closure.statements.first?.item
            else { return nil }
            let branch: IfExprSyntax?
            switch item {
            case let .expr(expression): branch = expression.as(IfExprSyntax.self)
            case let .stmt(statement):
                branch = statement.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
            default: branch = nil
            }
            guard let branch, branch.elseBody != nil, branch.conditions.count == 1,
                let tested = branch.conditions.first?.condition.as(ExprSyntax.self)
            else { return nil }
            func subject(_ text: String) -> String {
                var text = text.replacingOccurrences(of: "self.", with: "")
                for comparison in [" == ", " != "] {
                    if let range = text.range(of: comparison) { text = String(text[..<range.lowerBound]) }
                }
                return text.hasPrefix("!") ? String(text.dropFirst()) : text
            }
            return subject(tested.trimmedText) == subject(condition) ? condition : nil
        }

        /// Whether a switched state's name speaks of the glyph's word (`isFavorite` of "Favorite",
        /// `isPinned` of "Pin"): else the word names the glyph's look, not the state (`isSensitive` under an
        /// exclamation mark is no "Alert").
        static func stateSpeaks(of phrase: String, state: String) -> Bool {
            let named = ReadableName.words(of: phrase).map { $0.lowercased() }
            let stated = ReadableName.words(of: state).map { $0.lowercased() }
            return named.contains { word in
                stated.contains { other in
                    let shared = zip(word, other).prefix { $0 == $1 }.count
                    return shared >= min(4, word.count, other.count)
                }
            }
        }

        /// The words a menu's glyph gives it: the symbol table's and the project's for the same symbol.
        func glyphWords(for images: [ImageContent.Image], at call: FunctionCallExprSyntax) -> [String] {
            var words = tableLabel(for: images).map { [$0.spoken] } ?? []
            if images.count == 1, images[0].isSymbol, case let .literal(symbol) = images[0].name,
                let own = ProjectIconLabel.words(for: symbol, on: call, in: file, context: context)
            {
                words.append(own.1)
            }
            return words
        }

        /// A pair of phrases that add to or take from a list ("Add"/"Remove"): no flag does that.
        static func changesAList(_ label: InferredLabel) -> Bool {
            label.phrases.contains { phrase in
                ["add", "remove", "delete", "new"].contains(ReadableName.words(of: phrase).first ?? "")
            }
        }

        /// Why a double arrow to an end of a list (`months.last!`) is reported: the glyph's "Previous"
        /// or "Next" would say it moves by one.
        static func endJumpMessage(images: [ImageContent.Image], action: ExprSyntax?, noun: String) -> String? {
            guard let action, StepperGlyph.endJump(images: images, action: action).goesToAnEnd else { return nil }
            return
                "icon-only \(noun) jumps to an end of a list, not by one step, and the code does not say which end; add .accessibilityLabel by hand (e.g. \"Oldest month\")"
        }

        /// `showInspector.toggle()`: a flag named for showing a part of the window, which the control
        /// shows and hides: "Hide inspector" while shown, "Show inspector" while hidden, whatever the glyph.
        static func visibilityLabel(toggled state: String) -> InferredLabel? {
            let name = state.split(separator: ".").last.map(String.init) ?? state
            var words = ReadableName.words(of: name).map { $0.lowercased() }
            // `hideLibraryItems`, `isHidingSpoilers`: the same part, shown while the flag is off.
            var hides = false
            if ["show", "shows"].contains(words.first) {
                words.removeFirst()
            } else if ["hide", "hides"].contains(words.first) {
                words.removeFirst()
                hides = true
            } else if words.starts(with: ["is", "hiding"]) {
                words.removeFirst(2)
                hides = true
            } else if words.starts(with: ["is", "showing"]) {
                words.removeFirst(2)
            } else if words.first == "is", ["visible", "shown"].contains(words.last) {
                words = Array(words.dropFirst().dropLast())
            } else {
                return nil
            }
            // A flag for a presentation the file does not show (`showSheet`) names no part.
            // Nor does a layout word (`showsSecondaryColumn`) or an amount (`showsAll`): no part a person names.
            let unnamed: Set<String> = [
                "sheet", "alert", "popover", "dialog", "menu", "picker", "cover", "column", "secondary", "primary",
                "view", "all", "more", "less",
            ]
            guard !words.isEmpty, words.count <= 2, !words.contains(where: unnamed.contains),
                !words.contains(where: ReadableName.codeWords.contains),
                words.allSatisfy({ $0.allSatisfy(\.isLetter) })
            else { return nil }
            let part = words.joined(separator: " ")
            return hides
                ? InferredLabel(condition: state, "Show " + part, "Hide " + part)
                : InferredLabel(condition: state, "Hide " + part, "Show " + part)
        }

        /// `select(xcode: latestRelease)`: the call's one labelled argument is another value than the
        /// one it names (`select(xcode: xcode)`, `self.xcode`, a `ForEach` element are this row's).
        static func targetsAnotherItem(_ action: ExprSyntax) -> Bool {
            var call: FunctionCallExprSyntax?
            for token in action.tokens(viewMode: .sourceAccurate) {
                guard
                    let found = token.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(
                        FunctionCallExprSyntax.self)
                else { continue }
                call = found
                break
            }
            guard let call, call.arguments.count == 1, let argument = call.arguments.first,
                let label = argument.label?.text
            else { return false }
            var root = argument.expression
            while let base = root.as(MemberAccessExprSyntax.self)?.base { root = base }
            if root.as(DeclReferenceExprSyntax.self)?.baseName.text == "self",
                let member = argument.expression.as(MemberAccessExprSyntax.self)
            {
                return member.declName.baseName.text != label
            }
            guard let name = root.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
            return name != label && !isClosureParameter(name, around: call)
        }

        /// `ForEach(items) { item in … }`: `item` is a parameter of a closure around `node`.
        static func isClosureParameter(_ name: String, around node: some SyntaxProtocol) -> Bool {
            var current = node.parent
            while let next = current {
                if let closure = next.as(ClosureExprSyntax.self), let signature = closure.signature,
                    signature.trimmedText.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
                        .contains(where: { $0 == name })
                {
                    return true
                }
                current = next.parent
            }
            return false
        }

        /// What a `dismiss()` button says, from where it sits and what it shows: in a toolbar's
        /// cancellation slot it cancels; under a checkmark the person is done; a backward chevron
        /// or arrow goes back. Nil: the action's own word ("Dismiss", which an `xmark` keeps, as
        /// a project's own translated "Dismiss" may be reused for it).
        static func dismissalWord(for images: [ImageContent.Image], cancels: Bool) -> String? {
            if cancels { return "Cancel" }
            let glyphs = images.compactMap { image -> String? in
                if case let .literal(symbol) = image.name { return SymbolPhraseTable.baseName(of: symbol) }
                return nil
            }
            guard glyphs.count == 1 else { return nil }
            switch glyphs[0] {
            case "checkmark": return "Done"
            case "chevron.left", "chevron.backward", "arrow.left", "arrow.backward": return "Back"
            default: return nil
            }
        }

        /// "Unfavorite" for `unfavorAction` under a glyph read "Favorite": an action named for undoing
        /// (`un` + the start of the glyph's one word) says the opposite of the glyph. Nil for any other.
        static func undoingPhrase(_ actionName: String, glyph: String) -> String? {
            let glyphWords = ReadableName.words(of: glyph).map { $0.lowercased() }
            guard glyphWords.count == 1, let word = glyphWords.first,
                let first = ReadableName.words(of: actionName).first?.lowercased(), first.hasPrefix("un"),
                case let stem = first.dropFirst(2), stem.count >= 3, word.hasPrefix(stem)
            else { return nil }
            return "Un" + word
        }

        /// `ellipsis`, `ellipsis.circle`: the glyph for an overflow menu.
        static func isEllipsis(_ images: [ImageContent.Image]) -> Bool {
            images.count == 1
                && images.allSatisfy { image in
                    if image.isSymbol, case let .literal(symbol) = image.name {
                        return SymbolPhraseTable.baseName(of: symbol) == "ellipsis"
                    }
                    return false
                }
        }

        /// `info`, `info.circle`, `info.circle.fill`: the glyph for "more about this".
        static func isInfoGlyph(_ images: [ImageContent.Image]) -> Bool {
            guard images.count == 1, case let .literal(symbol) = images[0].name, images[0].isSymbol else {
                return false
            }
            return SymbolPhraseTable.baseName(of: symbol) == "info"
        }

        /// An action named for dismissing (`dismiss()`, `dismissButtonTapped`, `closeTapped`).
        static func isDismissal(_ actionName: String) -> Bool {
            let phrase = ReadableName.phrase(forActionName: actionName).flatMap { ReadableName.words(of: $0).first }
            return ["dismiss", "close"].contains(phrase ?? "")
        }

        /// A button in `ToolbarItem(placement: .cancellationAction)`: the slot a sheet's Cancel goes in.
        static func isCancellationItem(_ call: FunctionCallExprSyntax) -> Bool {
            var node = call.parent
            while let current = node {
                if let item = current.as(FunctionCallExprSyntax.self), item.calleeName == "ToolbarItem" {
                    guard item.argument(labeled: "placement")?.expression.trimmedText == ".cancellationAction" else {
                        return false
                    }
                    // Cancel gives up what the screen would keep: a confirming item beside it, or input the
                    // screen takes. A screen that only shows something (a finished summary) is closed.
                    let toolbar = item.ancestor(ClosureExprSyntax.self)
                    let screen = item.ancestor(StructDeclSyntax.self).map(Syntax.init) ?? toolbar.map(Syntax.init)
                    return toolbar?.tokens(viewMode: .sourceAccurate).contains { $0.text == "confirmationAction" }
                        ?? false
                        || screen?.tokens(viewMode: .sourceAccurate).contains { Self.inputViews.contains($0.text) }
                            ?? false
                }
                if current.is(DeclSyntax.self) { return false }
                node = current.parent
            }
            return false
        }

        /// Views that take input a Cancel would give up.
        static let inputViews: Set<String> = [
            "TextField", "SecureField", "TextEditor", "Toggle", "Picker", "DatePicker", "Stepper", "Slider",
            "ColorPicker",
        ]

        /// First words of a table phrase that say what a destructive button does.
        static let destructiveWords: Set<String> = [
            "delete", "remove", "clear", "erase", "junk", "end", "stop", "block", "sign", "unfavorite", "mute",
        ]

        /// Verbs that say which way a state goes: right in one state, wrong in the other.
        static let stateVerbs: Set<String> = [
            "show", "hide", "play", "pause", "mute", "unmute", "lock", "unlock", "expand", "collapse", "open", "close",
            "enable", "disable", "start", "stop", "turn", "add", "remove",
        ]

        /// What the glyph usually means, from the SF Symbol table.
        func tableLabel(for images: [ImageContent.Image]) -> InferredLabel? {
            for image in images {
                switch image.name {
                case let .literal(name):
                    if let phrase = phrases.phrase(for: name) { return InferredLabel(phrase) }
                case let .conditional(_, whenTrue, whenFalse):
                    // `star` / `star.fill`: one thing in two looks.
                    let base = SymbolPhraseTable.baseName(of: whenTrue)
                    if base == SymbolPhraseTable.baseName(of: whenFalse), let phrase = phrases.phrase(for: base) {
                        return InferredLabel(phrase)
                    }
                case .unknown:
                    break
                }
            }
            return nil
        }
    }
}

extension ImageContent.Image {
    /// The value a varying name starts from (`style` of `Image(systemName: style.rawValue)`, `icon`,
    /// `self`); nil for a constant (`Image(Constants.shareImage)`, `Asset.plus.image`): one glyph.
    var variableRoot: String? {
        guard case .unknown = name, let argument = call.arguments.first else { return nil }
        var root = argument.expression
        while let next = root.as(MemberAccessExprSyntax.self)?.base
            ?? root.as(FunctionCallExprSyntax.self)?
            .calledExpression
        {
            root = next
        }
        guard let reference = root.as(DeclReferenceExprSyntax.self)?.baseName.text,
            reference == "self" || reference.first?.isLowercase == true
        else { return nil }
        return reference
    }
}

/// A label the tool made up: the Swift expression to write and the words for the summary.
struct InferredLabel {
    var code: String
    /// Each text VoiceOver may say (two for a label that follows a state).
    var phrases: [String]
    var spoken: String { phrases.joined(separator: "/") }
    /// `isFavorite ? .isSelected : []`: the trait that says the state the image shows.
    var selectedTraits: String?
    /// Words the tool wrote (new text to translate), not words the code already has.
    var isNew = true
    /// The state a two-phrase label follows (`isPlaying`), to write each phrase through a table.
    var condition: String?

    init(_ phrase: String) {
        code = SwiftLiteral.string(phrase)
        phrases = [phrase]
    }

    /// Words the code already has, as written there (`L10n.refresh`, `"Delete"`).
    init(code: String) {
        let isLiteral = code.first == "\"" && code.last == "\"" && code.count >= 2
        self.init(code: code, saying: isLiteral ? String(code.dropFirst().dropLast()) : code)
    }

    /// Words the project already translates (`"action.delete"`), and what VoiceOver says for them.
    init(code: String, saying phrase: String) {
        self.code = code
        phrases = [phrase]
        isNew = false
    }

    /// New words that follow the code's conditions, written as `code`.
    init(code: String, phrases: [String]) {
        self.code = code
        self.phrases = phrases
    }

    init(condition: String, _ whenTrue: String, _ whenFalse: String) {
        self.condition = condition
        code = "\(condition) ? \(SwiftLiteral.string(whenTrue)) : \(SwiftLiteral.string(whenFalse))"
        phrases = [whenTrue, whenFalse]
    }
}
