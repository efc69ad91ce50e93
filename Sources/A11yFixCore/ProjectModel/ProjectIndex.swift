import A11yFixSyntax
import SwiftSyntax

/// What transforms need to know across the files of a run: which types are views, modifiers or
/// styles (also through project protocols that refine `View`), what a project view's body holds,
/// which button styles draw a title of their own, which members are typed `Image`, which helpers
/// already respect Reduce Motion and which font helpers already scale. Built once from every
/// file's `FileIndexEntry` before the fix pass; a value, read by all transforms.
public struct ProjectIndex: Sendable {
    /// SwiftUI protocols whose conformers hold view code (and can hold `@Environment` properties).
    public static let viewProtocols: Set<String> = [
        "View", "ViewModifier", "ToolbarContent", "Scene", "Commands", "TableColumnContent",
    ]
    /// SwiftUI style protocols: their `makeBody` builds views.
    public static let styleProtocols: Set<String> = [
        "ButtonStyle", "PrimitiveButtonStyle", "LabelStyle", "ToggleStyle", "TextFieldStyle", "PickerStyle",
        "MenuStyle",
        "ProgressViewStyle", "GaugeStyle", "DatePickerStyle", "ListStyle", "NavigationViewStyle", "TabViewStyle",
        "GroupBoxStyle", "DisclosureGroupStyle", "ControlGroupStyle", "LabeledContentStyle", "FormStyle", "TableStyle",
        "MenuButtonStyle", "IndexViewStyle", "ShapeStyle", "NavigationSplitViewStyle",
    ]
    static let representables: Set<String> = [
        "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable", "NSViewControllerRepresentable",
    ]
    /// SwiftUI views a person can operate: a container holding one is not plain content.
    public static let controls: Set<String> = [
        "Button", "Toggle", "TextField", "SecureField", "TextEditor", "Slider", "Stepper", "Picker", "DatePicker",
        "MultiDatePicker", "ColorPicker", "Link", "Menu", "NavigationLink", "ShareLink", "PasteButton", "EditButton",
        "RenameButton", "VideoPlayer", "Map", "WebView", "PhotosPicker", "SignInWithAppleButton", "ControlGroup",
        "DisclosureGroup", "OutlineGroup", "TabView", "Table", "List", "Form", "ScrollView",
    ]
    /// SwiftUI views and values that only show content.
    public static let plainContent: Set<String> = [
        "Text", "Image", "Label", "Spacer", "Divider", "HStack", "VStack", "ZStack", "LazyHStack", "LazyVStack",
        "Group",
        "Grid", "GridRow", "ViewThatFits", "AsyncImage", "ProgressView", "Gauge", "Color", "LinearGradient",
        "RadialGradient",
        "AngularGradient", "EllipticalGradient", "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Circle",
        "Ellipse",
        "Capsule", "Path", "ContainerRelativeShape", "ForEach", "EmptyView", "AnyView", "TupleView", "LabeledContent",
        // A box drawn around what it holds: its content, not it, is what a person may operate.
        "GroupBox",
        "Font", "Edge", "EdgeInsets", "CGSize", "CGPoint", "CGRect", "CGFloat", "Double", "Int", "String", "Bool",
        "Date",
        "URL", "UUID", "Array", "Set", "Dictionary", "Optional", "Binding", "State", "AttributedString",
        "LocalizedStringKey",
        "Angle", "UnitPoint", "Alignment", "Gradient", "StrokeStyle", "Material", "Namespace", "GeometryReader",
        "Canvas",
        "TimelineView", "ShadowStyle", "Character", "Float", "NSAttributedString", "Data", "Decimal", "Locale",
        "Calendar",
        "DateFormatter", "NumberFormatter", "ContentUnavailableView", "Section", "Shape", "AnyShape", "Spacing",
        "Animation",
        "Transaction", "ScaledMetric", "Environment", "Task", "DispatchQueue", "NSLocalizedString", "UIColor",
        "NSColor",
        "UIImage", "NSImage", "UIFont", "NSFont", "Self", "CGColor", "ImageResource", "ColorResource", "Measurement",
        "Duration",
        // Swift Charts: a chart without gestures of its own only shows.
        "Chart", "AreaMark", "BarMark", "LineMark", "PointMark", "RuleMark", "RectangleMark", "SectorMark", "LinePlot",
        "AreaPlot",
    ]

    /// Content VoiceOver browses part by part (a chart's marks, as audio graphs and one by one):
    /// shown, not operated, but folding it into one element would flatten it into one long label.
    public static let browsedContent: Set<String> = ["Chart"]

    static let viewEntryPoints: Set<String> = ["body", "makeBody", "init", "subscript", "previews"]

    /// What each member of this name changes through `animator()` (in its `didSet`), one set per
    /// member: the motion transforms judge whether setting it in an animation group moves anything.
    public func animatorChanges(whenSetting name: String) -> [Set<String>] { animatorChangesByMember[name] ?? [] }

    /// What a project view's body holds, resolved through other project views.
    public enum ViewContent: Equatable, Sendable {
        /// Only text, images, shapes, stacks and project views that hold only those.
        case plain
        /// Something a person can operate, named (`Button`, or `onTapGesture` in `ProfileRow`).
        case interactive(String)
        /// A name the index cannot resolve (a type from a package outside the run, a wrapper).
        case unresolved(String)
    }

