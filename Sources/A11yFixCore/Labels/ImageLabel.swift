import A11yFixSyntax
import SwiftSyntax

/// Labels standalone meaningful images for VoiceOver.
///
/// Before: `Image(systemName: "exclamationmark.triangle")`
/// After:  `Image(systemName: "exclamationmark.triangle")` + `.accessibilityLabel("Warning") // [VERIFY] …`
///
/// Only a standalone image that means something on its own, with a phrase in the project's own
/// words (`symbols:` in `.a11yfix.yml`): never a label made from an asset or glyph name, and not
/// the built-in SF Symbol table, whose action phrases misname standalone images in context (judged
/// on real apps: a sun for "Today" is not "Brightness"). Symbols without a phrase keep the
/// system's description.
///
/// Not changed: images inside a control, a `Label`, or a container that is already one element
/// (combined, labelled, hidden, tappable); images with text anywhere in an enclosing stack (the
/// text names them); layers of a `ZStack` picture; `AsyncImage` placeholders; images with their
/// own gesture (`tap-gesture-button` labels those); decorative images; images whose name is not a
/// literal; helpers that return only an image (their use site decides); chevrons; brand marks.
/// Reported instead: runtime images standing alone (`Image(uiImage:)`, `AsyncImage` content:
/// VoiceOver reads only "image"), asset images without a phrase (VoiceOver reads the asset name),
/// state symbols (checkmark, arrows, star…: the label must say the state), and images whose
/// expression must stay an `Image` (a property or function typed `Image`, a ternary, an array).
public struct ImageLabel: Transform {
    public static let descriptor = TransformDescriptor(
        id: "image-label",
        summary:
            "Labels standalone images in the project's own words (symbols: table); reports images VoiceOver reads by asset name and unlabelled state symbols",
        frameworks: [.swiftUI],
        deviceTests: [.voiceOver, .voiceControl, .switchControl],
        tier: .blocksAssistiveTech,
        problem: "meaningful images without a label",
        namingRank: 2,
        blocks: [.voiceOver]
    )

    public init() {}

    /// Why a standalone image gets no label of its own.
    enum Reason: String, NamedReason {
        case hasAccessibility = "has-accessibility"
        case declaredDecorative = "declared-decorative"
        case labelled = "labelled"
        case notShown = "not-shown"
        case decorativeName = "decorative-name"
        case besideItsName = "beside-its-name"
        case tiled = "tiled"
        case projectType = "project-type"
        case systemDescription = "system-description"
        case brandMark = "brand-mark"
        case spokenFor = "spoken-for"
        case namedWhereUsed = "named-where-used"
        case textNearby = "text-nearby"
        case pictureLayer = "picture-layer"
        case placeholder = "placeholder"
        case ownGesture = "own-gesture"
        case buildingBlock = "building-block"
        case chevron = "chevron"
        case chainNotEditable = "chain-not-editable"
        case neverCreated = "never-created"
        case tabItem = "tab-item"
        case backdropView = "backdrop-view"
        case stateBesideItsWords = "state-beside-its-words"
        case chartSymbol = "chart-symbol"
        case appName = "app-name"
        case textOverlay = "text-overlay"
        case iconBesideTitle = "icon-beside-title"
        case neverDrawn = "never-drawn"
        case islandCaption = "island-caption"

        var explanation: String {
            switch self {
            case .chartSymbol: "drawn as a chart mark's symbol (.symbol { … }): the chart reads the mark's values"
            case .appName: "its asset name is the app's own name, which VoiceOver reads already"
            case .textOverlay: "a card under the text its .overlay draws: image-decorative hides it"
            case .iconBesideTitle:
                "an icon set's glyph or a symbol handed to a view with its title (Header(\"Guest App\") { Image(.guestSymbol) }, Option(label: \"Blur\", icon: { … })): image-decorative hides it"
            case .islandCaption:
                "a Dynamic Island's compact picture whose name VoiceOver reads with the value beside it; the island's mark is another image"
            case .neverDrawn: "built into a stored property that nothing reads: never drawn, so never read"
            case .neverCreated:
                "it is in a view nothing in the project creates (only previews, or nothing, draw it)"
            case .backdropView:
                "a backdrop: drawn by a view named as one (SkyBackground), or filling the screen behind the content"
            case .stateBesideItsWords:
                "a plain shape showing a state that a text beside it, or another column of its table row, names: image-decorative hides it"
            case .tabItem: "drawn in a .tabItem, which the tab's Text names (a page-style TabView never shows it)"
            case .hasAccessibility: "it has an accessibility modifier already (a label, hidden, a trait…)"
            case .declaredDecorative: "made with Image(decorative:), which VoiceOver skips"
            case .labelled: "made with Image(_:label:), whose label VoiceOver reads"
            case .notShown: "hidden with .hidden(), or inside a view that is: neither drawn nor read"
            case .decorativeName: "its asset name says it is decoration (background, divider…): hide it, not label it"
            case .projectType: "a project view named like SwiftUI's (its own AsyncImage): judged where it is declared"
            case .tiled: "drawn tiled (.resizable(resizingMode: .tile)): a repeating pattern, decoration to hide"
            case .besideItsName:
                "its asset name spells the title beside it (a logo beside its name): hide it, not label it"
            case .systemDescription:
                "a symbol the project has no words for (symbols: in .a11yfix.yml) keeps the system's description"
            case .brandMark: "a logo or brand mark: decoration, not something to name"
            case .spokenFor: "a control, Label or container that is one element already speaks for it"
            case .namedWhereUsed:
                "every place that shows its view puts it inside a labelled control or one element (the project index)"
            case .textNearby: "a stack around it shows text, which names it or which it decorates"
            case .pictureLayer: "one layer of a picture composed in a ZStack of images"
            case .placeholder: "a stand-in shown while something loads or after it failed"
            case .ownGesture: "it has a gesture of its own, whose fix names it"
            case .buildingBlock: "all a helper returns: where the helper is used says whether it needs a label"
            case .chevron: "a chevron: a disclosure hint, decoration"
            case .chainNotEditable: "the tool cannot add modifiers to this chain"
            }
        }
    }

