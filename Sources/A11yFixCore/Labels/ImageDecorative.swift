import A11yFixSyntax
import SwiftSyntax

/// Hides decoration from VoiceOver.
///
/// Before: `Image("header-background")`
/// After:  `Image("header-background")` + `.accessibilityHidden(true)`
///
/// An asset name is decoration when it contains one of: background, bg, decoration, decor,
/// divider, separator, pattern, texture, gradient, swoosh, wave, ornament, flourish, watermark,
/// placeholder, loader, spinner, glow, spotlight; so is any picture of a view named as a backdrop
/// or a stand-in (`ThumbPlaceholder`, `LoadingView`). An `Image(systemName:)` beside a `Text` in a `Label`-like `HStack` is hidden too,
/// so VoiceOver reads the text once; the summary marks that as a judgement to verify. Never hidden:
/// an icon beside a bare number or value (a bell beside "3") or a state symbol (checkmark, arrows,
/// warning marks, locks) whose text does not say the state: it carries the meaning, so it is
/// reported with the suggestion to combine it with its text. One whose text says it (a checkmark
/// beside "Copied!"), a bullet or an indent arrow is hidden (`IconRepeatsText`).
public struct ImageDecorative: Transform {
    public static let descriptor = TransformDescriptor(
        id: "image-decorative",
        summary: "Hides decorative images (and icons beside their text) from VoiceOver with .accessibilityHidden(true)",
        frameworks: [.swiftUI],
        deviceTests: [.voiceOver, .voiceControl, .switchControl],
        tier: .degradesExperience,
        problem: "decorative images VoiceOver stops on",
        namingRank: 3,
        blocks: [.voiceOver]
    )

    public init() {}

    /// Why a decorative image, or an icon beside its text, is not hidden.
    enum Reason: String, NamedReason {
        case hasAccessibility = "has-accessibility"
        case declaredDecorative = "declared-decorative"
        case labelled = "labelled"
        case captionsAValue = "captions-a-value"
        case spokenFor = "spoken-for"
        case chainNotEditable = "chain-not-editable"
        case previewOnly = "preview-only"
        case wordOfASentence = "word-of-a-sentence"
        case onlyContent = "only-content"
        case combinedWhereUsed = "combined-where-used"
        case actsWhenTapped = "acts-when-tapped"
        case neverClear = "never-clear"

        var explanation: String {
            switch self {
            case .neverClear:
                "it is drawn clear only while a condition is off that every place drawing it requires (inside `if thumbnail != nil`): never clear where it is drawn"
            case .actsWhenTapped:
                "it acts when tapped (.onTapGesture, a gesture, a context menu): a control, so hiding it would take its action from VoiceOver"
            case .wordOfASentence:
                "it is the object of the sentence its text begins (\"add one by tapping [+]\"): hidden, the sentence would stop short"
            case .onlyContent:
                "all a Dynamic Island's minimal presentation shows: the Live Activity's only content there, so hiding it would leave VoiceOver nothing"
            case .combinedWhereUsed:
                "every place that shows its view folds it into one element or hides it: the element speaks for it"
            case .previewOnly:
                "it is in a private view that only its file's previews (and #if DEBUG code) name: no shipping build shows it"
            case .hasAccessibility: "it has an accessibility modifier already (hidden, a label, a trait…)"
            case .declaredDecorative: "made with Image(decorative:), which VoiceOver skips already"
            case .labelled: "made with Image(_:label:): its author named it, so it is not decoration"
            case .captionsAValue: "beside a value (Text(tag.name)), the icon says what kind of thing the value is"
            case .spokenFor: "a combined, labelled or hidden element around it speaks for it already"
            case .chainNotEditable: "the tool cannot add modifiers to this chain"
            }
        }
    }

    public func findings(in file: SourceFile, context: TransformContext) -> [Finding] {
        let named = StandaloneImage.considered(in: file).compactMap { call, chain, image, name in
            decide(call, chain, image, name, in: file, context: context).map {
                file.record(Self.self, Self.shipped($0, at: call, in: file, context: context), at: call)
            }
        }
        let runtime = RuntimeImage.all(in: file).compactMap { entry in
            decide(entry, in: file, context: context).map {
                file.record(Self.self, Self.shipped($0, at: entry.node, in: file, context: context), at: entry.node)
            }
        }
        return named + runtime
    }