    private var types: [String: FileIndexEntry.TypeFacts] = [:]
    private var protocolsRefiningView: Set<String> = []
    private var viewLike: Set<String> = []
    private var styles: Set<String> = []
    private var reduceMotionTypes: Set<String> = []
    private var reduceMotionMembers: Set<String> = []
    private var animationHelpers: [AnimationHelper] = []
    private var durationHelpers: [String] = []
    private var scaledFontMembers: Set<String> = []
    private var barViewTypes: Set<String> = []
    private var interactiveAnimators: Set<String> = []
    /// "Owner.property" of buttons their own type gives an image (`FileIndexEntry.buttonImageProperties`).
    private var buttonImageProperties: Set<String> = []
    /// "Owner.method(label:)" of methods that label the control passed as that parameter.
    private var parameterLabellers: Set<String> = []
    private var roundViews: [String: String] = [:]
    private var representableUpdates: [String: String] = [:]
    /// "Owner.property" → type, of stored properties named as text views (`FileIndexEntry.textViewProperties`).
    private var textViewProperties: [String: String] = [:]
    private var interfaceBuilderHeights: [String: String] = [:]
    private var interfaceBuilderOutlets: [String: InterfaceBuilderHeights.OutletLabel] = [:]
    private var interfaceBuilderClasses: Set<String> = []
    private var interfaceBuilderDocuments = 0
    private var imageMembers: Set<String> = []
    /// Properties every SwiftUI file reads only to change how views look (`viewModel.didCopy`).
    private var appearanceOnlyMembers: Set<String> = []
    /// Properties some SwiftUI file reads at all.
    private var viewReadMembers: Set<String> = []
    private var animatedMembers: Set<String> = []
    private var appearanceModifiers: Set<String> = []
    private var changesAnimatedUngated: Set<String> = []
    private var changesAnimatedGated: Set<String> = []
    /// Members whose code animates through AppKit's `animator()`: only what stays in place, or
    /// something that moves, by name (`viewModel` with `view.animator().alphaValue = …` in its `didSet`).
    private var animatorChangesByMember: [String: [Set<String>]] = [:]
    private var contents: [String: ViewContent] = [:]
    /// Views that show a `Text`, their own or a project view's (`showsText(view:)`).
    private var textShowing: Set<String> = []
    /// View → whether every closure with parameters the project hands it draws only text (`HandedContent`).
    private var handedText: [String: Bool] = [:]
    /// Member name → whether every closure the project assigns to it only moves keyboard focus.
    private var focusCallbacks: [String: Bool] = [:]
    /// Views held at a constant height by code anywhere in the run: types, and "Owner.member"
    /// properties added to such a view (`HeldViews`), each with what holds it.
    private var heldViews: [String: String] = [:]
    private var uses: [String: UseFold] = [:]
    /// Some type of the run conforms to `App`: the run holds the app's entry point.
    private var hasAppEntry = false
    /// The run holds a UIKit or AppKit app's delegate: the app's whole code, which makes its classes.
    private var hasAppDelegate = false
    private var useFacts: [String: UseFacts] = [:]
    /// Views some file draws inside `#if os(macOS)`, and views some file draws outside it.
    private var drawnOnMac: Set<String> = []
    private var drawnElsewhere: Set<String> = []
    /// Types declared (not extended) more than once in the run: each declaration is another
    /// target's (an app's and its extension's or Mac app's copies of one view).
    private var declaredAgain: Set<String> = []
    /// Types some file makes only inside `#if DEBUG`, and types some file makes outside it.
    private var madeInDebug: Set<String> = []
    private var madeElsewhere: Set<String> = []
    /// Views some file draws only in stacks that also show text, and views some file draws elsewhere.
    private var drawnBesideText: Set<String> = []
    private var drawnApartFromText: Set<String> = []
    /// Views some file draws only in toolbar items, and views some file draws elsewhere.
    private var drawnInToolbar: Set<String> = []
    private var drawnOutsideToolbar: Set<String> = []
    /// Some file looks strings up for translation: new UIKit and AppKit labels are written localized.
    public private(set) var localizesStrings = false
    /// How many files look their strings up with each Foundation lookup, in the whole project
    /// and per target (`noteStringLookup`): how a new label is written in a file that looks none up.
    private var stringLookups: [StringLookup: Int] = [:]
    /// Function → the cases the code hands it and how many files do (`CaseKeyedLookups`).
    private var caseKeyedLookups: [String: (cases: Set<String>, files: Int)] = [:]
    /// Files most of whose lookups hand a literal key.
    private var literalKeyedFiles = 0
    private var stringLookupsByTarget: [String: [StringLookup: Int]] = [:]
    /// English text (lowercased) → the generated members that hold it (`L10n.closeLabel`).
    private var generatedStrings: [String: [String]] = [:]
    /// `Image(icon:)`-style initializers of the project, each with its case → SF Symbol map (`IconWrappers`).
    /// `Owner.builder` → whether every member of that name makes its view one element with the
    /// button trait (`FileIndexEntry.MemberFacts.marksButton`).
    private var buttonBuilders: [String: Bool] = [:]
    public private(set) var iconInitializers: [IconInitializer] = []
    /// The labels the project gives image-only UIKit buttons, by kind and image (`SymbolLabels`).
    private var symbolLabels: [String: Set<String>] = [:]
    /// The keys of the project's default string tables (`Localizable.xcstrings`).
    private var catalogKeys = CatalogKeys([])
    /// The project's other String Catalogs by the function a typed lookup names them with
    /// (`App.xcstrings` → `app`, as in `.app(.done)`): key → source-language text.
    private var typedTables: [String: [String: String]] = [:]
    private var hasCatalogFile = false
    /// A digest of everything above: part of the result cache's key, since a change in one file
    /// can change what another file's fixes are.
    public private(set) var fingerprint: String

    public static let empty = ProjectIndex(entries: [])