    public func findings(in file: SourceFile, context: TransformContext) -> [Finding] {
        let named = StandaloneImage.considered(in: file).map { call, chain, image, name in
            let decision = decide(call, chain, image, name, in: file, context: context)
            return file.record(Self.self, reachable(decision, at: call, context: context), at: call)
        }
        let runtime = RuntimeImage.all(in: file).map { entry in
            file.record(
                Self.self, reachable(decide(entry, in: file, context: context), at: entry.node, context: context),
                at: entry.node)
        }
        return named + runtime
    }

    /// What to do with one standalone image: label it in the project's words, report it, or leave
    /// it alone for a named reason.
    func decide(
        _ call: FunctionCallExprSyntax, _ chain: ModifierChain, _ image: ImageContent.Image, _ name: String,
        in file: SourceFile, context: TransformContext
    ) -> Decision {
        if ImageAccessibility.hasEffectiveModifier(chain) || Self.isHandedItsLabel(chain) {
            return .leftAlone(Reason.hasAccessibility.reason)
        }
        if call.argument(labeled: "decorative") != nil { return .leftAlone(Reason.declaredDecorative.reason) }
        if call.argument(labeled: "label") != nil { return .leftAlone(Reason.labelled.reason) }
        if ImageAccessibility.isNotShown(chain) { return .leftAlone(Reason.notShown.reason) }
        if ChartSymbol.contains(call) { return .leftAlone(Reason.chartSymbol.reason) }
        if !image.isSymbol, DecorativeNames.isDecorative(name) { return .leftAlone(Reason.decorativeName.reason) }
        if DecorativeNames.isTiled(chain) { return .leftAlone(Reason.tiled.reason) }
        if !image.isSymbol, DecorativeNames.isInBackdropView(call) { return .leftAlone(Reason.backdropView.reason) }
        if !image.isSymbol, DecorativeNames.isInStandInView(call) { return .leftAlone(Reason.placeholder.reason) }
        if !image.isSymbol, AssetBesideItsName.title(beside: chain, assetName: name) != nil {
            return .leftAlone(Reason.besideItsName.reason)
        }
        if !image.isSymbol, ImageDecorative.isIconAsset(name), AssetBesideItsName.slotTitle(of: chain.outermost) != nil
        {
            return .leftAlone(Reason.iconBesideTitle.reason)
        }
        if image.isSymbol, AssetBesideItsName.iconSlotTitle(of: chain.outermost) != nil {
            return .leftAlone(Reason.iconBesideTitle.reason)
        }
        if !image.isSymbol, AppNameImage.isAppName(name, in: file, context: context) {
            return .leftAlone(Reason.appName.reason)
        }
        if !image.isSymbol, TextOverlay.isBackground(chain) { return .leftAlone(Reason.textOverlay.reason) }
        // A widget's icon drawn alone shows the app: the widget's display name says so.
        let widgetName = image.isSymbol ? nil : AppNameImage.widgetLabel(for: name, chain: chain, in: file)
        // Most images end here, before the walk over their surroundings: a symbol the project
        // has no words for keeps the system's description, a chevron or brand mark is decoration.
        let projectPhrase = context.phrases.projectPhrase(for: name)
        // What the pointer shows over it, or over the custom control it is all the label of, names it.
        let help = projectPhrase == nil && widgetName == nil ? Self.helpLabel(around: chain) : nil
        // Drawn only while a flag of its item is on (`.opacity(session.isFavorite ? 1 : 0)`): it shows that state.
        let shownWhile = projectPhrase == nil && widgetName == nil && help == nil ? OpacityFlag.flag(of: chain) : nil
        if projectPhrase == nil, widgetName == nil, help == nil, shownWhile == nil {
            if image.isSymbol, !StateGlyphs.isStateGlyph(name) { return .leftAlone(Reason.systemDescription.reason) }
            if !image.isSymbol, BrandMarks.isBrandMark(name) { return .leftAlone(Reason.brandMark.reason) }
            // The app's mark in a Dynamic Island: image-decorative hides it.
            if !image.isSymbol, ImageDecorative.isDynamicIslandMark(chain.outermost) {
                // Beside the value it names, when the island's mark is another image: read as it is.
                return .leftAlone(
                    ImageDecorative.marksElsewhere(call, name: name, in: file, context: context)
                        ? Reason.islandCaption.reason : Reason.brandMark.reason)
            }
        }
        let around = ImageSurroundings(of: call, chain: chain, file: file, index: context.index)
        // Something else speaks for it, the text beside it names it (hiding it is
        // image-decorative's call), it is one layer of a picture or a stand-in while loading,
        // or tap-gesture-button owns it: no label of its own.
        if around.isSpokenForByAncestor { return .leftAlone(Reason.spokenFor.reason) }
        if around.isTabItem { return .leftAlone(Reason.tabItem.reason) }
        if around.hasTextNearby { return .leftAlone(Reason.textNearby.reason) }
        // A dot tinted by a state beside the text naming that state: image-decorative hides it.
        if image.isSymbol,
            StateShapeBesideWords.text(beside: call, chain: chain, symbol: name) != nil
                || StateShapeInAnotherColumn.text(for: chain, symbol: name) != nil
        {
            return .leftAlone(Reason.stateBesideItsWords.reason)
        }
        if around.isIllustrationLayer { return .leftAlone(Reason.pictureLayer.reason) }
        if around.isPlaceholder { return .leftAlone(Reason.placeholder.reason) }
        if around.hasOwnGesture { return .leftAlone(Reason.ownGesture.reason) }
        if around.isBuildingBlock { return .leftAlone(Reason.buildingBlock.reason) }
        // Chevrons are disclosure hints: decoration, whatever the table calls them.
        if image.isSymbol, name.hasPrefix("chevron") { return .leftAlone(Reason.chevron.reason) }
        // Only the project's own words (`symbols:` in .a11yfix.yml): judged on real apps, the
        // built-in table's phrase for a standalone image was wrong in context far more often
        // than right (a sun for "Today" is not "Brightness"), and a symbol without a label
        // keeps the system's own description. Without them, only a state symbol (the ones left
        // after the checks above) or an asset is here.
        if let help, !around.mustStayImage { return helpFix(help, chain: chain, at: call, in: file, context: context) }
        if projectPhrase == nil, isSpokenForWhereShown(call, in: file, context: context) {
            return .leftAlone(Reason.spokenFor.reason)
        }
        // Every place that shows its view folds it into one element or hides it (a `Label`'s icon,
        // read with the Label's title): as for a runtime image, the element speaks for it.
        if projectPhrase == nil, let owner = EnclosingType.ownerName(of: call),
            let fold = context.index.fold(ofUsesOf: owner), fold != .open, fold != .control
        {
            return .leftAlone(Reason.namedWhereUsed.reason)
        }
        // A status mark that a `switch` shows for one case (`case .complete:`) says that case's state.
        // So does one an `if` shows for one flag of its item (`if movie.isDownloaded`).
        let caseWord =
            image.isSymbol
            ? SelectingCase.phrase(for: name, at: chain) ?? FlagBranch.phrase(for: name, at: chain) : nil
        if projectPhrase == nil, let caseWord,
            let reason = LabelText.untranslatedReason(for: caseWord, context: context)
        {
            return .report("image \"\(name)\" shows a state, and VoiceOver reads the symbol's name; \(reason)")
        }
        if projectPhrase == nil, caseWord == nil, let shownWhile {
            return flagFix(shownWhile, name: name, chain: chain, at: call, in: file, context: context, around: around)
        }
        if projectPhrase == nil, caseWord == nil, widgetName == nil, !image.isSymbol, !around.mustStayImage,
            let hidden = hiddenBesideTextWhereUsed(chain, at: call, in: file, context: context)
        {
            return hidden
        }
        guard let phrase = projectPhrase ?? caseWord ?? widgetName else {
            return .report(
                image.isSymbol
                    ? "image \"\(name)\" shows a state, and VoiceOver reads the symbol's name; label it with the state it shows (or combine it with what it describes)"
                    : "image \"\(name)\" has no accessibility label, so VoiceOver reads its asset name; label it with what it shows, or hide it if it is decoration"
            )
        }
        let code =
            projectPhrase == nil
            ? LabelText.swiftUIProjectWords(for: phrase, in: file, context: context) ?? SwiftLiteral.string(phrase)
            : SwiftLiteral.string(phrase)
        // A modifier would turn an `Image` into `some View` where the type must stay `Image`.
        guard !around.mustStayImage else {
            let suggestion =
                image.isSymbol ? "label it where it is used" : "write Image(\"\(name)\", label: Text(\(code)))"
            return .report(
                "image \"\(name)\" has no accessibility label, and its expression must stay an Image; \(suggestion)")
        }
        let modifiers = AccessibilityModifiers(at: call, in: file, context: context)
        guard
            let edit = ModifierInsertion.edit(
                appending: modifiers.label(code) + " " + VerifyMarker.comment, to: chain, in: file)
        else { return .leftAlone(Reason.chainNotEditable.reason) }
        return .fix(
            message: "image has no accessibility label; VoiceOver reads its name. Add .accessibilityLabel(\(code))",
            Fix(
                edits: [edit], summary: "`.accessibilityLabel` on \(phrase) image", isInferred: true,
                namedElement: chain.element,
                localizationKeys: projectPhrase == nil && context.index.localizesStrings
                    && code == SwiftLiteral.string(phrase) ? [phrase] : []))
    }
}