    /// A change or report in a private view that only its file's previews draw (a sample wallpaper
    /// behind a preview) is one no user meets: left alone, whether or not the run holds the app's entry point.
    /// A hiding in a Dynamic Island's minimal presentation, all it shows, would leave it silent; and
    /// where every place that shows the enclosing view folds it into one element (`.accessibilityElement(children:
    /// .combine)` with its own label, at the use site or around a view that draws it) or hides it, VoiceOver
    /// never reaches the image: a hiding or a report there is noise (judged on unseen apps).
    static func shipped(
        _ decision: Decision, at node: some SyntaxProtocol, in file: SourceFile, context: TransformContext
    ) -> Decision {
        if case .leftAlone = decision { return decision }
        if PreviewOnlyView.holds(node, in: file) { return .leftAlone(Reason.previewOnly.reason) }
        if let call = node.as(FunctionCallExprSyntax.self),
            isMinimalPresentation(ModifierChain(startingAt: call).outermost)
        {
            return .leftAlone(Reason.onlyContent.reason)
        }
        if let owner = EnclosingType.ownerName(of: node), let fold = context.index.fold(ofUsesOf: owner),
            fold == .combined || fold == .hidden
        {
            return .leftAlone(Reason.combinedWhereUsed.reason)
        }
        return decision
    }

    /// A runtime image loaded from an asset named as decoration (`Asset.grabIndicator.image`), or
    /// drawn tiled: hidden like a decorative `Image("…")`. Nil for any other: image-label's to report.
    func decide(_ entry: RuntimeImage.Entry, in file: SourceFile, context: TransformContext) -> Decision? {
        guard
            entry.assetName.map(DecorativeNames.isDecorative) == true || DecorativeNames.isTiled(entry.chain)
                || Self.isAppIcon(entry) || DecorativeNames.isInBackdropView(entry.node)
                || DecorativeNames.isInStandInView(entry.node) && Self.isStandInArt(entry)
        else { return nil }
        if ImageAccessibility.hasEffectiveModifier(entry.chain) { return .leftAlone(Reason.hasAccessibility.reason) }
        if Self.actsWhenTapped(entry.chain) { return .leftAlone(Reason.actsWhenTapped.reason) }
        if entry.isDecorative { return .leftAlone(Reason.declaredDecorative.reason) }
        if entry.isLabelled { return .leftAlone(Reason.labelled.reason) }
        guard !ImageSurroundings(of: entry.node, chain: entry.chain, file: file, index: context.index).isUnreachable
        else { return .leftAlone(Reason.spokenFor.reason) }
        let hidden = AccessibilityModifiers(at: entry.node, in: file, context: context).hidden()
        guard let edit = ModifierInsertion.edit(appending: hidden, to: Self.imageOnly(entry.chain), in: file) else {
            return .leftAlone(Reason.chainNotEditable.reason)
        }
        let what =
            Self.isAppIcon(entry)
            ? "app icon"
            : entry.assetName.map { "image \"\($0)\"" }
                ?? (DecorativeNames.isTiled(entry.chain)
                    ? "tiled image"
                    : DecorativeNames.isInBackdropView(entry.node) ? "backdrop image" : "placeholder image")
        return .fix(
            message: "\(what) is decoration; hide it from VoiceOver with \(hidden)",
            Fix(
                edits: [edit], summary: "`.accessibilityHidden(true)` on decorative \(what)", isInferred: false,
                namedElement: entry.chain.element))
    }

    /// A runtime picture a stand-in view draws as its own art: loaded from a named asset, or the app's
    /// icon. A picture decoded from loaded data (`Image(uiImage: loaded.uiImage)`, an `AsyncImage`'s
    /// image) is the content the stand-in gives way to, in the branch that shows it once it has loaded
    /// (judged on unseen apps: a post's loaded photo hidden as a placeholder).
    static func isStandInArt(_ entry: RuntimeImage.Entry) -> Bool {
        entry.assetName != nil || isAppIcon(entry)
    }

    /// Modifiers that make an image act: a tap or long press, a gesture, a context menu.
    static let actingModifiers: Set<String> = [
        "onTapGesture", "onLongPressGesture", "gesture", "simultaneousGesture", "highPriorityGesture", "contextMenu",
    ]

    /// The image itself acts when tapped (`Image(systemName: "doc.on.doc").onTapGesture { copy() }`):
    /// it is a control, the only way to its action; hidden, VoiceOver loses the action with it
    /// (judged on unseen apps: a copy icon beside the key it copies).
    static func actsWhenTapped(_ chain: ModifierChain) -> Bool {
        chain.modifiers.contains { actingModifiers.contains($0.name) }
    }

    /// The app's own icon (`NSImage(named: "AppIcon")`, `NSApp.applicationIconImage`): branding on an
    /// about or welcome screen, whose title names the app; VoiceOver would read only "image".
    static func isAppIcon(_ entry: RuntimeImage.Entry) -> Bool {
        let source = entry.node.trimmedText
        return entry.assetName?.lowercased() == "appicon" || source.includes("applicationIconImage")
            || source.includes("named: \"AppIcon\"")
    }