    public init(
        entries: some Sequence<FileIndexEntry>, stringCatalogs: [StringCatalog] = [],
        namedCatalogs: [StringCatalog] = [], interfaceBuilder: InterfaceBuilderHeights = InterfaceBuilderHeights()
    ) {
        var digest = Digest()
        catalogKeys = CatalogKeys(stringCatalogs)
        for catalog in namedCatalogs {
            guard let name = catalog.path.split(separator: "/").last?.dropLast(".xcstrings".count),
                let first = name.first
            else { continue }
            typedTables[first.lowercased() + name.dropFirst(), default: [:]].merge(catalog.texts) { kept, _ in kept }
        }
        hasCatalogFile = stringCatalogs.contains(where: \.isCatalog)
        interfaceBuilderHeights = interfaceBuilder.heights
        interfaceBuilderOutlets = interfaceBuilder.outlets
        interfaceBuilderClasses = interfaceBuilder.classes
        interfaceBuilderDocuments = interfaceBuilder.documentCount
        var members: [FileIndexEntry.MemberFacts] = []
        var otherReads: Set<String> = []
        var animatedChanges: [FileIndexEntry.AnimatedChange] = []
        var sectionHeights: [String: String] = [:]
        var sectionViews: [String: Set<String>] = [:]
        var heldParameters: [String: String] = [:]
        var passedViews: [String: Set<String>] = [:]
        var iconSymbols: [String: String] = [:]
        var iconWrappers: [String: String] = [:]
        for entry in entries {
            iconSymbols.merge(entry.iconSymbols) { first, _ in first }
            iconWrappers.merge(entry.iconWrappers) { first, _ in first }
            symbolLabels.merge(entry.symbolLabels) { $0.union($1) }
            heldParameters.merge(entry.heldParameters) { first, _ in first }
            passedViews.merge(entry.passedViews) { $0.union($1) }
            heldViews.merge(entry.heldTypes) { first, _ in first }
            sectionHeights.merge(entry.sectionHeights) { first, _ in first }
            sectionViews.merge(entry.sectionViews) { $0.union($1) }
            animatedChanges += entry.animatedChanges
            appearanceOnlyMembers.formUnion(entry.appearanceReads)
            otherReads.formUnion(entry.otherReads)
            animatedMembers.formUnion(entry.animatedReads)
            barViewTypes.formUnion(entry.barViewTypes)
            interactiveAnimators.formUnion(entry.interactiveAnimators)
            buttonImageProperties.formUnion(entry.buttonImageProperties)
            parameterLabellers.formUnion(entry.parameterLabellers)
            roundViews.merge(entry.roundViews) { first, _ in first }
            representableUpdates.merge(entry.representableUpdates) { first, _ in first }
            textViewProperties.merge(entry.textViewProperties) { first, _ in first }
            handedText.merge(entry.handedText) { $0 && $1 }
            focusCallbacks.merge(entry.focusCallbacks) { $0 && $1 }
            for facts in entry.types {
                // A type's extensions add conformances and body content to it.
                if var known = types[facts.name] {
                    if !known.isExtension, !facts.isExtension { declaredAgain.insert(facts.name) }
                    known.inherits += facts.inherits.filter { !known.inherits.contains($0) }
                    known.calls.formUnion(facts.calls)
                    known.gestures.formUnion(facts.gestures)
                    known.readsReduceMotion = known.readsReduceMotion || facts.readsReduceMotion
                    known.drawsText = known.drawsText || facts.drawsText
                    known.usesConfigurationLabel = known.usesConfigurationLabel || facts.usesConfigurationLabel
                    known.setsAccessibilityLabel = known.setsAccessibilityLabel || facts.setsAccessibilityLabel
                    known.makesOneElement = known.makesOneElement || facts.makesOneElement
                    known.marksButton = known.marksButton || facts.marksButton
                    known.nameProperty = known.nameProperty ?? facts.nameProperty
                    known.altTextProperty = known.altTextProperty ?? facts.altTextProperty
                    known.methods.formUnion(facts.methods)
                    known.imageProperties.formUnion(facts.imageProperties)
                    known.isProtocol = known.isProtocol || facts.isProtocol
                    known.isExtension = known.isExtension && facts.isExtension
                    known.representedView = known.representedView ?? facts.representedView
                    known.styleGrowth = known.styleGrowth ?? facts.styleGrowth
                    types[facts.name] = known
                } else {
                    types[facts.name] = facts
                }
            }
            members += entry.members
            for (name, facts) in entry.uses {
                useFacts[name, default: UseFacts()].fold = min(useFacts[name]?.fold ?? .hidden, facts.fold)
                useFacts[name]!.owners.formUnion(facts.owners)
                if entry.macOnlyUses.contains(name) { drawnOnMac.insert(name) } else { drawnElsewhere.insert(name) }
                if entry.debugOnlyUses.contains(name) { madeInDebug.insert(name) } else { madeElsewhere.insert(name) }
                if entry.textBesideUses.contains(name) {
                    drawnBesideText.insert(name)
                } else {
                    drawnApartFromText.insert(name)
                }
                if entry.toolbarUses.contains(name) {
                    drawnInToolbar.insert(name)
                } else {
                    drawnOutsideToolbar.insert(name)
                }
            }
            localizesStrings = localizesStrings || entry.localizesStrings
            if let lookup = entry.stringLookup.flatMap(StringLookup.init(encoded:)) {
                stringLookups[lookup, default: 0] += 1
            }
            var callees: Set<String> = []
            for lookup in entry.caseKeyedLookups {
                guard let bar = lookup.firstIndex(of: "|") else { continue }
                let callee = String(lookup[..<bar])
                caseKeyedLookups[callee, default: ([], 0)].cases.insert(String(lookup[lookup.index(after: bar)...]))
                callees.insert(callee)
            }
            for callee in callees { caseKeyedLookups[callee]!.files += 1 }
            if entry.looksUpLiteralKeys { literalKeyedFiles += 1 }
            for (path, text) in entry.generatedStrings { generatedStrings[text.lowercased(), default: []].append(path) }
            // `static let textCopy = NSLocalizedString("color.copy", …)`: the table's text for its key.
            for (path, key) in entry.generatedStringKeys {
                guard let text = catalogKeys.text(forKey: key) else { continue }
                generatedStrings[text.lowercased(), default: []].append(path)
            }
        }
        // A table's or collection's sections of fixed height hold the views its delegate gives them.
        for key in sectionViews.keys.sorted() {
            guard let height = sectionHeights[key], let space = key.firstIndex(of: " ") else { continue }
            let owner = String(key[..<space])
            let kind = key[key.index(after: space)...]
            for view in sectionViews[key]!.sorted() {
                let name = view.hasPrefix(".") ? owner + view : view
                if heldViews[name] == nil {
                    let role = view.hasPrefix(".") ? "is added to a section \(kind)" : "is a section \(kind)"
                    heldViews[name] = "\(role) of \(owner), whose height is fixed by \(height)"
                }
            }
        }
        // A view passed to a parameter that the function holds at a constant height.
        for key in passedViews.keys.sorted() {
            guard let held = heldParameters[key], let space = key.lastIndex(of: " ") else { continue }
            let call = key[..<space].replacingOccurrences(of: ":)", with: ":…)")
            for view in passedViews[key]!.sorted() where heldViews[view] == nil {
                heldViews[view] =
                    "is passed as \(key[key.index(after: space)...]): to \(call), which holds it at \(held)"
            }
        }
        viewReadMembers = appearanceOnlyMembers.union(otherReads)
        appearanceOnlyMembers.subtract(otherReads)
        // Protocols that refine View, directly or through other project protocols.
        var refining: Set<String> = []
        var grew = true
        while grew {
            grew = false
            for facts in types.values
            where facts.isProtocol && !refining.contains(facts.name)
                && facts.inherits.contains(where: { Self.viewProtocols.contains($0) || refining.contains($0) })
            {
                refining.insert(facts.name)
                grew = true
            }
        }
        protocolsRefiningView = refining
        for facts in types.values where !facts.isProtocol {
            if facts.inherits.contains("App") { hasAppEntry = true }
            if facts.inherits.contains("UIApplicationDelegate") || facts.inherits.contains("NSApplicationDelegate") {
                hasAppDelegate = true
            }
            if facts.inherits.contains(where: { Self.styleProtocols.contains($0) }) { styles.insert(facts.name) }
            if facts.inherits.contains(where: {
                Self.viewProtocols.contains($0) || refining.contains($0) || Self.styleProtocols.contains($0)
                    || Self.representables.contains($0)
            }) {
                viewLike.insert(facts.name)
            }
            // A view that reads the setting gates its own animations, not those applied to it;
            // a modifier or helper type that reads it gates what it is applied to.
            let isView = facts.inherits.contains(where: {
                $0 == "View" || refining.contains($0) || Self.styleProtocols.contains($0)
            })
            if facts.readsReduceMotion, !isView { reduceMotionTypes.insert(facts.name) }
        }
        for member in members where !member.owner.isEmpty {
            let key = member.owner + "." + member.name
            buttonBuilders[key] = (buttonBuilders[key] ?? true) && member.makesOneElement && member.marksButton
        }
        for member in members {
            if member.isImageTyped { imageMembers.insert(member.name) }
            if !member.animatorChanges.isEmpty {
                animatorChangesByMember[member.name, default: []].append(member.animatorChanges)
            }
            if member.scalesFont { scaledFontMembers.insert(member.name) }
            // Helpers live at the top level, in extensions and in non-view types; a view's own
            // `body` reading the setting helps only that view.
            guard !Self.viewEntryPoints.contains(member.name), !viewLike.contains(member.owner) else { continue }
            // A helper reads the setting itself, or applies a type that does.
            if member.readsReduceMotion || !member.calls.isDisjoint(with: reduceMotionTypes) {
                reduceMotionMembers.insert(member.name)
            }
        }
        // Through other helpers: `elementDefault` calls `disabledIfReduceMotionEnabled()`, which reads it.
        let viewTypeNames = viewLike
        var helpers = members.filter {
            !Self.viewEntryPoints.contains($0.name) && !viewTypeNames.contains($0.owner) && !$0.helperCalls.isEmpty
        }
        var respecting = reduceMotionMembers
        var grewHelpers = true
        while grewHelpers {
            grewHelpers = false
            var waiting: [FileIndexEntry.MemberFacts] = []
            for member in helpers where !respecting.contains(member.name) {
                if member.helperCalls.isDisjoint(with: respecting) {
                    waiting.append(member)
                } else {
                    respecting.insert(member.name)
                    grewHelpers = true
                }
            }
            helpers = waiting
        }
        reduceMotionMembers = respecting
        animationHelpers = Self.animationHelpers(in: members, respecting: respecting)
        durationHelpers = Self.durationHelpers(in: members, respecting: respecting)
        // `extension View { func isVisible(_ shown: Bool) -> some View { opacity(shown ? 1 : 0) } }`:
        // a modifier of the project's that only changes how a view looks. Every member of that
        // name must be one (a name declared twice with other bodies is not known).
        var modifierCandidates: [String: Bool] = [:]
        for member in members where member.owner == "View" {
            let onlyRestyles =
                !member.helperCalls.isEmpty && member.helperCalls.isSubset(of: ViewCallNames.appearanceCalls)
                && member.calls.isSubset(of: ["Color"])
            modifierCandidates[member.name] = (modifierCandidates[member.name] ?? true) && onlyRestyles
        }
        for member in members where member.owner != "View" { modifierCandidates[member.name] = false }
        appearanceModifiers = Set(modifierCandidates.filter(\.value).keys)
        // A `withAnimation` whose animation names a helper that reads the setting, or the setting
        // itself (`reduceMotion ? nil : .spring`), already respects it.
        let gatingNames = reduceMotionMembers
        for change in animatedChanges {
            let gated = change.animationWords.contains { word in
                gatingNames.contains(word) || FileIndexExtractor.isReduceMotionName(word)
                    || word.lowercased().contains("reducemotion")
            }
            if gated {
                changesAnimatedGated.formUnion(change.changed)
            } else {
                changesAnimatedUngated.formUnion(change.changed)
            }
        }
        for name in types.keys.sorted() {
            let facts = types[name]!
            digest.add(name)
            digest.add(facts.inherits.joined(separator: ","))
            digest.add(facts.calls.sorted().joined(separator: ","))
            digest.add(facts.gestures.sorted().joined(separator: ","))
            digest.add(facts.styleGrowth?.encoded ?? "")
            digest.add(
                "\(facts.readsReduceMotion)\(facts.drawsText)\(facts.usesConfigurationLabel)\(facts.isProtocol)\(facts.representedView ?? "")"
            )
            digest.add("\(facts.setsAccessibilityLabel)\(facts.makesOneElement)\(facts.marksButton)")
            digest.add(
                (facts.nameProperty ?? "") + "|" + facts.imageProperties.sorted().joined(separator: ",")
                    + "|" + facts.methods.sorted().joined(separator: ",") + "|" + (facts.altTextProperty ?? ""))
        }
        for set in [
            reduceMotionMembers, scaledFontMembers, imageMembers, appearanceOnlyMembers, viewReadMembers,
            animatedMembers, appearanceModifiers, changesAnimatedUngated, changesAnimatedGated, barViewTypes,
            buttonImageProperties, parameterLabellers, interactiveAnimators,
        ] { digest.add(set.sorted().joined(separator: ",")) }
        for name in animatorChangesByMember.keys.sorted() {
            digest.add(
                name + "="
                    + animatorChangesByMember[name]!.map { $0.sorted().joined(separator: ",") }.sorted().joined(
                        separator: ";"))
        }
        digest.add("button builders " + buttonBuilders.filter(\.value).keys.sorted().joined(separator: ","))
        for helper in animationHelpers { digest.add("\(helper)") }
        digest.add("durations " + durationHelpers.joined(separator: ","))
        for name in heldViews.keys.sorted() { digest.add(name + "=" + heldViews[name]!) }
        for name in typedTables.keys.sorted() {
            digest.add(
                "typed " + name + "="
                    + typedTables[name]!.sorted { $0.key < $1.key }.map { $0.key + ":" + $0.value }
                    .joined(separator: ";"))
        }
        for key in symbolLabels.keys.sorted() {
            digest.add(key + "=" + symbolLabels[key]!.sorted().joined(separator: ";"))
        }
        for name in roundViews.keys.sorted() { digest.add("round " + name + "=" + roundViews[name]!) }
        for name in textViewProperties.keys.sorted() {
            digest.add("text view " + name + "=" + textViewProperties[name]!)
        }
        for name in representableUpdates.keys.sorted() {
            digest.add("update " + name + "=" + representableUpdates[name]!)
        }
        digest.add("\(localizesStrings)")
        for callee in caseKeyedLookups.keys.sorted() {
            let (cases, files) = caseKeyedLookups[callee]!
            digest.add("case keyed \(callee)=\(files):" + cases.sorted().joined(separator: ","))
        }
        digest.add("literal keyed files \(literalKeyedFiles)")
        digest.add("lookups:" + stringLookups.map { "\($0.key.encoded)=\($0.value)" }.sorted().joined(separator: ","))
        digest.add("handed text:" + handedText.filter(\.value).keys.sorted().joined(separator: ","))
        digest.add("focus callbacks:" + focusCallbacks.filter(\.value).keys.sorted().joined(separator: ","))
        // Which views some file draws decides which are never created (`isNeverCreated(view:)`).
        if hasAppEntry || hasAppDelegate { digest.add("drawn:" + useFacts.keys.sorted().joined(separator: ",")) }
        digest.add("on macOS:" + drawnOnMac.subtracting(drawnElsewhere).sorted().joined(separator: ","))
        digest.add("declared again:" + declaredAgain.sorted().joined(separator: ","))
        digest.add("in debug:" + madeInDebug.subtracting(madeElsewhere).sorted().joined(separator: ","))
        digest.add("beside text:" + drawnBesideText.subtracting(drawnApartFromText).sorted().joined(separator: ","))
        digest.add("in toolbars:" + drawnInToolbar.subtracting(drawnOutsideToolbar).sorted().joined(separator: ","))
        for name in useFacts.keys.sorted() where useFacts[name]!.fold != .open {
            digest.add(
                name + "=" + useFacts[name]!.fold.rawValue + useFacts[name]!.owners.sorted().joined(separator: ","))
        }
        for text in generatedStrings.keys.sorted() {
            digest.add(text + "=" + generatedStrings[text]!.sorted().joined(separator: ","))
        }
        iconInitializers = IconInitializer.projectWrappers(iconWrappers, symbols: iconSymbols)
        for initializer in iconInitializers {
            digest.add(initializer.signature + initializer.symbols.keys.sorted().map { "," + $0 }.joined())
            digest.add(initializer.symbols.keys.sorted().map { initializer.symbols[$0]! }.joined(separator: ","))
        }
        if !catalogKeys.isEmpty { digest.add(catalogKeys.digestText + "\(hasCatalogFile)") }
        for line in interfaceBuilder.digestLines { digest.add(line) }
        fingerprint = digest.hex
        for name in viewLike { contents[name] = resolveContent(of: name, visiting: []) }
        textShowing = Self.textShowing(viewLike: viewLike, types: types)
        for name in useFacts.keys where uses[name] == nil { uses[name] = resolveFold(of: name, visiting: []) }
    }