extension ImageLabel {
    /// The `.help` text on the image, or on the view whose label or content it is all of
    /// (`HoverButton(action: …, label: { Image("window.select") }).help("Select Window Directly")`):
    /// the words the pointer shows, reused as the project writes them (judged on unseen apps: a custom
    /// control's asset image was reported although its help text said what it does).
    static func helpLabel(around chain: ModifierChain) -> InferredLabel? {
        if let own = IconOnlyLabel.Visitor.helpText(in: chain, readingValues: true) { return own }
        guard let list = chain.outermost.parent?.parent?.as(CodeBlockItemListSyntax.self), list.count == 1,
            let closure = list.parent?.as(ClosureExprSyntax.self)
        else { return nil }
        let holder =
            closure.parent?.as(FunctionCallExprSyntax.self)
            ?? closure.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self)
            ?? closure.parent?.as(MultipleTrailingClosureElementSyntax.self)?.parent?.parent?
            .as(FunctionCallExprSyntax.self)
        return holder.flatMap { IconOnlyLabel.Visitor.helpText(in: ModifierChain(startingAt: $0), readingValues: true) }
    }

    /// A project modifier handed the label (`.buttonWithMenu(accessibilityLabel: String(localized: "markWatched"))`)
    /// names the image already (judged on a tuning app: a second label from its help text was added).
    static func isHandedItsLabel(_ chain: ModifierChain) -> Bool {
        chain.modifiers.contains { modifier in
            modifier.call?.arguments.contains { $0.label?.text == "accessibilityLabel" } == true
        }
    }

    /// The label from a help text, on the image.
    func helpFix(
        _ help: InferredLabel, chain: ModifierChain, at node: some SyntaxProtocol, in file: SourceFile,
        context: TransformContext
    ) -> Decision {
        let modifiers = AccessibilityModifiers(at: node, in: file, context: context)
        guard
            let edit = ModifierInsertion.edit(
                appending: modifiers.label(help.code) + " " + VerifyMarker.comment, to: chain, in: file)
        else { return .leftAlone(Reason.chainNotEditable.reason) }
        return .fix(
            message:
                "image has no accessibility label; VoiceOver reads its name. Add .accessibilityLabel(\(help.code)), "
                + "its help text",
            Fix(
                edits: [edit], summary: "`.accessibilityLabel` on image, from its .help text \"\(help.spoken)\"",
                isInferred: true, namedElement: chain.element))
    }

    /// The label of an image drawn only while a flag of its item is on, hidden while it is off
    /// (`.accessibilityLabel("Favorite").accessibilityHidden(!session.isFavorite)`), marked to verify.
    func flagFix(
        _ flag: OpacityFlag.Flag, name: String, chain: ModifierChain, at call: FunctionCallExprSyntax,
        in file: SourceFile, context: TransformContext, around: ImageSurroundings
    ) -> Decision {
        if let reason = LabelText.untranslatedReason(for: flag.phrase, context: context) {
            return .report(
                "image \"\(name)\" shows whether \(flag.condition) is on, and VoiceOver reads its name; \(reason)")
        }
        let code =
            LabelText.swiftUIProjectWords(for: flag.phrase, in: file, context: context)
            ?? SwiftLiteral.string(flag.phrase)
        guard !around.mustStayImage else {
            return .report(
                "image \"\(name)\" shows whether \(flag.condition) is on, and its expression must stay an Image; label it \(code) where it is used"
            )
        }
        let modifiers = AccessibilityModifiers(at: call, in: file, context: context)
        let appended = [
            modifiers.label(code) + " " + VerifyMarker.comment, modifiers.hidden(when: "!" + flag.condition),
        ]
        guard let edit = ModifierInsertion.edit(appending: appended, to: chain, in: file) else {
            return .leftAlone(Reason.chainNotEditable.reason)
        }
        return .fix(
            message:
                "image \"\(name)\" is drawn only while \(flag.condition) is on, and VoiceOver reads its name even when it is invisible; label it \(code) and hide it while the flag is off",
            Fix(
                edits: [edit],
                summary:
                    "`.accessibilityLabel` \"\(flag.phrase)\" on image shown only while \(flag.condition), hidden otherwise",
                isInferred: true, namedElement: chain.element,
                localizationKeys: context.index.localizesStrings && code == SwiftLiteral.string(flag.phrase)
                    ? [flag.phrase] : []))
    }

    /// "QR code" or "Barcode" for a runtime image whose value is named as one (`Image(uiImage: qrCodeImage)`,
    /// `Image(uiImage: makeQRCode(from: link))`): a code the app draws for a camera to scan, which its
    /// name says it is; what it encodes is for the text around it to say.
    static func generatedCodePhrase(of entry: RuntimeImage.Entry) -> String? {
        guard entry.asyncImage == nil, let call = entry.node.as(FunctionCallExprSyntax.self),
            let value = call.arguments.first?.expression
        else { return nil }
        // The value's own name, or the function that makes it: not an argument handed to that function.
        let named = value.as(FunctionCallExprSyntax.self)?.calledExpression ?? value
        let words = named.trimmedText.split { !($0.isLetter || $0.isNumber || $0 == "_") }
            .flatMap { ReadableName.words(of: String($0)) }.map { $0.lowercased() }
        if let phrase = codePhrase(words) { return phrase }
        // All the body of a view named as one (`struct AnimatedQRCode: View`): the view draws the code.
        guard let owner = EnclosingType.ownerName(of: entry.node), ImageSurroundings.isWholeBody(entry.chain.outermost)
        else { return nil }
        return codePhrase(ReadableName.words(of: owner).map { $0.lowercased() })
    }

    private static func codePhrase(_ words: [String]) -> String? {
        if let index = words.firstIndex(of: "qr"), index + 1 < words.count, words[index + 1] == "code" {
            return "QR code"
        }
        return words.contains("barcode") ? "Barcode" : nil
    }

    /// An image with no words of its own in a view that every place of the project showing it puts in a
    /// stack beside text (a service's brand icon beside `Text(service.name)`, an entry's thumbnail above
    /// its title): the picture of what that text names, so decoration, hidden (judged on unseen apps:
    /// runtime icons and thumbnails beside their names read only "image").
    func hiddenBesideTextWhereUsed(
        _ chain: ModifierChain, at node: some SyntaxProtocol, in file: SourceFile, context: TransformContext
    ) -> Decision? {
        // Only a view named as the picture of something (`ServiceIcon`, `EntryPicture`, `AvatarView`): a
        // badge, a status or a carousel beside text may show what the text does not (judged on unseen apps).
        guard let owner = EnclosingType.ownerName(of: node),
            ReadableName.words(of: owner).contains(where: { Self.pictureViewWords.contains($0.lowercased()) }),
            context.index.isDrawnOnlyBesideText(owner)
        else { return nil }
        let hidden = AccessibilityModifiers(at: node, in: file, context: context).hidden()
        guard let edit = ModifierInsertion.edit(appending: hidden, to: ImageDecorative.imageOnly(chain), in: file)
        else { return .leftAlone(Reason.chainNotEditable.reason) }
        return .fix(
            message:
                "image has no words of its own, and every place that shows \(owner) puts text beside it, which names "
                + "what it shows; hide it from VoiceOver with \(hidden)",
            Fix(
                edits: [edit],
                summary: "`.accessibilityHidden(true)` on image of \(owner), drawn beside text where used",
                isInferred: true, namedElement: chain.element))
    }

    /// Words that name a view as the picture of a thing.
    static let pictureViewWords: Set<String> = ["icon", "thumbnail", "thumb", "picture", "avatar", "logo"]

    /// A report inside a view no file of the run creates (dead code, or drawn only by previews)
    /// is one nobody can act on: left alone, when the run holds the app's entry point.
    func reachable(_ decision: Decision, at node: some SyntaxProtocol, context: TransformContext) -> Decision {
        guard case .report = decision, let owner = EnclosingType.ownerName(of: node),
            context.index.isNeverCreated(view: owner)
        else { return decision }
        return .leftAlone(Reason.neverCreated.reason)
    }

    /// Drawn by a helper (`private var dot: some View`) that every place showing it, through other
    /// helpers too, puts inside a combined, labelled or hidden element: VoiceOver never reaches it.
    func isSpokenForWhereShown(_ node: some SyntaxProtocol, in file: SourceFile, context: TransformContext) -> Bool {
        HelperUses.everyUse(ofHelperHolding: node, in: file) { place in
            ImageSurroundings(of: place, chain: ModifierChain(startingAt: place), file: file, index: context.index)
                .isSpokenForByAncestor
        }
    }

    /// A runtime image (`Image(uiImage:)`, `AsyncImage` content) that stands alone: reported, since
    /// VoiceOver reads only "image" and the code does not say what it shows. Never a guessed label.
    func decide(_ entry: RuntimeImage.Entry, in file: SourceFile, context: TransformContext) -> Decision {
        if ImageAccessibility.hasEffectiveModifier(entry.chain) { return .leftAlone(Reason.hasAccessibility.reason) }
        if entry.isLabelled { return .leftAlone(Reason.labelled.reason) }
        if entry.isDecorative { return .leftAlone(Reason.declaredDecorative.reason) }
        if ImageAccessibility.isNotShown(entry.chain) { return .leftAlone(Reason.notShown.reason) }
        if UnreadProperty.holds(entry.node) { return .leftAlone(Reason.neverDrawn.reason) }
        if ChartSymbol.contains(entry.node) { return .leftAlone(Reason.chartSymbol.reason) }
        // Loaded from an asset whose name says it is decoration or a logo, as with `Image("…")`.
        if let asset = entry.assetName {
            if DecorativeNames.isDecorative(asset) { return .leftAlone(Reason.decorativeName.reason) }
            if BrandMarks.isBrandMark(asset) { return .leftAlone(Reason.brandMark.reason) }
        }
        if DecorativeNames.isTiled(entry.chain) { return .leftAlone(Reason.tiled.reason) }
        if DecorativeNames.isInBackdropView(entry.node) { return .leftAlone(Reason.backdropView.reason) }
        if DecorativeNames.isInStandInView(entry.node), ImageDecorative.isStandInArt(entry) {
            return .leftAlone(Reason.placeholder.reason)
        }
        // image-decorative hides it.
        if ImageDecorative.isAppIcon(entry) { return .leftAlone(Reason.decorativeName.reason) }
        // `AsyncImage` declared in the project is its own view, not SwiftUI's: its body is judged where declared.
        if entry.asyncImage != nil || entry.node.as(FunctionCallExprSyntax.self)?.calleeName == "AsyncImage",
            context.index.declares("AsyncImage")
        {
            return .leftAlone(Reason.projectType.reason)
        }
        let around = ImageSurroundings(of: entry.node, chain: entry.chain, file: file, index: context.index)
        if around.isSpokenForByAncestor || isSpokenForWhereShown(entry.node, in: file, context: context) {
            return .leftAlone(Reason.spokenFor.reason)
        }
        if around.isTabItem { return .leftAlone(Reason.tabItem.reason) }
        // Every place that shows the enclosing view folds it into one element, hides it, or draws
        // it as the label of a control labelled by hand.
        // A control's label still needs its image named: the control reads it.
        if let owner = EnclosingType.ownerName(of: entry.node), let fold = context.index.fold(ofUsesOf: owner),
            fold != .open, fold != .control
        {
            return .leftAlone(Reason.namedWhereUsed.reason)
        }
        if around.hasTextNearby { return .leftAlone(Reason.textNearby.reason) }
        if around.isIllustrationLayer { return .leftAlone(Reason.pictureLayer.reason) }
        // Inside an `AsyncImage` only its content is the picture; anything else is a stand-in.
        if around.isPlaceholder, entry.asyncImage == nil { return .leftAlone(Reason.placeholder.reason) }
        if around.hasOwnGesture { return .leftAlone(Reason.ownGesture.reason) }
        let whole = entry.asyncImage.map { ModifierChain(startingAt: $0).outermost } ?? entry.chain.outermost
        if ImageSurroundings.isWholeValueOfHelper(whole) { return .leftAlone(Reason.buildingBlock.reason) }
        // Drawn by a helper member: it stands where the helper is used, beside what is there.
        let places = HelperUses.uses(ofHelperHolding: entry.node, in: file).map { use in
            ImageSurroundings(of: use, chain: ModifierChain(startingAt: use), file: file, index: context.index)
        }
        if !places.isEmpty {
            if places.allSatisfy(\.isSpokenForByAncestor) { return .leftAlone(Reason.spokenFor.reason) }
            if places.allSatisfy({ $0.isSpokenForByAncestor || $0.hasTextNearby }) {
                return .leftAlone(Reason.textNearby.reason)
            }
        }
        // A code the app generates (`Image(uiImage: qrCodeImage)`): what it is, a QR code, is its label.
        if let phrase = Self.generatedCodePhrase(of: entry) {
            if let reason = LabelText.untranslatedReason(for: phrase, context: context) {
                return .report("image of a \(phrase.lowercased()) has no accessibility label; \(reason)")
            }
            let code =
                LabelText.swiftUIProjectWords(for: phrase, in: file, context: context) ?? SwiftLiteral.string(phrase)
            let modifiers = AccessibilityModifiers(at: entry.node, in: file, context: context)
            guard
                let edit = ModifierInsertion.edit(
                    appending: modifiers.label(code) + " " + VerifyMarker.comment, to: entry.chain, in: file)
            else { return .leftAlone(Reason.chainNotEditable.reason) }
            return .fix(
                message:
                    "image of a \(phrase.lowercased()) has no accessibility label; VoiceOver reads only \"image\". Add .accessibilityLabel(\(code))",
                Fix(
                    edits: [edit],
                    summary: "`.accessibilityLabel` \"\(phrase)\" on a generated \(phrase.lowercased()) image",
                    isInferred: true, namedElement: entry.chain.element,
                    localizationKeys: context.index.localizesStrings && code == SwiftLiteral.string(phrase)
                        ? [phrase] : []))
        }
        // An app's icon, in a view that holds the app's name: the name is what the icon shows.
        if let name = AppIconName.label(for: entry) {
            let modifiers = AccessibilityModifiers(at: entry.node, in: file, context: context)
            guard
                let edit = ModifierInsertion.edit(
                    appending: modifiers.label(name) + " " + VerifyMarker.comment, to: entry.chain, in: file)
            else { return .leftAlone(Reason.chainNotEditable.reason) }
            return .fix(
                message:
                    "app icon has no accessibility label; VoiceOver reads only \"image\". Add .accessibilityLabel(\(name))",
                Fix(
                    edits: [edit], summary: "`.accessibilityLabel` on app icon, with the app's name", isInferred: true,
                    namedElement: entry.chain.element))
        }
        if let hidden = hiddenBesideTextWhereUsed(entry.chain, at: entry.node, in: file, context: context) {
            return hidden
        }
        // A picture whose model carries its alt text (`attachment.description`): that text is its label.
        if let alt = ModelAltText.label(for: entry, index: context.index) {
            let modifiers = AccessibilityModifiers(at: entry.node, in: file, context: context)
            guard
                let edit = ModifierInsertion.edit(
                    appending: modifiers.label(alt.code) + " " + VerifyMarker.comment, to: entry.chain, in: file)
            else { return .leftAlone(Reason.chainNotEditable.reason) }
            return .fix(
                message:
                    "image loaded at run time has no accessibility label, and its model's \(alt.field) holds its alt "
                    + "text; VoiceOver reads only \"image\". Add .accessibilityLabel(\(alt.code))",
                Fix(
                    edits: [edit], summary: "`.accessibilityLabel` from the picture's alt text, \(alt.field)",
                    isInferred: true, namedElement: entry.chain.element))
        }
        return .report(
            "image loaded at run time has no accessibility label, so VoiceOver reads only \"image\"; label it with "
                + "what it shows (.accessibilityLabel), or hide it (.accessibilityHidden(true)) if it is decoration")
    }
}