    /// What to do with a decorative asset (by its name or `Image(decorative:)`) or an icon beside
    /// its text: hide it, report it, or leave it alone for a named reason. Nil for any other
    /// image: no decoration, and image-label's to name.
    func decide(
        _ call: FunctionCallExprSyntax, _ chain: ModifierChain, _ image: ImageContent.Image, _ name: String,
        in file: SourceFile, context: TransformContext
    ) -> Decision? {
        if chain.hasAccessibilityModifier || Self.actsWhenTapped(chain) {
            // Decoration or a hand-made `Label`'s icon whose accessibility is written already, or
            // that is a control of its own.
            let isCandidate =
                image.isSymbol
                ? Self.textBesideIcon(chain.outermost, evenInAccessibleStack: true) != nil
                    || AssetBesideItsName.iconSlotTitle(of: chain.outermost) != nil
                    || StateShapeBesideWords.text(beside: call, chain: chain, symbol: name) != nil
                    || StateShapeInAnotherColumn.text(for: chain, symbol: name) != nil
                : call.argument(labeled: "decorative") != nil || DecorativeNames.isDecorative(name)
                    || DecorativeNames.isInBackdropView(call) || DecorativeNames.isInStandInView(call)
                    || Self.isIconAsset(name)
                        && Self.textBesideIcon(chain.outermost, evenInAccessibleStack: true) != nil
                    || Self.isDynamicIslandMark(chain.outermost)
                        && !Self.marksElsewhere(call, name: name, in: file, context: context)
                    || Self.isIconAsset(name) && AssetBesideItsName.slotTitle(of: chain.outermost) != nil
                    || AssetBesideItsName.title(beside: chain, assetName: name) != nil || DecorativeNames.isTiled(chain)
                    || TextOverlay.isBackground(chain)
            guard isCandidate else { return nil }
            return .leftAlone(
                chain.hasAccessibilityModifier ? Reason.hasAccessibility.reason : Reason.actsWhenTapped.reason)
        }
        if let drawing = InvisibleImage.drawing(of: chain) {
            return invisible(call, chain, name, drawing: drawing, in: file, context: context)
        }
        let summary: String
        let inferred: Bool
        if !image.isSymbol, call.argument(labeled: "decorative") != nil {
            return .leftAlone(Reason.declaredDecorative.reason)
        } else if !image.isSymbol, call.argument(labeled: "label") != nil {
            return DecorativeNames.isDecorative(name) ? .leftAlone(Reason.labelled.reason) : nil
        } else if !image.isSymbol
            && (DecorativeNames.isDecorative(name) || DecorativeNames.isInBackdropView(call)
                || DecorativeNames.isInStandInView(call))
            || DecorativeNames.isTiled(chain)
        {
            // Inside an element that ignores its children or is hidden, VoiceOver never reaches it.
            guard !ImageSurroundings(of: call, chain: chain, file: file, index: context.index).isUnreachable else {
                return .leftAlone(Reason.spokenFor.reason)
            }
            summary = "`.accessibilityHidden(true)` on decorative image \"\(name)\""
            inferred = false
        } else if !image.isSymbol, call.argument(labeled: "label") == nil, TextOverlay.isBackground(chain) {
            // A card under the text its overlay draws: the text says what it shows.
            guard !ImageSurroundings(of: call, chain: chain, file: file, index: context.index).isUnreachable else {
                return .leftAlone(Reason.spokenFor.reason)
            }
            summary = "`.accessibilityHidden(true)` on image \"\(name)\" under the text its overlay draws"
            inferred = false
        } else if !image.isSymbol, call.argument(labeled: "label") == nil,
            let title = AssetBesideItsName.title(beside: chain, assetName: name)
        {
            // A logo beside the name it spells: the title says what it shows.
            guard !ImageSurroundings(of: call, chain: chain, file: file, index: context.index).isUnreachable else {
                return .leftAlone(Reason.spokenFor.reason)
            }
            summary = "`.accessibilityHidden(true)` on image \"\(name)\" beside its name \"\(title)\""
            inferred = false
        } else if image.isSymbol, let text = StateShapeBesideWords.text(beside: call, chain: chain, symbol: name) {
            // A dot tinted by a state beside the text that names that state says nothing more.
            guard !ImageSurroundings(of: call, chain: chain, file: file, index: context.index).isSpokenForByAncestor
            else { return .leftAlone(Reason.spokenFor.reason) }
            summary = "`.accessibilityHidden(true)` on shape \"\(name)\" tinted by the state that \(text) names"
            inferred = false
        } else if image.isSymbol, let text = StateShapeInAnotherColumn.text(for: chain, symbol: name) {
            // A dot one table column shows when another column says the same state in words.
            guard !ImageSurroundings(of: call, chain: chain, file: file, index: context.index).isSpokenForByAncestor
            else { return .leftAlone(Reason.spokenFor.reason) }
            summary = "`.accessibilityHidden(true)` on shape \"\(name)\" whose state another column says: \(text)"
            inferred = false
        } else if image.isSymbol, let text = Self.textBesideIcon(chain.outermost),
            Self.isObjectOfSentence(chain.outermost, after: text)
        {
            // "… by tapping [+]": hidden, VoiceOver would read an unfinished sentence.
            return .leftAlone(Reason.wordOfASentence.reason)
        } else if image.isSymbol, let text = Self.textBesideIcon(chain.outermost) {
            // A status mark beside the status, a bullet, an indent arrow: the text says it all.
            let repeated =
                IconRepeatsText.kind(of: name, beside: text, chain: chain, in: file, context: context)
                ?? Self.repeatedForEveryCaller(name, beside: text, chain: chain, in: file, context: context)
            // Beside a bare number, or showing a state, the icon says what the text does not.
            if repeated == nil, Self.isBareValue(text) || StateGlyphs.carriesMeaning(name) {
                guard
                    !ImageSurroundings(of: call, chain: chain, file: file, index: context.index)
                        .isSpokenForByAncestor
                else { return .leftAlone(Reason.spokenFor.reason) }
                return .report(
                    "icon \"\(name)\" carries meaning its text does not say; make the icon and its text one element "
                        + "(.accessibilityElement(children: .combine) with a label that says both, e.g. \"3 unread\"), rather than hiding the icon"
                )
            }
            // Beside a value (`Text(tag.name)`), the icon is its caption: it says what kind of
            // thing the value is (a tag, not a branch), which the value does not.
            guard repeated != nil || Self.isFixedWords(text) else { return .leftAlone(Reason.captionsAValue.reason) }
            // Inside an element that is already combined, labelled or hidden, hiding changes nothing.
            guard !ImageSurroundings(of: call, chain: chain, file: file, index: context.index).isSpokenForByAncestor
            else { return .leftAlone(Reason.spokenFor.reason) }
            summary =
                repeated.map { "`.accessibilityHidden(true)` on icon \"\(name)\" beside its text: \($0.why)" }
                ?? "`.accessibilityHidden(true)` on icon \"\(name)\" beside its text — a judgement: verify the text "
                + "says everything the icon does"
            inferred = false
        } else if !image.isSymbol, Self.isIconAsset(name), let text = Self.textBesideIcon(chain.outermost),
            Self.isFixedWords(text)
        {
            // An icon set's glyph (`_18PxSliders`) beside its words is a hand-made `Label`, as a symbol is.
            guard !ImageSurroundings(of: call, chain: chain, file: file, index: context.index).isSpokenForByAncestor
            else { return .leftAlone(Reason.spokenFor.reason) }
            summary =
                "`.accessibilityHidden(true)` on icon \"\(name)\" beside its text — a judgement: verify the text "
                + "says everything the icon does"
            inferred = false
        } else if !image.isSymbol, Self.isIconAsset(name), call.argument(labeled: "label") == nil,
            let title = AssetBesideItsName.slotTitle(of: chain.outermost)
        {
            // An icon set's glyph handed to a view that draws it beside its title (`SummaryHeader("Guest
            // App") { Image(.guestSymbol) }`): the title says what it is, as a `Label`'s does, and VoiceOver
            // would read the asset's name before it (judged on unseen apps: a fix was possible).
            guard !ImageSurroundings(of: call, chain: chain, file: file, index: context.index).isSpokenForByAncestor
            else { return .leftAlone(Reason.spokenFor.reason) }
            summary = "`.accessibilityHidden(true)` on icon \"\(name)\" beside its title \"\(title)\""
            inferred = false
        } else if image.isSymbol, let title = AssetBesideItsName.iconSlotTitle(of: chain.outermost) {
            // A symbol handed as the `icon:` of a view with its title (`Option(label: "Opaque", icon: { … })`):
            // drawn beside the title it illustrates, as a `Label`'s icon is.
            guard !ImageSurroundings(of: call, chain: chain, file: file, index: context.index).isSpokenForByAncestor
            else { return .leftAlone(Reason.spokenFor.reason) }
            summary = "`.accessibilityHidden(true)` on icon \"\(name)\" handed with its title \"\(title)\""
            inferred = false
        } else if !image.isSymbol, Self.isDynamicIslandMark(chain.outermost),
            !Self.marksElsewhere(call, name: name, in: file, context: context)
        {
            return islandMark(call, chain, name, in: file, context: context)
        } else if image.isSymbol, Self.textBesideIcon(chain.outermost, evenInAccessibleStack: true) != nil {
            // A hand-made `Label` whose stack has an accessibility modifier: the stack speaks for it.
            return .leftAlone(Reason.spokenFor.reason)
        } else {
            return nil
        }
        let hidden = AccessibilityModifiers(at: call, in: file, context: context).hidden()
        guard let edit = ModifierInsertion.edit(appending: hidden, to: Self.imageOnly(chain), in: file) else {
            return .leftAlone(Reason.chainNotEditable.reason)
        }
        return .fix(
            message: "image \"\(name)\" is decoration; hide it from VoiceOver with \(hidden)",
            Fix(edits: [edit], summary: summary, isInferred: inferred, namedElement: chain.element))
    }

