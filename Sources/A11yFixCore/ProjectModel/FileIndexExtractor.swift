import A11yFixSyntax

/// Walks a file's tokens with a stack of brace scopes: a `{` after a type declaration opens that
/// type's body, one after a member declaration belongs to that member, any other is a block.
struct FileIndexExtractor {
    // Switches, not sets: every name token in the project meets these, and hashing each one
    // cost more than the rest of the scan.
    static func isDeclarationKeyword(_ name: String) -> Bool {
        switch name {
        case "struct", "class", "enum", "actor", "extension", "protocol": true
        default: false
        }
    }
    static func isMemberKeyword(_ name: String) -> Bool {
        switch name {
        case "func", "var", "let", "init", "subscript": true
        default: false
        }
    }
    static func isGestureModifier(_ name: String) -> Bool {
        // One byte turns most names away before seven string comparisons.
        switch name.utf8.first {
        case UInt8(ascii: "o"), UInt8(ascii: "g"), UInt8(ascii: "s"), UInt8(ascii: "h"), UInt8(ascii: "d"): break
        default: return false
        }
        switch name {
        case "onTapGesture", "onLongPressGesture", "gesture", "simultaneousGesture", "highPriorityGesture", "onDrag",
            "draggable":
            return true
        default: return false
        }
    }
    static func isReduceMotionName(_ name: String) -> Bool {
        // The shortest is 21 bytes: most names end the check at the count.
        guard name.utf8.count >= 21 else { return false }
        switch name {
        case "accessibilityReduceMotion", "isReduceMotionEnabled", "accessibilityDisplayShouldReduceMotion": return true
        default: return false
        }
    }

    /// What code that localises its strings calls (a generated `L10n` enum calls these too).
    static let localizationCalls = [
        "NSLocalizedString(", "String(localized:", "LocalizedStringResource(", "localizedString(forKey:",
    ]

    let bytes: [UInt8]
    let tokens: [SwiftTokenScanner.Token]

    init(bytes: [UInt8]) {
        self.bytes = bytes
        tokens = SwiftTokenScanner(bytes: bytes).tokens()
    }

    private enum Frame {
        case type(Int)
        case member
        case block
    }

    /// Per-member evidence that its sizes already scale.
    private struct FontEvidence {
        var metrics = false, scaled = false, preferred = false, pointSize = false, scaledMetric = false
        /// Reads the content size category: the project's own table of sizes per text size.
        var category = false
        var scales: Bool { (metrics && scaled) || (preferred && pointSize) || scaledMetric || category }
    }