/// Logos, wordmarks and mascots: brand decoration in headers, empty states and loaders, where a
/// request for a label is noise (hiding them, if anything, is the fix).
enum BrandMarks {
    static func isBrandMark(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return ["logo", "brand", "wordmark", "mascot"].contains { lowered.includes($0) }
    }
}

extension ImageLabel {
    public func verifications(in file: SourceFile, context: TransformContext) -> [Verification] {
        let count = file.functionCalls.filter { call in
            call.calleeName == "Image" && ImageAccessibility.hasEffectiveModifier(ModifierChain(startingAt: call))
        }.count
        return [Verification(kind: "images already labelled or hidden", count: count)]
    }
}

/// `Image(…)` calls that are a view statement of their own, with a literal name: the images the
/// image transforms consider.
enum StandaloneImage {
    typealias Entry = (FunctionCallExprSyntax, ModifierChain, ImageContent.Image, String)

    /// Those without an accessibility modifier. Shared by image-label and image-decorative, so
    /// computed once per file.
    static func all(in file: SourceFile) -> [Entry] {
        file.memoized("StandaloneImage.all") { considered(in: file).filter { !$0.1.hasAccessibilityModifier } }
    }

    /// All of them: those with an accessibility modifier are left alone, for a named reason.
    static func considered(in file: SourceFile) -> [Entry] {
        file.memoized("StandaloneImage.considered") { file.containsText("Image(") ? find(in: file) : [] }
    }