    // MARK: Queries

    /// A type whose code builds views: a View, ViewModifier, style, or conformer to a project
    /// protocol that refines View.
    public func isViewLike(_ name: String) -> Bool { viewLike.contains(name) }

    /// A SwiftUI style type (`ButtonStyle`, `LabelStyle`, …) declared in the project.
    public func isStyle(_ name: String) -> Bool { styles.contains(name) }

    /// A protocol of the project's that refines `View`.
    public func refinesView(_ protocolName: String) -> Bool { protocolsRefiningView.contains(protocolName) }

    /// Whether the type is declared (or extended) anywhere in the run.
    public func declares(_ name: String) -> Bool { types[name] != nil }

    /// Whether the project's type `name` inherits from one of `bases`, directly or through the
    /// project's own types (`final class PaddedLabel: BaseLabel`, `class BaseLabel: UILabel`).
    public func inherits(_ name: String, fromAnyOf bases: Set<String>) -> Bool {
        var seen: Set<String> = []
        var pending = [name]
        while let current = pending.popLast() {
            guard seen.insert(current).inserted, let facts = types[current] else { continue }
            if facts.inherits.contains(where: bases.contains) { return true }
            pending += facts.inherits
        }
        return false
    }

    /// What a project view's body holds; nil for names that are not project views.
    public func content(ofView name: String) -> ViewContent? { contents[name] }

    /// Whether the project's view `name` wraps a `Menu` (`NavBarMenu { items } label: { … }`): what
    /// it is handed becomes menu items, which keep no accessibility modifiers.
    public func wrapsMenu(_ name: String) -> Bool {
        viewLike.contains(name) && types[name]?.calls.contains("Menu") == true
    }

    /// Whether the project's view `name` draws a control whose closure takes a label (`Button`,
    /// `NavigationLink`, `Toggle`, `Link`, `Menu`): what it is handed as its `label:` goes there.
    public func drawsLabelledControl(view name: String) -> Bool {
        viewLike.contains(name)
            && types[name]?.calls.contains { ["Button", "NavigationLink", "Toggle", "Link", "Menu"].contains($0) }
                == true
    }

    /// Whether the project's view `name`, or a project view its body draws directly, names its own
    /// accessibility element: it makes views one element (`.combine`, `.ignore`) and sets
    /// `.accessibilityLabel` or shows a `Text`. A label on one part alone names no whole.
    /// One level only: a screen that somewhere draws a labelled badge is not named by it.
    public func namesOwnElement(view name: String) -> Bool {
        func names(_ view: String) -> Bool {
            guard viewLike.contains(view), let facts = types[view] else { return false }
            return facts.makesOneElement && (facts.setsAccessibilityLabel || facts.drawsText)
        }
        return names(name) || (types[name]?.calls.contains { $0 != name && names($0) } ?? false)
    }

    /// The label every image-only UIKit button of the project with this kind and image is given
    /// (`SymbolLabels.key`), when all such labels agree and are fixed words; nil otherwise.
    public func buttonLabel(forImage key: String) -> String? {
        guard let labels = symbolLabels[key], labels.count == 1, let only = labels.first, only != SymbolLabels.varies
        else { return nil }
        return only
    }

    /// What the project's SwiftUI code labels `symbol` with, anywhere (`ViewSymbolLabels`).
    public func viewLabels(forSymbol symbol: String) -> Set<String> {
        symbolLabels[ViewSymbolLabels.key(symbol: symbol)] ?? []
    }

    /// Whether the project's view `name` is a button to VoiceOver already: its code makes one
    /// element, labels it and adds the button trait (a bookmark row that does all three).
    /// Activating it taps it, so a tap around it is reached.
    public func isButtonElement(view name: String) -> Bool {
        guard viewLike.contains(name), let facts = types[name] else { return false }
        return facts.makesOneElement && facts.setsAccessibilityLabel && facts.marksButton
    }