    /// An image drawn clear or fully transparent (an indent spacer) is hidden; one drawn so only
    /// while a condition is off (a list row's checkmark, `isSelected ? .accentColor : .clear`) is
    /// hidden while it is off, so VoiceOver reads the mark only on the row that shows it.
    func invisible(
        _ call: FunctionCallExprSyntax, _ chain: ModifierChain, _ name: String, drawing: InvisibleImage.Drawing,
        in file: SourceFile, context: TransformContext
    ) -> Decision {
        let around = ImageSurroundings(of: call, chain: chain, file: file, index: context.index)
        guard !around.isUnreachable else { return .leftAlone(Reason.spokenFor.reason) }
        guard !around.mustStayImage else { return .leftAlone(Reason.chainNotEditable.reason) }
        // `.opacity(thumbnail != nil ? 1 : 0)` inside `if thumbnail != nil`: hiding it "then" hides nothing.
        if case let .only(condition, shown: true) = drawing, HeldCondition.holds(condition, at: call, in: file) {
            return .leftAlone(Reason.neverClear.reason)
        }
        let modifiers = AccessibilityModifiers(at: call, in: file, context: context)
        let hidden = drawing.hiddenWhile.map { modifiers.hidden(when: $0) } ?? modifiers.hidden()
        guard let edit = ModifierInsertion.edit(appending: hidden, to: Self.imageOnly(chain), in: file) else {
            return .leftAlone(Reason.chainNotEditable.reason)
        }
        guard let condition = drawing.hiddenWhile else {
            return .fix(
                message: "image \"\(name)\" is drawn clear, and VoiceOver still reads it; hide it with \(hidden)",
                Fix(
                    edits: [edit], summary: "`.accessibilityHidden(true)` on image \"\(name)\" drawn clear",
                    isInferred: false, namedElement: chain.element))
        }
        return .fix(
            message:
                "image \"\(name)\" is drawn clear while \(condition), and VoiceOver still reads it there; hide it then with \(hidden)",
            Fix(
                edits: [edit], summary: "`\(hidden)` on image \"\(name)\": invisible while \(condition)",
                isInferred: false, namedElement: chain.element))
    }