    private static func find(in file: SourceFile) -> [Entry] {
        file.functionCalls.compactMap { call in
            guard call.calleeName == "Image" else { return nil }
            let chain = ModifierChain(startingAt: call)
            guard chain.outermost.parent?.is(CodeBlockItemSyntax.self) == true,
                let image = ImageContent.images(in: ExprSyntax(call))?.first, case let .literal(name) = image.name
            else { return nil }
            return (call, chain, image, name)
        }
    }
}

/// Asset names that mark an image as decoration.
public enum DecorativeNames {
    public static let words: Set<String> = [
        "background", "bg", "decoration", "decor", "divider", "separator", "pattern", "texture", "gradient",
        "swoosh", "wave", "ornament", "flourish", "watermark", "placeholder", "tiled", "grabber", "grab",
        // A stand-in shown while content loads, and light effects (a glow, a spotlight under a finger).
        "loader", "spinner", "glow", "spotlight",
    ]

    /// Last words of a view type named as a backdrop (`SkyBackground`, `WallpaperView`), not of one
    /// showing such things (`WallpaperThumbnail`): the images it draws are decoration.
    static let backdropViews: Set<String> = ["background", "backdrop", "bg", "wallpaper"]

    /// Last words of a view type named as a stand-in for content that loads (`ThumbPlaceholder`,
    /// `URLImageLoader`), or as the screen shown while the app starts (`LoadingView`, `SplashScreen`):
    /// its pictures are a loader's art or the app's branding, never the content itself.
    static let standInViews: Set<String> = ["placeholder", "loader", "skeleton", "loading", "splash", "launch"]