    /// Whether the project's view `name` makes itself one element with the button trait
    /// (`.accessibilityElement(children: .combine)` and `.accessibilityAddTraits(.isButton)` in its
    /// code), labelled or read from its children: a tap around it needs neither again.
    /// Whether the member `name` of the project type `owner` (`NotificationCell.backupSeed`), every
    /// one of that name, builds a view that is one element with the button trait.
    public func buildsButtonElement(_ name: String, in owner: String) -> Bool {
        buttonBuilders[owner + "." + name] ?? false
    }

    public func makesItselfAButton(view name: String) -> Bool {
        guard viewLike.contains(name), let facts = types[name] else { return false }
        return facts.makesOneElement && facts.marksButton
    }

    /// The property that names an instance of the one project type that declares an image
    /// property `member` (`mediumImage` → `accessibilityName` of `AppIcon`): a value showing that
    /// image is such an instance. Nil when no type or several declare it, or it has no name.
    public func nameProperty(ofTypeWithImage member: String) -> String? {
        let owners = types.values.filter { $0.imageProperties.contains(member) }
        guard owners.count == 1 else { return nil }
        return owners.first?.nameProperty
    }

    /// Whether the project view `owner` declares an argument-free method `name` (`PlayerBar.toggleMode`).
    public func declares(method name: String, in owner: String) -> Bool {
        types[owner]?.methods.contains(name) ?? false
    }

    /// Whether the code of the project type `name` (its declaration and its extensions, in any
    /// file) mentions its `accessibilityLabel` or `accessibilityAttributedLabel`.
    public func mentionsAccessibilityLabel(type name: String) -> Bool { types[name]?.setsAccessibilityLabel ?? false }

    /// The stored `String` property of the project type `name` that holds a picture's alt text
    /// (`description?` when optional).
    public func altTextProperty(ofType name: String) -> String? { types[name]?.altTextProperty }

    /// The property or method (`localizedName()`) that names an instance of the project type `name`;
    /// nil when two project types share the name (nested `Configuration`s, say): a reference to it
    /// cannot tell which one it means.
    public func nameProperty(ofType name: String) -> String? {
        declaredAgain.contains(name) ? nil : types[name]?.nameProperty
    }

    /// Whether the project's view `name` shows a `Text` of its own.
    public func drawsText(view name: String) -> Bool { types[name]?.drawsText ?? false }

    /// Whether the project's view `name` shows a `Text`, its own or one of the project views it
    /// draws (`Row` drawing `TitleView(text: name)`): combining it names the element.
    public func showsText(view name: String) -> Bool { textShowing.contains(name) }

    /// A button style that draws a title of its own: a label added to its buttons overrides it.
    public func drawsOwnTitle(style name: String) -> Bool {
        guard let facts = types[name], styles.contains(name),
            facts.inherits.contains(where: { $0 == "ButtonStyle" || $0 == "PrimitiveButtonStyle" })
        else { return false }
        return facts.drawsText
    }

    /// How much the project button style `name` grows the label it is given; nil when it does
    /// not pad a tappable area nor give a minimum frame, or is no project style.
    public func growth(ofButtonStyle name: String) -> StyleGrowth? {
        guard let facts = types[name], styles.contains(name),
            facts.inherits.contains(where: { $0 == "ButtonStyle" || $0 == "PrimitiveButtonStyle" })
        else { return nil }
        return facts.styleGrowth
    }

    /// The project type names a `.buttonStyle(…)` argument may name: `PillStyle()`, `PillStyle(tint: …)`,
    /// or the static member a style extension declares, `.pill` (`Pill`, `PillButtonStyle`, `PillStyle`).
    public static func buttonStyleCandidates(_ argument: ExprSyntax) -> [String] {
        if let call = argument.as(FunctionCallExprSyntax.self) {
            if let name = call.calleeName { return [name] }
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil else {
                return []
            }
            return memberCandidates(member.declName.baseName.text)
        }
        if let reference = argument.as(DeclReferenceExprSyntax.self) { return [reference.baseName.text] }
        if let member = argument.as(MemberAccessExprSyntax.self), member.base == nil {
            return memberCandidates(member.declName.baseName.text)
        }
        return []
    }

    private static func memberCandidates(_ name: String) -> [String] {
        let typeName = name.prefix(1).uppercased() + name.dropFirst()
        return [typeName, typeName + "ButtonStyle", typeName + "Style"]
    }

    /// How the places that draw the project view `name` fold it for assistive technology: the
    /// least folded of them decides; nil when no file of the run draws it.
    public func fold(ofUsesOf name: String) -> UseFold? { uses[name] }

    /// Whether every place in the project that hands `view` a closure with parameters
    /// (`ContentToggle { shown in … }`) hands it only text; false when none does.
    public func isHandedOnlyText(_ view: String) -> Bool { handedText[view] == true }

    /// Whether every closure the project assigns to the member `name` (`label.didTap = { … }`) only
    /// moves keyboard focus (`self?.input.becomeFirstResponder()`); false when none is assigned.
    public func isFocusCallback(_ name: String) -> Bool { focusCallbacks[name] == true }

    /// Whether every place of the run that draws `name` is inside `#if os(macOS)`: a view only
    /// macOS shows, whatever else its own file builds for.
    public func isDrawnOnlyOnMac(view name: String) -> Bool {
        drawnOnMac.contains(name) && !drawnElsewhere.contains(name)
    }

    /// Whether every place of the run that makes the type `name` is inside `#if DEBUG`: a developer
    /// tool (an FPS meter) that release builds never show.
    public func isMadeOnlyInDebug(_ name: String) -> Bool {
        madeInDebug.contains(name) && !madeElsewhere.contains(name)
    }

    /// Whether every place of the run that draws the view `name` sits in a stack that also shows text
    /// (`HStack { EntryThumbnail(url: entry.image); Text(entry.title) }`); false when none draws it.
    public func isDrawnOnlyBesideText(_ name: String) -> Bool {
        drawnBesideText.contains(name) && !drawnApartFromText.contains(name)
    }

    /// Whether every place of the run that draws the view `name` is an item of a toolbar
    /// (`ToolbarItem { RefreshButton() }`); false when none draws it.
    public func isDrawnOnlyInToolbars(_ name: String) -> Bool {
        drawnInToolbar.contains(name) && !drawnOutsideToolbar.contains(name)
    }

    /// Whether the type `name` is declared in more than one place of the run (not extended).
    public func isDeclaredAgain(_ name: String) -> Bool { declaredAgain.contains(name) }

    /// Whether the project's `View` type `name` is drawn by no file of a run that holds the app's
    /// entry point (an `App`): code nothing creates, or only previews do. Without the entry point
    /// the run is part of a project, and what creates the view may lie outside it.
    /// A view drawn only in the bodies of such views (`ContactPicture` drawn only by `ContactPicturePreview`,
    /// which only previews draw) is never created either.
    public func isNeverCreated(view name: String) -> Bool {
        hasAppEntry && types[name]?.inherits.contains("View") == true && isDrawnOnlyByUncreated(name, visiting: [])
    }

    /// Whether the run holds the app's entry point or delegate and nothing in it makes the class
    /// `name`: no file calls `name(…)`, no type inherits from it, no storyboard or xib holds it.
    /// (A cell registered with `Cell.self` is made by its table: callers ask only of other views.)
    public func isNeverMade(class name: String) -> Bool {
        guard hasAppEntry || hasAppDelegate, !madeInDebug.contains(name), !madeElsewhere.contains(name),
            !interfaceBuilderClasses.contains(name)
        else { return false }
        return !types.values.contains { $0.inherits.contains(name) }
    }

    /// No place draws `name`, or every place is in the body of a view nothing creates (a place hidden
    /// outside those bodies is never read either). A cycle says nothing: counted as created.
    private func isDrawnOnlyByUncreated(_ name: String, visiting: Set<String>) -> Bool {
        guard let facts = useFacts[name] else { return true }
        guard facts.fold == .hidden, !facts.owners.isEmpty, !visiting.contains(name) else { return false }
        return facts.owners.allSatisfy { owner in
            // `Card.header`: a helper of a view, drawn where the helper is used.
            owner != name && (owner.contains(".") || types[owner]?.inherits.contains("View") == true)
                && isDrawnOnlyByUncreated(owner, visiting: visiting.union([name]))
        }
    }