    /// Words that leave a sentence waiting for its object: a verb of pressing, a preposition, an
    /// article or a determiner ("No [syringe]": no boluses).
    static let objectWanting: Set<String> = [
        "tap", "tapping", "press", "pressing", "click", "clicking", "hit", "select", "choose", "use", "using", "with",
        "by", "the", "a", "an", "on", "via", "no", "your", "each", "every", "of", "to",
    ]

    /// The icon comes right after a literal text whose last word waits for its object
    /// (`Text("default theme by tapping")` then `Image(systemName: "plus")`): the icon is that object.
    static func isObjectOfSentence(_ icon: some SyntaxProtocol, after text: FunctionCallExprSyntax) -> Bool {
        guard let statements = StackContent.siblings(of: icon) ?? branchStatements(of: icon),
            let textIndex = statements.firstIndex(where: { $0.range.contains(text.position) }),
            let iconIndex = statements.firstIndex(where: { $0.range.contains(icon.position) }),
            textIndex < iconIndex,
            let written = writtenLiteral(text.arguments.first?.expression),
            // Ending in a letter, or in a space that runs the words on into the icon ("No ").
            written.trimmingSpaces.last?.isLetter == true,
            let last = written.split(whereSeparator: { !$0.isLetter }).last
        else { return false }
        return objectWanting.contains(last.lowercased())
    }

    /// The literal a text writes, as written or as the key of its lookup
    /// (`NSLocalizedString("No ", comment: "No as in no boluses")`): the words the sentence begins with.
    private static func writtenLiteral(_ expression: ExprSyntax?) -> String? {
        guard let expression else { return nil }
        if let literal = expression.as(StringLiteralExprSyntax.self) { return literal.representedLiteralValue }
        guard let call = expression.as(FunctionCallExprSyntax.self),
            call.calleeName == "NSLocalizedString"
                || call.calleeName == "String" && call.arguments.first?.label?.text == "localized"
        else { return nil }
        return call.arguments.first?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
    }