    /// Whether `node` is drawn by a view type named as a stand-in (`standInViews`).
    static func isInStandInView(_ node: some SyntaxProtocol) -> Bool {
        guard let owner = EnclosingType.ownerName(of: node) else { return false }
        var words = ReadableName.words(of: owner).map { $0.lowercased() }
        if ["view", "screen"].contains(words.last ?? "") { words.removeLast() }
        return words.last.map(standInViews.contains) ?? false
    }

    /// Whether `node` is drawn by a view type named as a backdrop, or as a backdrop layer.
    static func isInBackdropView(_ node: some SyntaxProtocol) -> Bool {
        if let expression = Syntax(node).as(ExprSyntax.self) {
            let chain = ModifierChain(startingAt: expression)
            if isBackdropLayer(chain) || isBlurredLayer(chain) { return true }
        }
        guard let owner = EnclosingType.ownerName(of: node) else { return false }
        var words = ReadableName.words(of: owner).map { $0.lowercased() }
        if words.last == "view" { words.removeLast() }
        return words.last.map(backdropViews.contains) ?? false
    }

    /// `.background { Image(.art).resizable().scaledToFill().ignoresSafeArea() }`, or the first layer
    /// of a `ZStack` that bleeds under the safe area: artwork filling the screen behind the content,
    /// whatever its name (judged on apps never tuned on: a welcome screen's art is decoration to hide).
    static func isBackdropLayer(_ chain: ModifierChain) -> Bool {
        let bleeds = chain.modifiers.contains { ["ignoresSafeArea", "edgesIgnoringSafeArea"].contains($0.name) }
        let fills = chain.modifiers.contains { modifier in
            modifier.name == "scaledToFill"
                || modifier.name == "aspectRatio"
                    && modifier.call?.argument(labeled: "contentMode")?.expression.trimmedText == ".fill"
        }
        guard bleeds || fills else { return false }
        var node = Syntax(chain.outermost)
        // Up through the statements of a `ZStack` or `Group` that is all the layer holds.
        while let item = node.parent?.as(CodeBlockItemSyntax.self),
            let statements = item.parent?.as(CodeBlockItemListSyntax.self),
            let closure = statements.parent?.as(ClosureExprSyntax.self),
            let holder = closure.parent?.as(FunctionCallExprSyntax.self), holder.trailingClosure?.id == closure.id
        {
            if let layer = holder.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text {
                return layer == "background"
            }
            // The bottom layer of a stack, under content, bleeding past the safe area as a backdrop does.
            if holder.calleeName == "ZStack", bleeds, statements.count > 1, statements.first?.id == item.id {
                return true
            }
            guard ["ZStack", "Group", "GeometryReader"].contains(holder.calleeName ?? "") else { return false }
            node = Syntax(ModifierChain(startingAt: holder).outermost)
        }
        // `.background(hidden ? nil : GeometryReader { … })`: the layer, when there is one.
        if let list = node.parent?.as(ExprListSyntax.self), list.last?.id == node.id, list.count >= 3,
            let sequence = list.parent?.as(SequenceExprSyntax.self),
            let ternary = list.dropLast().last?.as(UnresolvedTernaryExprSyntax.self),
            ternary.thenExpression.is(NilLiteralExprSyntax.self)
        {
            node = Syntax(sequence)
        }
        // `.background(Image("art").resizable().scaledToFill())`
        guard let argument = node.parent?.as(LabeledExprSyntax.self), argument.label == nil,
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        else { return false }
        return call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "background"
    }

    /// Drawn blurred (`.blur(radius:)`) and passing every touch through (`.allowsHitTesting(false)`):
    /// an effect laid over or under the content (a blurred screenshot behind a sheet), not content.
    static func isBlurredLayer(_ chain: ModifierChain) -> Bool {
        chain.modifiers.contains { $0.name == "blur" }
            && chain.modifiers.contains { modifier in
                modifier.name == "allowsHitTesting" && modifier.call?.arguments.first?.expression.trimmedText == "false"
            }
    }

    public static func isDecorative(_ name: String) -> Bool {
        ReadableName.words(of: name).contains { words.contains($0.lowercased()) }
    }

    /// Drawn tiled (`.resizable(resizingMode: .tile)`): a repeating pattern, decoration whatever its name.
    static func isTiled(_ chain: ModifierChain) -> Bool {
        chain.modifiers.contains { modifier in
            modifier.name == "resizable"
                && modifier.call?.argument(labeled: "resizingMode")?.expression.trimmedText == ".tile"
        }
    }
}