    /// A view representable whose UIKit or AppKit view is a control (`NSPopUpButton`): the system
    /// already makes it accessible and sizes it.
    public func wrapsNativeControl(_ name: String) -> Bool {
        guard let facts = types[name], facts.inherits.contains(where: Self.representables.contains),
            let wrapped = facts.representedView
        else { return false }
        return wrapsControl(wrapped)
    }

    /// A project view that is a UIKit or AppKit view: a representable, or a view whose body is
    /// only one in a stack (`SplitView` laying out `SplitViewControllerView`). A SwiftUI animation
    /// applied to it does not reach what the native view lays out (judged on real apps: a split
    /// view's panes collapse by an AppKit animation).
    public func hostsNativeContent(_ name: String) -> Bool {
        guard let facts = types[name] else { return false }
        if facts.inherits.contains(where: Self.representables.contains) { return true }
        let views = facts.calls.subtracting(["VStack", "HStack", "ZStack", "Group"])
        return !views.isEmpty
            && views.allSatisfy { types[$0]?.inherits.contains(where: Self.representables.contains) ?? false }
    }

    /// A function or property typed `Image` (appending a modifier to it changes its type).
    public func isImageTyped(member name: String) -> Bool { imageMembers.contains(name) }

    /// The project's drop-in replacements of one kind for SwiftUI's animation calls that check
    /// Reduce Motion themselves (`withAccessibilityAnimation`, `.accessibilityAnimation(_:value:)`),
    /// sorted by name.
    public func animationHelpers(replacing kind: AnimationHelper.Kind) -> [AnimationHelper] {
        animationHelpers.filter { $0.kind == kind }
    }

    /// A function visible to other files that respects Reduce Motion and takes an `Animation`:
    /// a free function that calls `withAnimation` and takes a closure, or a `View` extension
    /// method that takes a `value:` (the `.animation(_:value:)` form).
    private static func animationHelpers(
        in members: [FileIndexEntry.MemberFacts], respecting: Set<String>
    ) -> [AnimationHelper] {
        var helpers: Set<AnimationHelper> = []
        for member in members
        where respecting.contains(member.name) && !member.isFilePrivate
            && member.parameters.contains(where: \.isAnimation)
        {
            if member.owner.isEmpty, member.helperCalls.contains("withAnimation"),
                member.parameters.contains(where: \.isClosure)
            {
                helpers.insert(AnimationHelper(kind: .withAnimation, name: member.name, parameters: member.parameters))
            } else if member.owner == "View", member.parameters.contains(where: { $0.label == "value" }) {
                helpers.insert(
                    AnimationHelper(kind: .animationModifier, name: member.name, parameters: member.parameters))
            }
        }
        return helpers.sorted { ($0.name, "\($0.parameters)") < ($1.name, "\($1.parameters)") }
    }

    /// The project's own duration that drops to zero under Reduce Motion, `static func
    /// zeroIfReduceMotion(_ duration: Self) -> Self` in an extension of `TimeInterval`: a UIKit fix
    /// calls it (`withDuration: .zeroIfReduceMotion(0.3)`) as the project does. The first by name.
    public var durationHelper: String? { durationHelpers.first }

    /// Extension members of `TimeInterval` or `Double`, visible to other files, that read the setting
    /// and take one unlabelled value.
    private static func durationHelpers(in members: [FileIndexEntry.MemberFacts], respecting: Set<String>)
        -> [String]
    {
        let names = members.filter { member in
            ["TimeInterval", "Double"].contains(member.owner) && respecting.contains(member.name)
                && !member.isFilePrivate && member.parameters.count == 1
                && member.parameters.allSatisfy {
                    $0.label == "_" && !$0.isClosure && !$0.isAnimation && !$0.hasDefault
                }
        }.map(\.name)
        return Set(names).sorted()
    }

    /// A project helper (function, property, modifier type) that already looks at Reduce Motion.
    public func respectsReduceMotion(_ name: String) -> Bool {
        reduceMotionMembers.contains(name) || reduceMotionTypes.contains(name)
    }

    /// A property (`didCopy`) that every SwiftUI file of the run reads, through another object
    /// (`viewModel.didCopy`), only to change how views look: its text, colour, opacity, or views
    /// that fade in and out. Animating a change of it moves nothing.
    public func onlyChangesAppearance(member name: String) -> Bool { appearanceOnlyMembers.contains(name) }

    /// A property no SwiftUI file reads: changing it draws nothing (what the project's views show
    /// of it, they show through other members).
    /// Only said once the index has seen views at all: a lone view model's file says nothing.
    public func isUnreadByViews(member name: String) -> Bool { !viewLike.isEmpty && !viewReadMembers.contains(name) }

    /// A property (`isPresented`) that a SwiftUI file animates by value, through another object
    /// (`.animation(.easeOut, value: model.isPresented)`): that view animates its changes itself.
    public func isAnimatedByViews(member name: String) -> Bool { animatedMembers.contains(name) }

    /// A modifier the project adds to `View` that only changes how a view looks (its opacity,
    /// colour, …): `.isVisible(shown)` fades.
    public func isAppearanceModifier(_ name: String) -> Bool { appearanceModifiers.contains(name) }

    /// How the project's `withAnimation` closures change a property of this name: in one that
    /// ignores Reduce Motion, only in ones that respect it, or in none (nil).
    public func animatedChange(of name: String) -> AnimatedChangeKind? {
        if changesAnimatedUngated.contains(name) { return .ignoringReduceMotion }
        return changesAnimatedGated.contains(name) ? .respectingReduceMotion : nil
    }

    public enum AnimatedChangeKind: Sendable { case ignoringReduceMotion, respectingReduceMotion }

    /// Whether the index saw any `withAnimation` change at all: without one (a lone file, a run
    /// over one folder of views), a change it did not see says nothing.
    public var knowsAnimatedChanges: Bool { !changesAnimatedUngated.isEmpty || !changesAnimatedGated.isEmpty }

    /// What holds the project's view type `name` at a constant height elsewhere in the run
    /// ("is held at row.heightAnchor.constraint(equalToConstant: 72) in OptionsPicker"), or
    /// holds the property `member` of `owner` (`UpNextController.remainingLabel`, added to a
    /// section header of fixed height). Only for types the run declares: an extension of a
    /// system class is no held view.
    public func heldHeight(ofType name: String) -> String? {
        guard let facts = types[name], !facts.isExtension else { return nil }
        return heldViews[name]
    }

    public func heldHeight(ofMember member: String, in owner: String) -> String? {
        heldViews["\(owner).\(member)"]
    }

    /// The project view type `name`, or the class it inherits from, that clips itself to a circle
    /// with labels of constant width (`RoundViews`), and how: its text cannot grow.
    public func clippedCircle(around name: String) -> (type: String, how: String)? {
        var seen: Set<String> = []
        var pending = [name]
        while let current = pending.popLast() {
            guard seen.insert(current).inserted else { continue }
            if let how = roundViews[current] { return (current, how) }
            pending += types[current]?.inherits ?? []
        }
        return nil
    }

    /// The SwiftUI representable update (`SlideToSnooze.updateUIView`) that calls `method` on a
    /// view of type `type` while giving text fonts of its own (`RepresentableUpdates`).
    public func representableUpdate(calling method: String, on type: String) -> String? {
        representableUpdates["\(type).\(method)"]
    }

    /// A font helper whose sizes already scale (`UIFontMetrics…scaledValue`, preferred fonts, `@ScaledMetric`).
    public func scalesFont(member name: String) -> Bool { scaledFontMembers.contains(name) }

    /// The type of the stored property `property` of the project type `owner`, when it is named
    /// as a text view (`PromoBannerView.titleView` → `UILabel`).
    public func textViewProperty(_ property: String, of owner: String) -> String? {
        textViewProperties["\(owner).\(property)"]
    }

    /// A view type some file shows in a bar (`navigationItem.titleView = ChatTitleView()`).
    public func isShownInBar(_ type: String) -> Bool { barViewTypes.contains(type) }

    /// A transition animator type some file returns for a transition its interaction controller
    /// drives (`case .pop: return BackAnimator()` beside `interactionControllerFor`).
    public func isDrivenInteractively(_ type: String) -> Bool { interactiveAnimators.contains(type) }