    /// What the icon repeats beside a helper's text parameter (`Text(title)`), when it repeats each
    /// literal every caller of the file passes for it (`warning(title: "Profile uploaded by another app")`).
    static func repeatedForEveryCaller(
        _ name: String, beside text: FunctionCallExprSyntax, chain: ModifierChain, in file: SourceFile,
        context: TransformContext
    ) -> IconRepeatsText.Kind? {
        guard let texts = CallerWords.texts(handedTo: text) else { return nil }
        let kinds = texts.map { IconRepeatsText.kind(of: name, beside: $0, chain: chain, in: file, context: context) }
        guard let first = kinds.first, kinds.allSatisfy({ $0 != nil }) else { return nil }
        return first
    }

    /// The chain up to its first `.overlay` or `.background`: hidden after one, the views that layer
    /// adds would be hidden too (judged on unseen apps: a backdrop's hiding also hid the controls
    /// drawn over it).
    static func imageOnly(_ chain: ModifierChain) -> ModifierChain {
        guard
            let layer = chain.modifiers.first(where: {
                ["overlay", "background"].contains($0.name) && !$0.isConditional
            }), let base = layer.member.base
        else { return chain }
        return ModifierChain(endingAt: base)
    }

    /// The one `Text` of an `HStack` that holds only it, the icon and spacers: a hand-made `Label`.
    /// Not in a stack with an accessibility modifier (but `hidden: false`), unless `evenInAccessibleStack`.
    static func textBesideIcon(_ view: some SyntaxProtocol, evenInAccessibleStack: Bool = false)
        -> FunctionCallExprSyntax?
    {
        guard let statements = StackContent.siblings(of: view) ?? branchStatements(of: view),
            let stack = stackHolding(statements),
            stack.calleeName == "HStack",
            evenInAccessibleStack || !ImageAccessibility.hasEffectiveModifier(ModifierChain(startingAt: stack))
        else { return nil }
        var texts: [FunctionCallExprSyntax] = [], images = 0
        for statement in statements {
            guard case let .expr(expression) = statement.item,
                let root = ModifierChain(endingAt: expression).root.as(FunctionCallExprSyntax.self)
            else { return nil }
            switch root.calleeName {
            case "Text": texts.append(root)
            case "Spacer": break
            case "Image": images += 1
            default: return nil
            }
        }
        return texts.count == 1 && images == 1 ? texts[0] : nil
    }

    /// The statements of the `if`/`else` branch that `view` is a statement of, when that `if` is
    /// all a stack holds (`HStack { if custom { Image(…); Text("Custom") } else { … } }`): each
    /// branch is laid out as the stack's content.
    static func branchStatements(of view: some SyntaxProtocol) -> CodeBlockItemListSyntax? {
        guard let list = view.parent?.parent?.as(CodeBlockItemListSyntax.self),
            var branch = list.parent?.as(CodeBlockSyntax.self).flatMap({ $0.parent?.as(IfExprSyntax.self) })
        else { return nil }
        while let outer = branch.parent?.as(IfExprSyntax.self) { branch = outer }
        guard let item = branch.parent?.as(ExpressionStmtSyntax.self)?.parent ?? branch.parent,
            let outerList = item.parent?.as(CodeBlockItemListSyntax.self), outerList.count == 1,
            stackHolding(outerList) != nil
        else { return nil }
        return list
    }

    /// The stack whose closure holds `statements` directly, or whose `if` holds them.
    private static func stackHolding(_ statements: CodeBlockItemListSyntax) -> FunctionCallExprSyntax? {
        if let closure = statements.parent?.as(ClosureExprSyntax.self) {
            return closure.parent?.as(FunctionCallExprSyntax.self)
                ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
        }
        var node = statements.parent?.parent?.as(IfExprSyntax.self)
        while let outer = node?.parent?.as(IfExprSyntax.self) { node = outer }
        guard let node, let item = node.parent?.as(ExpressionStmtSyntax.self)?.parent ?? node.parent,
            let outerList = item.parent?.as(CodeBlockItemListSyntax.self)
        else { return nil }
        return stackHolding(outerList)
    }

    /// An asset named as a glyph of an icon set: "icon", "glyph" or "symbol" in its name, or a
    /// drawing size (`_18PxSliders`, `24pt-home`). Other assets beside a title may show what the
    /// title does not say (`terminal` beside "Command Line Helper"): image-label's.
    static func isIconAsset(_ name: String) -> Bool {
        let words = ReadableName.words(of: name).map { $0.lowercased() }
        return words.indices.contains { index in
            let word = words[index]
            if ["icon", "glyph", "symbol"].contains(word) { return true }
            for unit in ["px", "pt"] where word.hasSuffix(unit) {
                let number = word.dropLast(unit.count)
                if !number.isEmpty, number.allSatisfy(\.isNumber) { return true }
                if number.isEmpty, index > 0, words[index - 1].allSatisfy(\.isNumber) { return true }
            }
            return false
        }
    }

