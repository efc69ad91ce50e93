import SwiftSyntax

/// What one file contributes to the project index: its types with their conformances and the
/// names their bodies call, and the members other files may use (helpers that read the Reduce
/// Motion setting, font helpers that already scale, members typed `Image`). Plain values, so
/// entries can be cached by file content and merged in any order.
public struct FileIndexEntry: Sendable, Hashable, Codable {
    public struct TypeFacts: Sendable, Hashable, Codable {
        /// The type's own name; for `extension Outer.Inner`, `Inner`.
        public var name: String
        public var isExtension = false
        public var isProtocol = false
        /// Conformances and superclass, last path component only (`SwiftUI.View` → `View`).
        public var inherits: [String] = []
        /// Capitalized names called anywhere in the body: `Button(`, `VStack {`, `ProfileRow(`.
        public var calls: Set<String> = []
        /// Gesture modifiers used in the body (`onTapGesture`, `gesture`, …): the type reacts to touch.
        public var gestures: Set<String> = []
        public var readsReduceMotion = false
        /// Calls `Text(…)`: for a button style, it draws a title of its own.
        public var drawsText = false
        public var usesConfigurationLabel = false
        /// Its body sets `.accessibilityLabel`, and makes views one element
        /// (`.accessibilityElement(children: .combine)` or `.ignore`): with a label or text, a view
        /// that names its own element (`NamedTapTarget`).
        public var setsAccessibilityLabel = false
        public var makesOneElement = false
        /// Its code adds the button trait (`.accessibilityAddTraits(.isButton)`, also in a list):
        /// with one named element, a view VoiceOver reads and activates as a button already.
        public var marksButton = false
        /// Its `String` property that names an instance (`accessibilityName`, `displayName`, `title`,
        /// `name`, the first of these it declares), and its properties typed as an image
        /// (`UIImage?`, `NSImage`, `Image`): a tile that shows an instance's image is named by it.
        public var nameProperty: String?
        public var imageProperties: Set<String> = []
        /// Its stored `String` property holding a picture's alt text (`altText`, `caption`,
        /// `description`…, the first of `FileIndexExtractor.altTextProperties` it declares), with a
        /// trailing `?` when optional: what a picture of an instance shows, in its author's words.
        public var altTextProperty: String?
        /// For a view: its argument-free methods (`togglePlayerMode`), which a tap on the whole
        /// view calling one of the same name duplicates (its own control calls it).
        public var methods: Set<String> = []
        /// For a button style: the padding and minimum frame its `makeBody` gives the label.
        public var styleGrowth: StyleGrowth?
        /// For a view representable: the UIKit or AppKit class `makeUIView`/`makeNSView` returns.
        public var representedView: String?

        public init(name: String) { self.name = name }
    }

    public struct MemberFacts: Sendable, Hashable, Codable {
        public var name: String
        /// The type (or extended type) it belongs to; empty at the top level.
        public var owner: String
        public var isImageTyped = false
        public var readsReduceMotion = false
        public var scalesFont = false
        /// Capitalized names it calls: a helper that applies a Reduce Motion-aware modifier is one too.
        public var calls: Set<String> = []
        /// Functions and methods it calls (`disabledIfReduceMotionEnabled()`): a helper that goes
        /// through another helper that reads the setting respects it too.
        public var helperCalls: Set<String> = []
        /// Declared `private` or `fileprivate`: no other file can call it.
        public var isFilePrivate = false
        /// A function's parameters, to tell whether a call could go through it as written.
        public var parameters: [Parameter] = []
        /// What its code changes through AppKit's `animator()` proxy (`view.animator().alphaValue = 0`
        /// in a property's `didSet`): `alphaValue`. A group that sets the property animates these.
        public var animatorChanges: Set<String> = []
        /// Its code makes a view one element (`.accessibilityElement(children: .combine)` or `.ignore`)
        /// and adds the button trait: a builder (`static func warning() -> some View`) whose view
        /// VoiceOver reads and activates as a button already.
        public var makesOneElement = false
        public var marksButton = false

        public init(name: String, owner: String) {
            self.name = name
            self.owner = owner
        }
    }

    /// One parameter of a function: enough to match a call's labels and trailing closures.
    public struct Parameter: Sendable, Hashable, Codable {
        /// The argument label, `_` for none.
        public var label: String
        public var hasDefault = false
        /// Typed as a function (`() throws -> Result`, `@escaping () -> Void`).
        public var isClosure = false
        /// Typed `Animation` or `Animation?`.
        public var isAnimation = false