    /// Whether `method(label:)` of `owner`, or of a type or protocol it inherits from, labels the
    /// control passed as that parameter (`setupAccessibility(forSidebarButton:)`).
    public func labelsParameter(ofMethod method: String, label: String, calledIn owner: String) -> Bool {
        let suffix = ".\(method)(\(label):)"
        return parameterLabellers.contains { key in
            guard key.hasSuffix(suffix) else { return false }
            let declaring = String(key.dropLast(suffix.count))
            return declaring == owner || inherits(owner, fromAnyOf: [declaring])
        }
    }

    /// Whether a type other than `owner` gives its own stored `property` an image
    /// (`imageButton.setImage(…)` in `InstantOnboardingView`): a button made there.
    public func givesImage(toPropertyNamed property: String, outside owner: String) -> Bool {
        buttonImageProperties.contains { key in key.hasSuffix("." + property) && key != owner + "." + property }
    }

    /// Where a storyboard or xib holds the view class `type` at a constant height (`38 pt in Effects.xib`).
    public func interfaceBuilderHeight(of type: String) -> String? { interfaceBuilderHeights[type] }

    /// Whether the project has storyboards or xibs and none of them makes the view class `type`
    /// or a subclass of it: `awakeFromNib` of such a class never runs. False when no document was
    /// read, as nothing is known then.
    public func isNeverLoadedFromNib(_ type: String) -> Bool {
        guard interfaceBuilderDocuments > 0 else { return false }
        return !interfaceBuilderClasses.contains { $0 == type || inherits($0, fromAnyOf: [type]) }
    }

    /// What a storyboard or xib says of the label that outlet `outlet` of `type` points to.
    public func interfaceBuilderLabel(_ outlet: String, of type: String) -> InterfaceBuilderHeights.OutletLabel? {
        interfaceBuilderOutlets[type + "." + outlet]
    }

    public var viewTypeCount: Int { viewLike.count }

    /// The generated member whose English text is `text`, from the top level of its strings type
    /// only (`L10n.closeLabel`): a nested one (`L10n.CarPlay.back`) belongs to one screen and may
    /// be translated for it. None when two top-level members share the text (which is a guess).
    /// Of several, the one the project keeps for accessibility (`L10n.a11yDelete` beside
    /// `L10n.actionDelete`) is its own choice for a label.
    /// Per generated strings type (`L10n`): the targets that compile a file declaring its members,
    /// where the project says. A file one of them compiles can use the members even when it uses
    /// none yet; without that fact only a file that already uses the type does.
    public private(set) var generatedStringTargets: [String: Set<String>] = [:]
    /// Generated strings types whose members are `public`: a module importing theirs can use them.
    public private(set) var publicGeneratedStrings: Set<String> = []

    /// Records that `targets` compile the file whose entry is `entry` (a no-op for a file that
    /// declares no generated strings), and folds that fact into the fingerprint.
    public mutating func noteTargets(_ targets: Set<String>, compiling entry: FileIndexEntry) {
        guard !targets.isEmpty, !entry.generatedStrings.isEmpty || !entry.generatedStringKeys.isEmpty else { return }
        let paths = Array(entry.generatedStrings.keys) + Array(entry.generatedStringKeys.keys)
        let roots = Set(paths.compactMap { $0.split(separator: ".").first.map(String.init) })
        var digest = Digest()
        digest.add(fingerprint)
        for root in roots.sorted() {
            generatedStringTargets[root, default: []].formUnion(targets)
            if entry.generatedStringsArePublic { publicGeneratedStrings.insert(root) }
            digest.add(root + ":" + generatedStringTargets[root]!.sorted().joined(separator: ","))
            digest.add("\(entry.generatedStringsArePublic)")
        }
        fingerprint = digest.hex
    }

    /// Records that `targets` compile the file whose entry is `entry` (a no-op for a file that
    /// looks no string up), and folds that fact into the fingerprint.
    public mutating func noteStringLookup(ofFileIn targets: Set<String>, entry: FileIndexEntry) {
        guard !targets.isEmpty, let encoded = entry.stringLookup, let lookup = StringLookup(encoded: encoded) else {
            return
        }
        var digest = Digest()
        digest.add(fingerprint)
        for target in targets.sorted() {
            stringLookupsByTarget[target, default: [:]][lookup, default: 0] += 1
            digest.add("lookup " + target + "=" + encoded)
        }
        fingerprint = digest.hex
    }

    /// The Foundation lookup most files of `targets` use (all of the project's files when no
    /// target is known, or the targets' files look nothing up); nil when none is, or two tie.
    public func stringLookup(inTargets targets: Set<String>) -> StringLookup? {
        var counts: [StringLookup: Int] = [:]
        for target in targets {
            counts.merge(stringLookupsByTarget[target] ?? [:], uniquingKeysWith: +)
        }
        return StringLookup.dominant(counts.isEmpty ? stringLookups : counts)
    }

    public func generatedString(for text: String) -> String? {
        let topLevel = (generatedStrings[text.lowercased()] ?? []).filter { $0.split(separator: ".").count == 2 }
        if topLevel.count == 1 { return topLevel[0] }
        let forAccessibility = topLevel.filter { path in
            let member = path.split(separator: ".").last.map(String.init)?.lowercased() ?? ""
            return member.hasPrefix("a11y") || member.hasPrefix("accessibility")
        }
        return forAccessibility.count == 1 ? forAccessibility[0] : nil
    }

    /// Every generated member whose English text is `text`, at any depth, sorted.
    public func generatedStrings(saying text: String) -> [String] {
        Set(generatedStrings[text.lowercased()] ?? []).sorted()
    }

    /// The generated member whose English text is `text` in an accessibility namespace at any depth
    /// (`L10n.Accessibility.Pdf.settings`): words the project keeps for labels, on any screen. Nil
    /// when none or several (which would be a guess).
    public func accessibilityGeneratedString(for text: String) -> String? {
        let found = (generatedStrings[text.lowercased()] ?? []).filter { path in
            path.split(separator: ".").dropFirst().dropLast().contains { part in
                let name = part.lowercased()
                return name == "accessibility" || name == "a11y"
            }
        }
        return found.count == 1 ? found[0] : nil
    }

    /// The key of the project's string tables that holds `phrase`, for a file whose localized
    /// literals are `usedLiterals`: only where that file already looks words up by such keys,
    /// and only when one key is the clear choice (see `CatalogKeys.key(for:usedIn:)`).
    public func catalogKey(for phrase: String, usedLiterals: Set<String>) -> String? {
        catalogKeys.key(for: phrase, usedIn: usedLiterals)
    }

    /// The key of the project's tables that is its own English text and says `phrase` (see
    /// `CatalogKeys.textKey(saying:)`).
    public func textKey(saying phrase: String) -> String? { catalogKeys.textKey(saying: phrase) }

    /// The function the project looks its words up through by its keys' enum cases
    /// (`rmbLocalized(.removeButton)`, `CaseKeyedLookups`), where it is how most files that look
    /// words up do: from more files than look theirs up by literal keys, with three keys at least.
    public var caseKeyedFunction: String? {
        guard let (callee, facts) = caseKeyedLookups.max(by: { ($0.value.files, $1.key) < ($1.value.files, $0.key) }),
            facts.cases.count >= 3, facts.files > literalKeyedFiles
        else { return nil }
        return callee
    }

    /// `rmbLocalized(.removeReminderButton)` for "Remove": the project's case-keyed lookup of a key
    /// its tables hold with these words, among the cases the code already hands that function (so
    /// the case exists). Of several such keys, one named for a control (`…Button`), then the shortest.
    /// Nil when the project has no such function or none of its cases holds the words.
    public func caseKeyedWords(for phrase: String) -> String? {
        guard let callee = caseKeyedFunction, let cases = caseKeyedLookups[callee]?.cases else { return nil }
        let keys = catalogKeys.keys(saying: phrase).filter(cases.contains)
        let control = keys.filter { $0.lowercased().hasSuffix("button") }
        guard let key = (control.isEmpty ? keys : control).min(by: { ($0.count, $0) < ($1.count, $1) }) else {
            return nil
        }
        return "\(callee)(.\(key))"
    }