    func run() -> FileIndexEntry {
        var entry = FileIndexEntry()
        var frames: [Frame] = []
        /// Per open type frame: the member being declared or defined at its level.
        var currentMember: [Int: Int] = [:]
        var memberFonts: [Int: FontEvidence] = [:]
        /// Per type: its functions whose names start with a capital, which its calls must not count as views.
        var capitalizedFunctions: [Int: Set<String>] = [:]
        var topLevelMember: Int?
        var pendingType: Int?
        var pendingMember = false
        /// `@ScaledMetric` seen: the next member's size scales.
        var scaledMetricPending = false
        var parenDepth = 0
        var memberParenDepth = 0
        /// The `{` of every type and member body, and of `PreviewProvider` types: for `FoldedUseScanner`.
        var bodies: Set<Int> = []
        var previewBodies: Set<Int> = []
        var typeBodies: [Int: String] = [:]
        /// The `{` of each member body directly in a type's, as "Type.member".
        var memberBodies: [Int: String] = [:]
        /// "Owner.name" of every `var`/`let` declared in a type body, and of every receiver of `setImage(`.
        var storedProperties: Set<String> = []
        var imageReceivers: Set<String> = []

        func innermostType() -> Int? {
            for frame in frames.reversed() { if case let .type(index) = frame { return index } }
            return nil
        }
        func member() -> Int? {
            if let type = innermostType() { return currentMember[type] }
            return topLevelMember
        }
        /// Whether declarations here are members: directly in a type body, or at the top level.
        func atMemberLevel() -> Bool {
            guard let last = frames.last else { return true }
            if case .type = last { return true }
            return false
        }

        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            let previousIsDot = index > 0 && tokens[index - 1].kind == .punctuation(UInt8(ascii: "."))
            switch token.kind {
            case .punctuation(UInt8(ascii: "{")):
                if let type = pendingType {
                    frames.append(.type(type))
                    bodies.insert(index)
                    typeBodies[index] = entry.types[type].name
                    if entry.types[type].inherits.contains("PreviewProvider") { previewBodies.insert(index) }
                    pendingType = nil
                } else if pendingMember {
                    // A member directly in a type body: its places are drawn where the member is used.
                    if case let .type(type)? = frames.last, let member = currentMember[type] {
                        memberBodies[index] = entry.types[type].name + "." + entry.members[member].name
                    }
                    frames.append(.member)
                    bodies.insert(index)
                } else {
                    frames.append(.block)
                }
                pendingMember = false
            case .punctuation(UInt8(ascii: "}")):
                if let frame = frames.popLast(), case let .type(type) = frame { currentMember[type] = nil }
                pendingType = nil
                pendingMember = false
            case .punctuation(UInt8(ascii: "(")):
                parenDepth += 1
            case .punctuation(UInt8(ascii: ")")):
                parenDepth = max(0, parenDepth - 1)
            case .arrow:
                // `func name(…) -> Image`: the return type, not a closure type inside the parameters.
                if atMemberLevel(), pendingMember, parenDepth == memberParenDepth, let member = member() {
                    if isImageType(at: index + 1) { entry.members[member].isImageTyped = true }
                    // `func makeNSView(context:) -> NSPopUpButton`: what the representable wraps.
                    if let type = innermostType(), ["makeUIView", "makeNSView"].contains(entry.members[member].name) {
                        entry.types[type].representedView = typeName(at: index + 1)
                    }
                }
            case .poundName:
                if equals(token, "#Preview") { entry.hasPreviews = true }
            case .attribute:
                // An attribute at member level starts the next declaration: its arguments
                // (`@Environment(\.accessibilityReduceMotion)`) belong to the type, not the member before.
                if atMemberLevel() {
                    if let type = innermostType() { currentMember[type] = nil } else { topLevelMember = nil }
                    pendingMember = false
                }
                if equals(token, "@ScaledMetric") { scaledMetricPending = true }
            case .name where !previousIsDot:
                let name = text(token)
                if atMemberLevel(), Self.isDeclarationKeyword(name), let declaration = typeDeclaration(at: index) {
                    entry.types.append(declaration.facts)
                    if declaration.facts.inherits.contains("PreviewProvider") { entry.hasPreviews = true }
                    pendingType = entry.types.count - 1
                    pendingMember = false
                    index = declaration.next
                    continue
                }
                if atMemberLevel(), Self.isMemberKeyword(name) {
                    let owner = innermostType().map { entry.types[$0] }
                    let memberName =
                        name == "init" || name == "subscript"
                        ? name : (index + 1 < tokens.count ? text(tokens[index + 1]) : "")
                    entry.members.append(FileIndexEntry.MemberFacts(name: memberName, owner: owner?.name ?? ""))
                    let member = entry.members.count - 1
                    if let type = innermostType() { currentMember[type] = member } else { topLevelMember = member }
                    if scaledMetricPending { memberFonts[member, default: .init()].scaledMetric = true }
                    scaledMetricPending = false
                    if name == "func" {
                        // `func PatchTimer(forDate:) -> some View`: a builder of the type, named like a view.
                        if let type = innermostType(), memberName.first?.isUppercase == true {
                            capitalizedFunctions[type, default: []].insert(memberName)
                        }
                        entry.members[member].isFilePrivate = isFilePrivate(keyword: index)
                        entry.members[member].parameters = parameters(from: index + 2)
                        if let type = innermostType(), entry.types[type].inherits.contains("View"),
                            index + 3 < tokens.count, tokens[index + 2].kind == .punctuation(UInt8(ascii: "(")),
                            tokens[index + 3].kind == .punctuation(UInt8(ascii: ")"))
                        {
                            entry.types[type].methods.insert(memberName)
                        }
                        // `func localizedName() -> LocalizedStringKey`: names an instance as a property would.
                        if let type = innermostType(), index + 6 < tokens.count,
                            tokens[index + 2].kind == .punctuation(UInt8(ascii: "(")),
                            tokens[index + 3].kind == .punctuation(UInt8(ascii: ")")), tokens[index + 4].kind == .arrow,
                            ["String", "LocalizedStringKey"].contains(text(tokens[index + 5]))
                        {
                            nameInstances(of: type, with: memberName + "()", in: &entry)
                        }
                    }
                    pendingMember = true
                    memberParenDepth = parenDepth
                    if name == "var" || name == "let", let owner {
                        storedProperties.insert(owner.name + "." + memberName)
                        if let type = textViewType(declaredAt: index) {
                            entry.textViewProperties[owner.name + "." + memberName] = type
                        }
                    }
                    // `var accessibilityName: String`, `var mediumImage: UIImage?`: what names and
                    // shows an instance.
                    if name == "var" || name == "let", let type = innermostType(), index + 3 < tokens.count,
                        tokens[index + 2].kind == .punctuation(UInt8(ascii: ":"))
                    {
                        let written = text(tokens[index + 3])
                        if written == "String" { nameInstances(of: type, with: memberName, in: &entry) }
                        // `let description: String?`: stored (no `{` after the type), alt text.
                        if written == "String", Self.altTextProperties.contains(memberName) {
                            let optional =
                                index + 4 < tokens.count && tokens[index + 4].kind == .punctuation(UInt8(ascii: "?"))
                            let after = index + (optional ? 5 : 4)
                            let computed =
                                name == "var" && after < tokens.count
                                && tokens[after].kind == .punctuation(UInt8(ascii: "{"))
                            if !computed {
                                keepAltText(of: type, member: memberName + (optional ? "?" : ""), in: &entry)
                            }
                        }
                        if ["UIImage", "NSImage", "Image"].contains(written) {
                            entry.types[type].imageProperties.insert(memberName)
                        }
                    }
                    // `var icon: Image`
                    if name == "var" || name == "let", index + 3 < tokens.count,
                        tokens[index + 2].kind == .punctuation(UInt8(ascii: ":")),
                        isImageType(at: index + 3)
                    {
                        entry.members[member].isImageTyped = true
                    }
                    index += name == "init" || name == "subscript" ? 1 : 2
                    continue
                }
                if frames.isEmpty, name == "import" {
                    if let module = importedModule(after: index) { entry.imports.insert(module) }
                }
                // `accessibilityLabel = …` on the type itself, in its body or an extension.
                if name == "accessibilityLabel" || name == "accessibilityAttributedLabel", let type = innermostType(),
                    index + 2 < tokens.count, tokens[index + 1].kind == .punctuation(UInt8(ascii: "=")),
                    tokens[index + 2].kind != .punctuation(UInt8(ascii: "="))
                {
                    entry.types[type].setsAccessibilityLabel = true
                }
                record(
                    name: name, at: index, into: &entry, type: innermostType(), member: member(), fonts: &memberFonts)
            case .name:
                // After a dot: a member or modifier name.
                let name = text(token)
                // `view.animator().alphaValue`: what the member animates through AppKit's proxy.
                if index >= 4, let member = member(), equals(tokens[index - 4], "animator"),
                    tokens[index - 3].kind == .punctuation(UInt8(ascii: "(")),
                    tokens[index - 2].kind == .punctuation(UInt8(ascii: ")"))
                {
                    entry.members[member].animatorChanges.insert(name)
                }
                // The same facts for the member whose body this is: a builder function of any type.
                if let member = member() {
                    if name == "accessibilityElement", index + 5 < tokens.count,
                        equals(tokens[index + 5], "combine") || equals(tokens[index + 5], "ignore")
                    {
                        entry.members[member].makesOneElement = true
                    }
                    if name == "accessibilityAddTraits",
                        tokens[(index + 1)..<min(index + 8, tokens.count)].contains(where: { equals($0, "isButton") })
                    {
                        entry.members[member].marksButton = true
                    }
                }
                if let type = innermostType() {
                    if Self.isGestureModifier(name) { entry.types[type].gestures.insert(name) }
                    if name == "setImage", let receiver = ownReceiver(ofMemberAt: index) {
                        imageReceivers.insert(entry.types[type].name + "." + receiver)
                    }
                    if name == "accessibilityLabel" || name == "accessibilityAttributedLabel" {
                        entry.types[type].setsAccessibilityLabel = true
                    }
                    // `.accessibilityElement(children: .combine)` or `.ignore`, not `.contain`.
                    if name == "accessibilityElement", index + 5 < tokens.count,
                        equals(tokens[index + 5], "combine") || equals(tokens[index + 5], "ignore")
                    {
                        entry.types[type].makesOneElement = true
                    }
                    // `.accessibilityAddTraits(.isButton)` or `([.isButton, .updatesFrequently])`.
                    if name == "accessibilityAddTraits",
                        tokens[(index + 1)..<min(index + 8, tokens.count)].contains(where: { equals($0, "isButton") })
                    {
                        entry.types[type].marksButton = true
                    }
                    if name == "label", index >= 2, equals(tokens[index - 2], "configuration") {
                        entry.types[type].usesConfigurationLabel = true
                        if let growth = StyleGrowth(modifiers: modifiers(after: index)) {
                            entry.types[type].styleGrowth = growth
                        }
                    }
                }
                record(
                    name: name, at: index, into: &entry, type: innermostType(), member: member(), fonts: &memberFonts)
            default:
                break
            }
            index += 1
        }
        for (member, evidence) in memberFonts where evidence.scales { entry.members[member].scalesFont = true }
        // A call of the type's own builder is its body, whose calls the type's calls hold already.
        for (type, names) in capitalizedFunctions { entry.types[type].calls.subtract(names) }
        // Keep what other files can use: members with a fact, and helpers outside primary type bodies.
        let extensionNames = Set(entry.types.filter(\.isExtension).map(\.name))
        let primaryNames = Set(entry.types.filter { !$0.isExtension }.map(\.name))
        entry.members = entry.members.filter { member in
            member.isImageTyped || member.readsReduceMotion || member.scalesFont || !member.animatorChanges.isEmpty
                || (member.makesOneElement && member.marksButton)
                || ((!member.calls.isEmpty || !member.helperCalls.isEmpty)
                    && (member.owner.isEmpty
                        || (extensionNames.contains(member.owner) && !primaryNames.contains(member.owner))))
        }
        entry.localizesStrings = Self.localizationCalls.contains { bytes.includes($0) }
        if entry.localizesStrings {
            let counts = StringLookupCounter(bytes: bytes, tokens: tokens).counts().filter(\.key.isFoundation)
            entry.stringLookup = StringLookup.dominant(counts)?.encoded
        }
        if bytes.includes("(.") || bytes.includes("(\"") {
            let scan = CaseKeyedLookups(bytes: bytes, tokens: tokens)
            let caseKeyed = scan.lookups()
            // A file counts for the way most of its lookups are written.
            if scan.literalKeyedCount() >= max(caseKeyed.count, 1) {
                entry.looksUpLiteralKeys = true
            } else {
                entry.caseKeyedLookups = caseKeyed
            }
        }
        if entry.imports.contains("SwiftUI") {
            let reads = MemberReads(tokens: tokens, bytes: bytes)
            entry.appearanceReads = reads.appearance
            entry.otherReads = reads.other
            entry.animatedReads = reads.animated
            entry.animatedChanges = AnimatedChanges(tokens: tokens, bytes: bytes).records
        }
        let held = HeldViews(tokens: tokens, bytes: bytes)
        (entry.heldTypes, entry.sectionHeights, entry.sectionViews) = (
            held.heldTypes, held.sectionHeights, held.sectionViews
        )
        (entry.heldParameters, entry.passedViews) = (held.heldParameters, held.passedViews)
        entry.roundViews = RoundViews(tokens: tokens, bytes: bytes, typeBodies: typeBodies).types
        entry.representableUpdates = RepresentableUpdates(tokens: tokens, bytes: bytes, typeBodies: typeBodies).calls
        if bytes.includes("titleView") || bytes.includes("customView") {
            entry.barViewTypes = BarViewTypes(tokens: tokens, bytes: bytes).names
        }
        entry.buttonImageProperties = imageReceivers.intersection(storedProperties)
        if bytes.includes("interactionControllerFor") {
            entry.interactiveAnimators = InteractiveAnimators(tokens: tokens, bytes: bytes).names
        }
        entry.handedText = HandedContent(tokens: tokens, bytes: bytes).textOnly
        if bytes.includes("FirstResponder") || bytes.includes("endEditing") {
            entry.focusCallbacks = FocusCallbacks(tokens: tokens, bytes: bytes).assignments
        } else if bytes.includes("= {") {
            entry.focusCallbacks = FocusCallbacks(tokens: tokens, bytes: bytes).assignments.mapValues { _ in false }
        }
        let places = FoldedUseScanner(
            tokens: tokens, bytes: bytes, bodies: bodies, previewBodies: previewBodies, typeBodies: typeBodies,
            memberBodies: memberBodies
        ).run()
        (entry.uses, entry.macOnlyUses, entry.debugOnlyUses) = (places.uses, places.macOnly, places.debugOnly)
        (entry.textBesideUses, entry.toolbarUses) = (places.besideText, places.inToolbar)
        return entry
    }

    /// `imageButton` of `imageButton.setImage(` or `self.imageButton.setImage(`: a property of the
    /// type itself, not of another object (`contentView?.imageButton`).
    private func ownReceiver(ofMemberAt index: Int) -> String? {
        guard index >= 2, tokens[index - 1].kind == .punctuation(UInt8(ascii: ".")), tokens[index - 2].kind == .name
        else { return nil }
        if index >= 3, tokens[index - 3].kind == .punctuation(UInt8(ascii: ".")) {
            guard index >= 4, equals(tokens[index - 4], "self"),
                index < 5 || tokens[index - 5].kind != .punctuation(UInt8(ascii: "."))
            else { return nil }
        } else if index >= 3, tokens[index - 3].kind == .punctuation(UInt8(ascii: "?")) {
            return nil
        }
        return text(tokens[index - 2])
    }

    /// Facts every name contributes, wherever it stands.
    /// Properties that name an instance, best first.
    static let nameProperties = [
        "accessibilityName", "accessibilityLabel", "displayName", "localizedName", "title", "name",
    ]

    /// Keeps `member` (`localizedName`, `localizedName()`) as what names an instance of the type at
    /// `type` when it ranks before the one kept so far.
    private func nameInstances(of type: Int, with member: String, in entry: inout FileIndexEntry) {
        func rank(_ name: String) -> Int? {
            Self.nameProperties.firstIndex(of: name.hasSuffix("()") ? String(name.dropLast(2)) : name)
        }
        guard let new = rank(member) else { return }
        if let kept = entry.types[type].nameProperty.flatMap(rank), kept <= new { return }
        entry.types[type].nameProperty = member
    }

    /// Properties that hold a picture's alt text, best first.
    static let altTextProperties = [
        "altText", "alt", "accessibilityDescription", "imageDescription", "altDescription", "caption", "description",
    ]

    /// Keeps `member` as a type's alt text when it ranks before the one kept so far.
    private func keepAltText(of type: Int, member: String, in entry: inout FileIndexEntry) {
        func rank(_ name: String) -> Int? {
            Self.altTextProperties.firstIndex(of: name.hasSuffix("?") ? String(name.dropLast()) : name)
        }
        guard let new = rank(member) else { return }
        if let kept = entry.types[type].altTextProperty.flatMap(rank), kept <= new { return }
        entry.types[type].altTextProperty = member
    }

    static let declarationKeywords: Set<String> = [
        "var", "let", "func", "init", "subscript", "struct", "class", "enum", "extension", "protocol", "typealias",
        "where", "associatedtype",
    ]

    /// Whether the colon at `colon` ends a `case …:` or `default:` label: a `case` or `default`
    /// comes before it, with no brace between.
    private func endsCaseLabel(colonAt colon: Int) -> Bool {
        var index = colon - 1
        while index >= 0, colon - index <= 40 {
            let token = tokens[index]
            if token.kind == .punctuation(UInt8(ascii: "{")) || token.kind == .punctuation(UInt8(ascii: "}")) {
                return false
            }
            if token.kind == .name {
                if equals(token, "case") || (equals(token, "default") && index == colon - 1) { return true }
                // `case a` then `var title: String {`: the colon is a declaration's. The `let` of
                // `case .some(let x)` or `case let x` binds a pattern.
                let bindsPattern =
                    (equals(token, "let") || equals(token, "var")) && index > 0
                    && (tokens[index - 1].kind == .punctuation(UInt8(ascii: "("))
                        || tokens[index - 1].kind == .punctuation(UInt8(ascii: ","))
                        || equals(tokens[index - 1], "case"))
                if !bindsPattern, Self.declarationKeywords.contains(text(token)) { return false }
            }
            index -= 1
        }
        return false
    }

    private func record(
        name: String, at index: Int, into entry: inout FileIndexEntry, type: Int?, member: Int?,
        fonts: inout [Int: FontEvidence]
    ) {
        let next = index + 1 < tokens.count ? tokens[index + 1].kind : nil
        let isCall = next == .punctuation(UInt8(ascii: "(")) || next == .punctuation(UInt8(ascii: "{"))
        let previousIsDot = index > 0 && tokens[index - 1].kind == .punctuation(UInt8(ascii: "."))
        // `some View {`, `: View {`, `-> Image {`: a type before a body, not a call. The colon of a
        // `case …:` or `default:` label is followed by the case's views (`case .formula: Details(…)`).
        // Asked only of calls: a colon's backward scan costs more than the rest of the record.
        let isTypePosition =
            isCall && index > 0
            && ((tokens[index - 1].kind == .punctuation(UInt8(ascii: ":")) && !endsCaseLabel(colonAt: index - 1))
                || tokens[index - 1].kind == .arrow
                || (tokens[index - 1].kind == .name
                    && (equals(tokens[index - 1], "some") || equals(tokens[index - 1], "any"))))
        if isCall, !previousIsDot, !isTypePosition, let first = name.utf8.first, first >= UInt8(ascii: "A"),
            first <= UInt8(ascii: "Z")
        {
            if let type {
                entry.types[type].calls.insert(name)
                if name == "Text" { entry.types[type].drawsText = true }
            }
            if let member { entry.members[member].calls.insert(name) }
        }
        if isCall, !isTypePosition, let member, let first = name.utf8.first, first >= UInt8(ascii: "a"),
            first <= UInt8(ascii: "z")
        {
            entry.members[member].helperCalls.insert(name)
        }
        if Self.isReduceMotionName(name) {
            if let type { entry.types[type].readsReduceMotion = true }
            if let member { entry.members[member].readsReduceMotion = true }
        }
        guard let member else { return }
        // Every name token comes here: one byte turns most away before seven string comparisons.
        switch name.utf8.first {
        case UInt8(ascii: "U"), UInt8(ascii: "s"), UInt8(ascii: "p"): break
        default: return
        }
        switch name {
        case "UIFontMetrics": fonts[member, default: .init()].metrics = true
        case "scaledValue", "scaledFont": fonts[member, default: .init()].scaled = true
        case "preferredFont": fonts[member, default: .init()].preferred = true
        case "pointSize": fonts[member, default: .init()].pointSize = true
        case "preferredContentSizeCategory", "UIContentSizeCategory": fonts[member, default: .init()].category = true
        default: break
        }
    }

    // MARK: Declarations

    /// The type of `let name: UILabel`, `var name: PaddedLabel!` or `let name = UITextField(…)` at
    /// `keywordIndex`, when it is named as a text view (…Label, …Field, …TextView).
    private func textViewType(declaredAt keywordIndex: Int) -> String? {
        let at = keywordIndex + 3
        guard at + 1 < tokens.count, tokens[keywordIndex + 1].kind == .name, tokens[at].kind == .name else {
            return nil
        }
        let separator = tokens[keywordIndex + 2].kind
        let typed = separator == .punctuation(UInt8(ascii: ":"))
        let made =
            separator == .punctuation(UInt8(ascii: "="))
            && tokens[at + 1].kind == .punctuation(UInt8(ascii: "("))
        guard typed || made else { return nil }
        let type = text(tokens[at])
        return ["Label", "Field", "TextView"].contains(where: type.hasSuffix) ? type : nil
    }

    /// `struct Name<…>: A, B.C<…> where … {`: the facts and the index of the token to go on from
    /// (the `{`, or where the declaration stops short of one). Nil for `class func` and the like.
    private func typeDeclaration(at keywordIndex: Int) -> (facts: FileIndexEntry.TypeFacts, next: Int)? {
        let keyword = text(tokens[keywordIndex])
        var index = keywordIndex + 1
        guard index < tokens.count, tokens[index].kind == .name else { return nil }
        // `class var`, `class func`, `class override …`: a modifier, not a declaration.
        if keyword == "class",
            [
                "func", "var", "let", "override", "final", "private", "public", "internal", "fileprivate", "open",
                "static", "subscript", "init",
            ].contains(text(tokens[index]))
        {
            return nil
        }
        var name = text(tokens[index])
        index += 1
        // `extension Outer.Inner`
        while index + 1 < tokens.count, tokens[index].kind == .punctuation(UInt8(ascii: ".")),
            tokens[index + 1].kind == .name
        {
            name = text(tokens[index + 1])
            index += 2
        }
        var facts = FileIndexEntry.TypeFacts(name: name)
        facts.isExtension = keyword == "extension"
        facts.isProtocol = keyword == "protocol"
        index = skipAngleBrackets(from: index)
        if index < tokens.count, tokens[index].kind == .punctuation(UInt8(ascii: ":")) {
            index += 1
            var lastName: String?
            while index < tokens.count {
                let token = tokens[index]
                if token.kind == .punctuation(UInt8(ascii: "{")) || (token.kind == .name && equals(token, "where")) {
                    break
                }
                switch token.kind {
                case .name:
                    lastName = text(token)
                case .punctuation(UInt8(ascii: ",")):
                    if let lastName { facts.inherits.append(lastName) }
                    lastName = nil
                case .punctuation(UInt8(ascii: "<")):
                    if let lastName { facts.inherits.append(lastName) }
                    lastName = nil
                    index = skipAngleBrackets(from: index)
                    continue
                case .punctuation(UInt8(ascii: "}")), .punctuation(UInt8(ascii: "=")):
                    return (facts, index)
                default:
                    break
                }
                index += 1
            }
            if let lastName { facts.inherits.append(lastName) }
        }
        // On to the `{` (past any `where` clause); stop at anything that cannot precede it.
        while index < tokens.count, tokens[index].kind != .punctuation(UInt8(ascii: "{")) {
            if tokens[index].kind == .punctuation(UInt8(ascii: "}")) { break }
            // `protocol Card where Self: View`: a protocol that refines View through its clause.
            if facts.isProtocol, equals(tokens[index], "Self"), index + 2 < tokens.count,
                tokens[index + 1].kind == .punctuation(UInt8(ascii: ":")), tokens[index + 2].kind == .name
            {
                facts.inherits.append(text(tokens[index + 2]))
            }
            index += 1
        }
        return (facts, index)
    }

    /// Whether `private` or `fileprivate` is among the modifiers before the keyword at `index`.
    private func isFilePrivate(keyword index: Int) -> Bool {
        var cursor = index - 1
        while cursor >= 0, tokens[cursor].kind == .name {
            let modifier = text(tokens[cursor])
            if modifier == "private" || modifier == "fileprivate" { return true }
            guard
                ["static", "public", "internal", "open", "final", "override", "nonisolated", "mutating"].contains(
                    modifier)
            else { return false }
            cursor -= 1
        }
        return false
    }

    /// The parameters of the function whose generic clause or `(` starts at `start`:
    /// `(_ animation: Animation? = .default, _ body: () throws -> Result)`.
    private func parameters(from start: Int) -> [FileIndexEntry.Parameter] {
        var index = skipAngleBrackets(from: start)
        guard index < tokens.count, tokens[index].kind == .punctuation(UInt8(ascii: "(")) else { return [] }
        var parameters: [FileIndexEntry.Parameter] = []
        var names: [String] = []
        var typeNames: [String] = []
        var current: FileIndexEntry.Parameter?
        var inType = false
        var depth = 0
        func finish() {
            if var parameter = current {
                // `Animation?` or `SwiftUI.Animation?`: the type's own name comes after any module.
                parameter.isAnimation = typeNames.drop { $0 == "SwiftUI" }.first == "Animation"
                parameters.append(parameter)
            }
            (current, names, typeNames, inType) = (nil, [], [], false)
        }
        index += 1
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .punctuation(UInt8(ascii: "(")), .punctuation(UInt8(ascii: "[")), .punctuation(UInt8(ascii: "<")):
                depth += 1
            case .punctuation(UInt8(ascii: ")")) where depth == 0:
                finish()
                return parameters
            case .punctuation(UInt8(ascii: ")")), .punctuation(UInt8(ascii: "]")), .punctuation(UInt8(ascii: ">")):
                depth -= 1
            case .punctuation(UInt8(ascii: "{")), .punctuation(UInt8(ascii: "}")):
                return []
            case .punctuation(UInt8(ascii: ",")) where depth == 0:
                finish()
            case .punctuation(UInt8(ascii: ":")) where depth == 0 && !inType:
                inType = true
                current = FileIndexEntry.Parameter(label: names.first ?? "_")
            case .punctuation(UInt8(ascii: "=")) where depth == 0:
                current?.hasDefault = true
            case .arrow where inType:
                current?.isClosure = true
            case .name:
                if inType { typeNames.append(text(token)) } else { names.append(text(token)) }
            default:
                break
            }
            index += 1
        }
        return []
    }

    private func skipAngleBrackets(from start: Int) -> Int {
        guard start < tokens.count, tokens[start].kind == .punctuation(UInt8(ascii: "<")) else { return start }
        var depth = 0
        var index = start
        while index < tokens.count {
            switch tokens[index].kind {
            case .punctuation(UInt8(ascii: "<")): depth += 1
            case .punctuation(UInt8(ascii: ">")):
                depth -= 1
                if depth == 0 { return index + 1 }
            case .punctuation(UInt8(ascii: "{")), .punctuation(UInt8(ascii: "}")): return index
            default: break
            }
            index += 1
        }
        return index
    }

    /// `NSPopUpButton`, or `Inner` for `Module.Inner`.
    private func typeName(at index: Int) -> String? {
        var index = index
        guard index < tokens.count, tokens[index].kind == .name else { return nil }
        while index + 2 < tokens.count, tokens[index + 1].kind == .punctuation(UInt8(ascii: ".")),
            tokens[index + 2].kind == .name
        { index += 2 }
        return text(tokens[index])
    }

    /// `Image` or `Image?` as a whole type (not `ImageResource`, not `Image.Scale`).
    private func isImageType(at index: Int) -> Bool {
        guard index < tokens.count, tokens[index].kind == .name, equals(tokens[index], "Image") else { return false }
        guard index + 1 < tokens.count else { return true }
        let next = tokens[index + 1].kind
        return next != .punctuation(UInt8(ascii: ".")) && next != .punctuation(UInt8(ascii: "<"))
    }

    /// `import SwiftUI`, `@testable import App`, `import struct Foundation.URL`.
    private func importedModule(after index: Int) -> String? {
        var next = index + 1
        if next < tokens.count,
            ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"].contains(text(tokens[next]))
        {
            next += 1
        }
        guard next < tokens.count, tokens[next].kind == .name else { return nil }
        return text(tokens[next])
    }

    /// The modifiers chained after the token at `index` (`.padding(8).background { … }`): each
    /// name with its argument text; trailing closures are skipped.
    private func modifiers(after index: Int) -> [(name: String, arguments: String)] {
        var result: [(name: String, arguments: String)] = []
        var position = index + 1
        while position + 1 < tokens.count, tokens[position].kind == .punctuation(UInt8(ascii: ".")),
            tokens[position + 1].kind == .name
        {
            let name = text(tokens[position + 1])
            position += 2
            var arguments = ""
            if position < tokens.count, tokens[position].kind == .punctuation(UInt8(ascii: "(")),
                let close = matching(from: position, open: "(", close: ")")
            {
                arguments = String(decoding: bytes[tokens[position].end..<tokens[close].start], as: UTF8.self)
                position = close + 1
            }
            if position < tokens.count, tokens[position].kind == .punctuation(UInt8(ascii: "{")),
                let close = matching(from: position, open: "{", close: "}")
            {
                position = close + 1
            }
            result.append((name, arguments))
        }
        return result
    }

    /// The index of the token closing the bracket opened at `start`.
    private func matching(from start: Int, open: Unicode.Scalar, close: Unicode.Scalar) -> Int? {
        var depth = 0
        for position in start..<tokens.count {
            switch tokens[position].kind {
            case .punctuation(UInt8(ascii: open)): depth += 1
            case .punctuation(UInt8(ascii: close)):
                depth -= 1
                if depth == 0 { return position }
            default: break
            }
        }
        return nil
    }

    // MARK: Text

    private func text(_ token: SwiftTokenScanner.Token) -> String {
        String(decoding: bytes[token.start..<token.end], as: UTF8.self)
    }

    private func equals(_ token: SwiftTokenScanner.Token, _ literal: StaticString) -> Bool {
        guard token.end - token.start == literal.utf8CodeUnitCount else { return false }
        return literal.withUTF8Buffer { pattern in
            var offset = 0
            for byte in pattern {
                if bytes[token.start + offset] != byte { return false }
                offset += 1
            }
            return true
        }
    }
}