        public init(label: String, hasDefault: Bool = false, isClosure: Bool = false, isAnimation: Bool = false) {
            self.label = label
            self.hasDefault = hasDefault
            self.isClosure = isClosure
            self.isAnimation = isAnimation
        }
    }

    public var types: [TypeFacts] = []
    /// Members worth knowing across files: those with a fact set, and free functions and extension
    /// members (the places project helpers live).
    public var members: [MemberFacts] = []
    /// Modules imported at the top level.
    public var imports: Set<String> = []
    /// `#Preview` or a `PreviewProvider` type.
    public var hasPreviews = false
    /// Looks strings up for translation (`NSLocalizedString`, `String(localized:)`, …).
    public var localizesStrings = false
    /// Localized strings the file generates (SwiftGen): member path → English text.
    public var generatedStrings: [String: String] = [:]
    /// The generated members are `public`: other modules that import this one can use them.
    public var generatedStringsArePublic = false
    /// A strings type's members that look a key up with no English text in the code
    /// (`static let textCopy = NSLocalizedString("color.copy", comment: "")`): member path → key, named
    /// by the text the project's default table holds for that key.
    public var generatedStringKeys: [String: String] = [:]
    /// The project's icon enums and wrappers (`IconWrappers`): "Icon.share" → "square.and.arrow.up",
    /// and "Image(icon:)" → "Icon".
    public var iconSymbols: [String: String] = [:]
    public var iconWrappers: [String: String] = [:]
    /// The labels the file gives image-only UIKit buttons, by kind and image (`SymbolLabels`):
    /// "menu systemName:ellipsis" → `String.localized("menu_more_options")`; and those its SwiftUI
    /// code gives symbols (`ViewSymbolLabels`): "view systemName:xmark" → "key:voiceover_close_button".
    public var symbolLabels: [String: Set<String>] = [:]
    /// Properties of other objects a SwiftUI file reads (`viewModel.didCopy`) only where the read
    /// changes how views look, and those it reads anywhere else (`MemberReads`).
    public var appearanceReads: Set<String> = []
    public var otherReads: Set<String> = []
    /// Properties of other objects it reads as the value of `.animation(_, value:)`.
    public var animatedReads: Set<String> = []
    /// What its `withAnimation { … }` closures change (`AnimatedChanges`).
    public var animatedChanges: [AnimatedChange] = []

    public struct AnimatedChange: Sendable, Hashable, Codable {
        /// The identifiers of the animation argument (`easeOut`, `duration`, `disabledDuringTests`).
        public var animationWords: Set<String>
        /// The properties the closure assigns or mutates.
        public var changed: Set<String>