    /// Whether the project has string tables at all: most files need no look at their literals.
    public var hasStringCatalogs: Bool { !catalogKeys.isEmpty }

    /// The English text the project's default string tables hold for `key`.
    public func tableText(forKey key: String) -> String? { catalogKeys.text(forKey: key) }

    /// How new labels are written in this project, for `a11yfix why`: its tables, its generated
    /// strings types and what becomes of words no entry holds.
    public var stringsDescription: String {
        var parts: [String] = []
        if catalogKeys.isEmpty {
            parts.append("no default string table")
        } else {
            let kind = hasCatalogFile ? "a String Catalog" : ".strings tables"
            let keyed = catalogKeys.keysByName ? "keyed by name" : "keyed by their English text"
            parts.append("\(kind) (\(catalogKeys.keyCount) keys, \(keyed))")
        }
        for root in generatedStringTargets.keys.sorted() {
            let targets = generatedStringTargets[root]!.sorted().map { "'\($0)'" }.joined(separator: ", ")
            let access = publicGeneratedStrings.contains(root) ? "public" : "internal"
            parts.append("generated \(root) (\(access), compiled by \(targets))")
        }
        if !typedTables.isEmpty {
            parts.append("typed lookups of " + typedTables.keys.sorted().map { ".\($0)(…)" }.joined(separator: ", "))
        }
        if !localizesStrings {
            parts.append("the code looks nothing up: labels are literals")
        } else if newEnglishTextStaysUntranslated {
            parts.append("words no entry holds are reported, not written in English")
        } else {
            parts.append("new words are literals translators get")
        }
        return parts.joined(separator: "; ")
    }

    /// The source-language words of a typed lookup `.app(.done)`: the `done` key of the catalog
    /// the function names (`App.xcstrings`), or of the default table for `.localizable(…)`.
    public func typedText(of resource: String) -> String? {
        guard resource.hasPrefix("."), resource.hasSuffix(")"), let open = resource.firstIndex(of: "(") else {
            return nil
        }
        let function = String(resource[resource.index(after: resource.startIndex)..<open])
        let member = resource[resource.index(after: open)..<resource.index(before: resource.endIndex)]
        guard member.hasPrefix("."), !member.contains("(") else { return nil }
        let key = String(member.dropFirst())
        return typedTables[function]?[key] ?? (function == "localizable" ? tableText(forKey: key) : nil)
    }

    /// The typed lookups of `functions` (`app`) whose words are `phrase`: `.app(.done)` for "Done".
    public func typedResources(saying phrase: String, through functions: Set<String>) -> [String] {
        functions.sorted().flatMap { function in
            (typedTables[function] ?? [:]).filter { key, text in
                key.first?.isLowercase == true && key.allSatisfy { $0.isLetter || $0.isNumber }
                    && Self.sameWords(text, phrase)
            }.keys.sorted().map { ".\(function)(.\($0))" }
        }
    }

    private static func sameWords(_ lhs: String, _ rhs: String) -> Bool {
        func comparable(_ text: String) -> String { String(text.lowercased().filter { $0.isLetter || $0.isNumber }) }
        return comparable(lhs) == comparable(rhs)
    }

    /// Whether one of the project's default string tables has `key`.
    public func isTableKey(_ key: String) -> Bool { catalogKeys.contains(key: key) }

    /// Whether a new English label would stay English: the project localizes its code, through
    /// `.strings` tables only (no String Catalog, which Xcode fills from the code's literals as
    /// it builds), whose keys are names rather than English text.
    public var newEnglishTextStaysUntranslated: Bool {
        localizesStrings && !hasCatalogFile && !catalogKeys.isEmpty && catalogKeys.keysByName
    }

    /// Whether any helper respects Reduce Motion: most projects have none, and then no call needs a look.
    public var hasReduceMotionHelpers: Bool { !reduceMotionMembers.isEmpty || !reduceMotionTypes.isEmpty }

    // MARK: Resolution

    /// The least folded place that draws `name`: a place in the open inside another type is as
    /// folded as that type's places (a badge drawn only by a hidden avatar is hidden).
    /// Answers are kept in `uses` as they are found: many views share owners. Within a cycle the
    /// answer is open, which only ever keeps a finding.
    private mutating func resolveFold(of name: String, visiting: Set<String>) -> UseFold {
        if let known = uses[name] { return known }
        guard let facts = useFacts[name] else { return .open }
        var fold = facts.fold
        for owner in facts.owners.sorted() where fold != .open {
            // A cycle (a view drawing itself through others) says nothing: counted as open.
            fold = min(
                fold,
                visiting.contains(owner) || owner == name
                    ? .open : resolveFold(of: owner, visiting: visiting.union([name])))
        }
        uses[name] = fold
        return fold
    }

    /// Endings of UIKit and AppKit classes a person operates: controls (`UIButton`, `NSPopUpButton`,
    /// `UISegmentedControl`), text and web views, maps, players, scroll and table views.
    static let operableClassEndings = [
        "Control", "Button", "Field", "Slider", "Switch", "Stepper", "Picker", "Well", "ComboBox", "TextView",
        "WebView",
        "MapView", "PlayerView", "ScrollView", "TableView", "CollectionView", "OutlineView", "CanvasView", "SearchBar",
    ]

    /// Whether the class a representable wraps, or a project class it inherits from, is operable.
    func wrapsControl(_ className: String, visiting: Set<String> = []) -> Bool {
        if Self.operableClassEndings.contains(where: className.hasSuffix) { return true }
        guard let facts = types[className], !visiting.contains(className) else { return false }
        return facts.inherits.contains { wrapsControl($0, visiting: visiting.union([className])) }
    }

    /// The views that draw a `Text`, or a project view that does, to any depth.
    private static func textShowing(viewLike: Set<String>, types: [String: FileIndexEntry.TypeFacts]) -> Set<String> {
        var showing = Set(viewLike.filter { types[$0]?.drawsText == true })
        var grew = true
        while grew {
            grew = false
            for name in viewLike where !showing.contains(name) {
                guard let calls = types[name]?.calls, !calls.isDisjoint(with: showing) else { continue }
                showing.insert(name)
                grew = true
            }
        }
        return showing
    }

    private func resolveContent(of name: String, visiting: Set<String>) -> ViewContent {
        guard let facts = types[name] else { return .unresolved(name) }
        if facts.inherits.contains(where: Self.representables.contains) {
            // A GIF image view or a visual-effect background only shows; an unknown class may not.
            guard let wrapped = facts.representedView, !wrapsControl(wrapped) else { return .interactive(name) }
            return .plain
        }
        if let gesture = facts.gestures.sorted().first {
            return .interactive(gesture == name ? name : "\(gesture) in \(name)")
        }
        for call in facts.calls.sorted() {
            if Self.controls.contains(call) || FrameworkNames.controls.contains(call)
                || Self.browsedContent.contains(call)
            {
                return .interactive(call)
            }
        }
        for call in facts.calls.sorted() where call != name && !Self.plainContent.contains(call) {
            if viewLike.contains(call) {
                // A cycle says nothing new; the other members of the cycle are checked on their own.
                guard !visiting.contains(call) else { continue }
                switch resolveContent(of: call, visiting: visiting.union([name])) {
                case .plain: continue
                case let .interactive(control): return .interactive(control)
                case let .unresolved(what): return .unresolved(what)
                }
            } else if types[call] != nil {
                continue  // a project model or helper type, not a view
            } else if FrameworkNames.isValue(call) || FrameworkNames.layouts.contains(call)
                || FrameworkNames.imageViews.contains(call)
            {
                continue  // `CircularProgressViewStyle()`, `LazyVGrid`, `KFImage`: known, and no control
            } else {
                return .unresolved(call)
            }
        }
        return .plain
    }
}

/// FNV-1a over the index's text, as 16 hex digits: stable across processes and machines.
struct Digest {
    private var state: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ text: String) {
        for byte in text.utf8 {
            state ^= UInt64(byte)
            state = state &* 0x100_0000_01b3
        }
        state ^= 0xff
        state = state &* 0x100_0000_01b3
    }

    var hex: String {
        let digits = String(state, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