    /// All a Dynamic Island's `minimal:` presentation draws: alone on screen there, it is the Live
    /// Activity's only content, and hidden VoiceOver would find nothing (judged on unseen apps).
    static func isMinimalPresentation(_ view: some SyntaxProtocol) -> Bool {
        guard let list = view.parent?.parent?.as(CodeBlockItemListSyntax.self), list.count == 1,
            let closure = list.parent?.as(ClosureExprSyntax.self)
        else { return false }
        if let element = closure.parent?.as(MultipleTrailingClosureElementSyntax.self) {
            return element.label.text == "minimal"
                && element.parent?.parent?.as(FunctionCallExprSyntax.self)?.calleeName == "DynamicIsland"
        }
        if let argument = closure.parent?.as(LabeledExprSyntax.self) {
            return argument.label?.text == "minimal"
                && argument.parent?.parent?.as(FunctionCallExprSyntax.self)?.calleeName == "DynamicIsland"
        }
        return false
    }

    /// All a Dynamic Island's compact leading or expanded leading presentation draws, directly or
    /// as all the body of a view of this file drawn there: the app's mark, which the Live Activity
    /// beside it speaks for (`compactLeading: { Image("IslandCompactIcon") }`). Not the `minimal:`
    /// presentation, which shows nothing else (`isMinimalPresentation`).
    static func isDynamicIslandMark(_ view: some SyntaxProtocol) -> Bool {
        guard let list = view.parent?.parent?.as(CodeBlockItemListSyntax.self), list.count == 1 else { return false }
        // All the body of a view (`ExpandedLeadingView`) that is all an expanded leading region of this file draws.
        if let accessor = list.parent?.as(AccessorBlockSyntax.self),
            accessor.parent?.as(PatternBindingSyntax.self)?.pattern.trimmedText == "body",
            let owner = EnclosingType.ownerName(of: accessor)
        {
            return regionsDrawing(owner, in: Syntax(view).root)
        }
        guard let closure = list.parent?.as(ClosureExprSyntax.self) else { return false }
        if let element = closure.parent?.as(MultipleTrailingClosureElementSyntax.self),
            element.label.text == "compactLeading",
            element.parent?.parent?.as(FunctionCallExprSyntax.self)?.calleeName == "DynamicIsland"
        {
            return true
        }
        if let argument = closure.parent?.as(LabeledExprSyntax.self),
            argument.label?.text == "compactLeading",
            argument.parent?.parent?.as(FunctionCallExprSyntax.self)?.calleeName == "DynamicIsland"
        {
            return true
        }
        if let region = closure.parent?.as(FunctionCallExprSyntax.self) { return isExpandedLeadingRegion(region) }
        return false
    }