        public init(animationWords: Set<String>, changed: Set<String>) {
            self.animationWords = animationWords
            self.changed = changed
        }
    }
    /// Views the file holds at a constant height (`HeldViews`): a type → what holds it; per
    /// "Owner header"/"Owner footer", what fixes the height of the sections that type's table or
    /// collection delegate methods give, and the views (types, `.member`s) those sections are.
    public var heldTypes: [String: String] = [:]
    public var sectionHeights: [String: String] = [:]
    public var sectionViews: [String: Set<String>] = [:]
    /// "Callee(first:) label" → what holds the view a function takes as that parameter, and the
    /// project types this file passes there.
    public var heldParameters: [String: String] = [:]
    public var passedViews: [String: Set<String>] = [:]
    /// Capitalized names the file calls outside previews (`StatusRow(…)`), with how folded the
    /// least folded of those places is (`FoldedUseScanner`).
    public var uses: [String: UseFacts] = [:]
    /// Those of `uses` drawn only inside `#if os(macOS)` here: views shown on macOS alone.
    public var macOnlyUses: Set<String> = []
    /// Those of `uses` made only inside `#if DEBUG` here: developer tools (an FPS meter).
    public var debugOnlyUses: Set<String> = []
    /// Those of `uses` every place of which here sits in a stack that also shows text
    /// (`HStack { Thumbnail(url: item.image); Text(item.title) }`).
    public var textBesideUses: Set<String> = []
    /// Those of `uses` every place of which here is in a toolbar's items (`ToolbarItem { RefreshButton() }`).
    public var toolbarUses: Set<String> = []
    /// Member name → whether every closure the file assigns to it only moves keyboard focus
    /// (`titleLabel.didTap = { [weak self] in self?.input.becomeFirstResponder() }`): `FocusCallbacks`.
    public var focusCallbacks: [String: Bool] = [:]
    /// View types the file shows in a bar (`navigationItem.titleView = ChatTitleView()`): `BarViewTypes`.
    public var barViewTypes: Set<String> = []
    /// Transition animator types the file returns for a transition its interaction controller
    /// drives (`case .pop: return BackAnimator()`): `InteractiveAnimators`.
    public var interactiveAnimators: Set<String> = []
    /// "Owner.property" for each stored property of a type given an image in that type's own code
    /// (`imageButton.setImage(…)`): where that button is made, and where it is labelled or reported.
    public var buttonImageProperties: Set<String> = []
    /// View types that clip themselves to a circle with labels of constant width (`RoundViews`): type → how.
    public var roundViews: [String: String] = [:]
    /// "ViewType.method" → the representable update that calls it with fonts of its own (`RepresentableUpdates`).
    public var representableUpdates: [String: String] = [:]
    /// "Owner.property" → its type, for stored properties typed or made as a text view by name
    /// (`let titleView: UILabel`, `let name = PaddedLabel()`): another file setting
    /// `banner.titleView.font` sets a label's font.
    public var textViewProperties: [String: String] = [:]
    /// Capitalized names the file calls with a trailing closure that takes parameters
    /// (`ContentToggle { shown in … }`), and whether every such closure draws only `Text`s (`HandedContent`).
    public var handedText: [String: Bool] = [:]
    /// "Owner.method(label:)" for each method that labels the control it takes as that parameter
    /// (`ParameterLabellers`): a button passed there is labelled there.
    public var parameterLabellers: Set<String> = []
    /// The Foundation lookup most of the file's string lookups are (`StringLookup.encoded`):
    /// how its target looks words up, for new labels in files that look none up.
    public var stringLookup: String?
    /// `function|case` for each lookup through a project function given its keys' enum case
    /// (`rmbLocalized(.removeButton)`): `CaseKeyedLookups`.
    public var caseKeyedLookups: Set<String> = []
    /// Most of its lookups hand a key as a string literal (`NSLocalizedString("key", …)`,
    /// `localized("key")`): a project whose files mostly do is keyed so, whatever a few call.
    public var looksUpLiteralKeys = false

    public init() {}

    /// Reads one file's tokens; never fails.
    public init(bytes: [UInt8]) {
        self = Self.indexing(bytes).entry
    }

    /// The entry, and the parse its extractors made when one needed the tree (nil when the byte
    /// filters spared it): the fix pass reuses it, so the file is parsed once per run.
    public static func indexing(_ bytes: [UInt8]) -> (entry: FileIndexEntry, parsed: ParsedSource?) {
        var entry = FileIndexExtractor(bytes: bytes).run()
        // Each tree extractor's byte filter says whether it wants the file; those that do share
        // one parse and one walk.
        let strings = GeneratedStrings.wants(bytes) ? GeneratedStrings.Visitor(viewMode: .sourceAccurate) : nil
        let icons = IconWrappers.wants(bytes) ? IconWrappers.Visitor(viewMode: .sourceAccurate) : nil
        let symbols = SymbolLabels.wants(bytes) ? SymbolLabels.Collector(viewMode: .sourceAccurate) : nil
        let views = ViewSymbolLabels.wants(bytes) ? ViewSymbolLabels.Collector(viewMode: .sourceAccurate) : nil
        let labellers =
            ParameterLabellers.wants(bytes) ? ParameterLabellers.Collector(viewMode: .sourceAccurate) : nil
        let listeners: [SyntaxVisitor] = [strings, icons, views, labellers].compactMap { $0 }
        var parsed: ParsedSource?
        if !listeners.isEmpty || symbols != nil {
            let tree = LazySourceTree(bytes: bytes)
            IndexTreeWalk(listeners: listeners, tokenListener: symbols).walk(tree.tree)
            parsed = tree.parsed
        }
        (entry.generatedStrings, entry.generatedStringsArePublic, entry.generatedStringKeys) =
            GeneratedStrings.extracted(by: strings)
        (entry.iconSymbols, entry.iconWrappers) = IconWrappers.extracted(by: icons)
        entry.symbolLabels = (symbols?.labels ?? [:]).merging(views?.labels ?? [:]) { $0.union($1) }
        entry.parameterLabellers = labellers?.found ?? []
        return (entry, parsed)
    }

    public var importsTestFramework: Bool { imports.contains("XCTest") || imports.contains("Testing") }
}