    /// Whether the Dynamic Island around `call` draws the app's mark in another image (an asset named
    /// as the app, a logo or an icon) while `name` is named as none of them (`Image("Progress")` beside
    /// the percentage, the mark `Image("Octo")` in the expanded centre): then the compact picture names
    /// what the island shows beside it, and VoiceOver reads its name with that value.
    static func marksElsewhere(
        _ call: FunctionCallExprSyntax, name: String, in file: SourceFile, context: TransformContext
    ) -> Bool {
        func isMark(_ asset: String) -> Bool {
            isIconAsset(asset) || BrandMarks.isBrandMark(asset)
                || AppNameImage.isAppName(asset, in: file, context: context)
        }
        var node = call.parent
        while let current = node, current.as(FunctionCallExprSyntax.self)?.calleeName != "DynamicIsland" {
            node = current.parent
        }
        guard !isMark(name), let island = node else { return false }
        return island.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.tokenKind == .identifier("Image"),
                let image = token.parent?.parent?.as(FunctionCallExprSyntax.self), image.calleeName == "Image",
                let literal = image.arguments.first?.expression.as(StringLiteralExprSyntax.self),
                image.arguments.first?.label == nil, let asset = literal.representedLiteralValue
            else { return false }
            return asset != name && isMark(asset)
        }
    }

    /// `DynamicIslandExpandedRegion(.leading) { … }`.
    private static func isExpandedLeadingRegion(_ call: FunctionCallExprSyntax) -> Bool {
        call.calleeName == "DynamicIslandExpandedRegion" && call.arguments.first?.expression.trimmedText == ".leading"
    }

    /// Whether an expanded leading region in `root` draws only `view()`.
    private static func regionsDrawing(_ view: String, in root: Syntax) -> Bool {
        final class Finder: SyntaxVisitor {
            let view: String
            var found = false
            init(view: String) {
                self.view = view
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                guard ImageDecorative.isExpandedLeadingRegion(node), let statements = node.trailingClosure?.statements,
                    statements.count == 1, case let .expr(expression) = statements.first?.item,
                    ModifierChain(endingAt: expression).root.as(FunctionCallExprSyntax.self)?.calleeName == view
                else { return .visitChildren }
                found = true
                return .skipChildren
            }
        }
        let finder = Finder(view: view)
        finder.walk(root)
        return finder.found
    }

    /// The app's mark in a Dynamic Island: hidden, marked to verify, since only a person knows it
    /// is the logo and not a picture of the activity's state.
    func islandMark(
        _ call: FunctionCallExprSyntax, _ chain: ModifierChain, _ name: String, in file: SourceFile,
        context: TransformContext
    ) -> Decision {
        let hidden = AccessibilityModifiers(at: call, in: file, context: context).hidden()
        guard
            let edit = ModifierInsertion.edit(
                appending: hidden + " // [VERIFY] confirm it is only the app's mark", to: Self.imageOnly(chain),
                in: file)
        else { return .leftAlone(Reason.chainNotEditable.reason) }
        return .fix(
            message: "image \"\(name)\" is the app's mark in the Dynamic Island; hide it from VoiceOver with \(hidden)",
            Fix(
                edits: [edit], summary: "`.accessibilityHidden(true)` on the Dynamic Island's mark \"\(name)\"",
                isInferred: true, namedElement: chain.element))
    }

    /// Words written in the code: `Text("Settings")`, `Text(L10n.settings)`, `Text(String(localized: …))`.
    /// Not a value the file does not show (`Text(tag.name)`, `Text("\(host)")`); `Text("By \(author)")` has words.
    static func isFixedWords(_ text: FunctionCallExprSyntax) -> Bool {
        guard let first = text.arguments.first, first.label == nil else { return false }
        // `"By \(author)"` has words of its own; `"\(tag)"` is only a value.
        if let literal = first.expression.as(StringLiteralExprSyntax.self) {
            return literal.segments.contains {
                $0.as(StringSegmentSyntax.self)?.content.text.contains(where: \.isLetter) ?? false
            }
        }
        return LabelText.writtenWords(first.expression) != nil
    }

    /// A value named as something's name or title (`server.name`, `entry.title`, `user.displayName`):
    /// words, never a count.
    static func isNamedAsName(_ value: ExprSyntax) -> Bool {
        guard let member = value.as(MemberAccessExprSyntax.self), member.base != nil else { return false }
        let last = ReadableName.words(of: member.declName.baseName.text).last?.lowercased()
        return ["name", "title", "username", "nickname"].contains(last ?? "")
    }

    /// Units of measure written after a number: `"\(carbs) g"` says how much, never of what.
    static let units: Set<String> = [
        "g", "kg", "mg", "mcg", "lb", "lbs", "oz", "ml", "cl", "dl", "km", "cm", "mm", "mi", "ft", "yd", "h", "hr",
        "hrs", "min", "mins", "s", "sec", "secs", "ms", "u", "iu", "kcal", "cal", "bpm", "mmol", "kb", "mb", "gb",
        "tb", "kbps", "mbps", "fps", "hz", "khz", "mhz", "ghz", "w", "kw", "kwh", "mah", "px", "pt", "x",
        // `"\(minutes)m"`, `"\(days)d"`: a duration or distance in one letter says how much, never of what.
        "m", "d", "l", "wk", "wks", "mo", "yr", "yrs", "mph", "kph", "kj", "ns",
    ]

    /// `Text("\(count)")`, `Text(count, format: .number)`, `Text(value.formatted())`,
    /// `Text(String(count))`, `Text(verbatim: "\(n)")`: a value with no words to say what it counts.
    static func isBareValue(_ text: FunctionCallExprSyntax) -> Bool {
        guard let first = text.arguments.first else { return false }
        if text.arguments.contains(where: { $0.label?.text == "format" }) { return true }
        let expression = first.expression
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            // Only interpolations, punctuation and units (`"\(carbs) g"`): no word of its own to say what it counts.
            let words = literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
            let values = literal.segments.compactMap { $0.as(ExpressionSegmentSyntax.self) }
            // `"\(server.name)"` is a name, as `Text(server.name)` is: a value to caption, not a count.
            if words.isEmpty, values.count == 1, let value = values.first?.expressions.first?.expression,
                values.first?.expressions.count == 1, isNamedAsName(value)
            {
                return false
            }
            return !values.isEmpty && words.split { !$0.isLetter }.allSatisfy { units.contains($0.lowercased()) }
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            // `String(count)`, `String(format: …)`; not `String(localized: "status.offline")`, which is words.
            if call.calleeName == "String" { return call.arguments.first?.label?.text != "localized" }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                member.declName.baseName.text == "formatted"
            {
                return true
            }
        }
        return false
    }
}
