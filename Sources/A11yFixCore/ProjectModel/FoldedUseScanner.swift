import A11yFixSyntax

/// Reads, at the token level, how each place in a file that calls a capitalized name (`Row(…)`,
/// `Badge {`) is folded: its own modifier chain, then the chain after each bracket around it, up
/// to the body of the member it is in. `#if` clauses in a chain are read through. A children
/// argument chosen by a ternary (`isFocused ? .contain : .combine`) follows the `if` conditions
/// around the place when they name the ternary's condition, else counts as folding.
struct FoldedUseScanner {
    typealias Token = SwiftTokenScanner.Token

    let tokens: [Token]
    let bytes: [UInt8]
    /// Indices of the `{` tokens that open a type or member body: the climb stops there.
    let bodies: Set<Int>
    /// Indices of the `{` tokens that open a `PreviewProvider` type's body: its places are skipped,
    /// as are those of `#Preview { … }`. Previews do not ship.
    let previewBodies: Set<Int>
    /// The `{` of each type body, with the type's name: the owner of the places inside.
    let typeBodies: [Int: String]
    /// The `{` of each member body directly in a type's, as "Type.member": a helper
    /// (`private var mainContent: some View { … }`) owns the places inside, drawn where it is used.
    let memberBodies: [Int: String]

    /// Names the SwiftUI toolkit declares: never the project's views, so not recorded.
    static func isToolkitName(_ name: String) -> Bool {
        ProjectIndex.plainContent.contains(name) || ProjectIndex.controls.contains(name)
    }

    /// What `run` finds in a file.
    struct Places {
        /// How each name is drawn.
        var uses: [String: UseFacts] = [:]
        /// The names every place of which sits in an `#if os(macOS)` clause (`FileIndexEntry.macOnlyUses`).
        var macOnly: Set<String> = []
        /// The names every place of which sits in an `#if DEBUG` clause (`FileIndexEntry.debugOnlyUses`).
        var debugOnly: Set<String> = []
        /// The names every place of which sits in a stack that also shows text (`FileIndexEntry.textBesideUses`).
        var besideText: Set<String> = []
        /// The names every place of which sits in a toolbar's items (`FileIndexEntry.toolbarUses`).
        var inToolbar: Set<String> = []
    }

    /// How each name is drawn, and where (`Places`).
    func run() -> Places {
        let folds =
            bytes.includes("accessibilityElement") || bytes.includes("accessibilityHidden")
            || bytes.includes("accessibilityLabel") || bytes.includes("Button") || bytes.includes("Picker")
            || bytes.includes("icon:")
        // Brackets are needed for folds, and for the text beside a place in a stack.
        let (match, parent) = folds || bytes.includes("Stack") || bytes.includes("toolbar") ? brackets() : ([], [])
        let textHelpers = match.isEmpty ? [] : helpersDrawingText(match: match)
        var placesBesideText: [String: Bool] = [:]
        var placesInToolbar: [String: Bool] = [:]
        // Per type, its helpers: a use of one (`mainContent`, `row(for: item)`) is a place too.
        var helpers: [String: Set<String>] = [:]
        for key in memberBodies.values {
            // "Type.member": split on the UTF-8 dot (a `Character` search walks grapheme clusters).
            guard let dot = key.utf8.firstIndex(of: UInt8(ascii: ".")) else { continue }
            let member = String(key[key.utf8.index(after: dot)...])
            guard member != "body" else { continue }
            helpers[String(key[..<dot]), default: []].insert(member)
        }
        // The innermost type's helpers, looked up again only when that type changes, not at every token.
        var innermost: (type: String, helpers: Set<String>)?
        func helpersOf(_ type: String) -> Set<String> {
            if let innermost, innermost.type == type { return innermost.helpers }
            let found = helpers[type] ?? []
            innermost = (type, found)
            return found
        }
        var result: [String: UseFacts] = [:]
        var depth = 0
        var previewPending = false
        var skippedDepth: Int?
        var owners: [(depth: Int, name: String)] = []
        var types: [(depth: Int, name: String)] = []
        // Per open `#if`, whether its current clause builds only for macOS.
        var clauses: [Bool] = []
        var placesOnMac: [String: Bool] = [:]
        // Per open `#if`, whether its current clause builds only in debug builds.
        var debugClauses: [Bool] = []
        var placesInDebug: [String: Bool] = [:]
        for index in tokens.indices {
            switch tokens[index].kind {
            case .punctuation(UInt8(ascii: "{")):
                if skippedDepth == nil, previewPending || previewBodies.contains(index) { skippedDepth = depth }
                if let owner = typeBodies[index] {
                    owners.append((depth, owner))
                    types.append((depth, owner))
                } else if let helper = memberBodies[index], !helper.hasSuffix(".body") {
                    owners.append((depth, helper))
                }
                previewPending = false
                depth += 1
            case .punctuation(UInt8(ascii: "}")):
                depth -= 1
                if skippedDepth == depth { skippedDepth = nil }
                if owners.last?.depth == depth { owners.removeLast() }
                if types.last?.depth == depth { types.removeLast() }
            case .poundName:
                switch text(tokens[index]) {
                case "#Preview": previewPending = true
                case "#if":
                    clauses.append(buildsOnlyForMacOS(after: tokens[index]))
                    debugClauses.append(condition(after: tokens[index]) == "DEBUG")
                case "#elseif" where !clauses.isEmpty:
                    clauses[clauses.count - 1] = buildsOnlyForMacOS(after: tokens[index])
                    debugClauses[debugClauses.count - 1] = condition(after: tokens[index]) == "DEBUG"
                case "#else" where !clauses.isEmpty:
                    clauses[clauses.count - 1] = false
                    debugClauses[debugClauses.count - 1] = false
                case "#endif":
                    _ = clauses.popLast()
                    _ = debugClauses.popLast()
                default: break
                }
            default:
                break
            }
            guard skippedDepth == nil else { continue }
            let name: String
            if isPlace(index) {
                name = text(tokens[index])
                placesOnMac[name] = (placesOnMac[name] ?? true) && (clauses.contains(true) || isHostedByAppKit(index))
                placesInDebug[name] = (placesInDebug[name] ?? true) && debugClauses.contains(true)
                placesBesideText[name] =
                    (placesBesideText[name] ?? true) && !match.isEmpty
                    && isBesideText(index, match: match, parent: parent, textHelpers: textHelpers)
                placesInToolbar[name] =
                    (placesInToolbar[name] ?? true) && !match.isEmpty
                    && isInToolbar(index, match: match, parent: parent)
            } else if folds, let type = types.last?.name,
                let helper = helperUse(at: index, helpers: helpersOf(type))
            {
                name = type + "." + helper
            } else {
                continue
            }
            let fold = folds ? self.fold(ofPlaceAt: index, match: match, parent: parent) : .open
            var facts = result[name] ?? UseFacts()
            if fold == .open, let owner = owners.last?.name {
                facts.owners.insert(owner)
            } else {
                facts.fold = min(facts.fold, fold)
            }
            result[name] = facts
        }
        return Places(
            uses: Self.keepingUsedHelpers(result), macOnly: Set(placesOnMac.filter(\.value).keys),
            debugOnly: Set(placesInDebug.filter(\.value).keys),
            besideText: Set(placesBesideText.filter(\.value).keys), inToolbar: Set(placesInToolbar.filter(\.value).keys)
        )
    }

    /// Whether the place at `index` is drawn in `ToolbarItem { … }`, `ToolbarItemGroup { … }` or
    /// `.toolbar { … }`, up to the member it is in.
    private func isInToolbar(_ index: Int, match: [Int], parent: [Int]) -> Bool {
        var open = parent[index]
        while open >= 1, !bodies.contains(open), match[open] > open {
            var callee = open - 1
            if tokens[callee].kind == .punctuation(UInt8(ascii: ")")), match[callee] >= 1, match[callee] < callee {
                callee = match[callee] - 1
            }
            if tokens[callee].kind == .name {
                let name = text(tokens[callee])
                let isMember = callee >= 1 && tokens[callee - 1].kind == .punctuation(UInt8(ascii: "."))
                if name == "toolbar" ? isMember : !isMember && (name == "ToolbarItem" || name == "ToolbarItemGroup") {
                    return true
                }
            }
            open = parent[open]
        }
        return false
    }

    // MARK: Text beside a place

    /// Views that show text: a place in a stack beside one of them is beside words.
    static let textViews: Set<String> = ["Text", "Label", "TextField", "SecureField", "TextEditor", "LabeledContent"]

    /// "Type.member" of each helper member whose body calls a text view (`func revealText(…) -> some View
    /// { Text(…) }`): a use of it beside a place is text beside it.
    private func helpersDrawingText(match: [Int]) -> Set<String> {
        var result: Set<String> = []
        for (open, key) in memberBodies where !key.hasSuffix(".body") && match[open] > open {
            if (open..<match[open]).contains(where: isTextViewCall) { result.insert(key) }
        }
        return result
    }

    /// `Text(` or `Label {`: a text view called, not a member (`.Text(`).
    private func isTextViewCall(_ index: Int) -> Bool {
        guard tokens[index].kind == .name, Self.textViews.contains(text(tokens[index])), index + 1 < tokens.count,
            tokens[index + 1].kind == .punctuation(UInt8(ascii: "("))
                || tokens[index + 1].kind == .punctuation(UInt8(ascii: "{"))
        else { return false }
        return index == 0 || tokens[index - 1].kind != .punctuation(UInt8(ascii: "."))
    }

    /// Whether a stack around the place at `index` (`HStack { Icon(…); VStack { Text(name) } }`), up to the
    /// member it is in, shows text outside the place's own call: a text view, or a helper of the same
    /// type that draws one (`revealText(type: .short)`).
    private func isBesideText(_ index: Int, match: [Int], parent: [Int], textHelpers: Set<String>) -> Bool {
        var end = index + 1
        while end < tokens.count, isOpening(end), match[end] > end { end = match[end] + 1 }
        let own = index..<end
        // A tapped place is a control: the text beside it does not name what a tap does.
        if end + 1 < tokens.count, tokens[end].kind == .punctuation(UInt8(ascii: ".")),
            ["onTapGesture", "gesture", "simultaneousGesture", "highPriorityGesture"].contains(text(tokens[end + 1]))
        {
            return false
        }
        var type: String?
        var open = parent[index]
        while open >= 0, !bodies.contains(open), match[open] > open {
            // A place that is a control's content (`Button { … } label: { Icon() }`, `Menu {`), or
            // another view's, is named by that view, not by text in a stack around it.
            if tokens[open].kind == .punctuation(UInt8(ascii: "{")), !isStackClosure(open, match: match),
                isContentOfAnotherView(open, match: match)
            {
                return false
            }
            if tokens[open].kind == .punctuation(UInt8(ascii: "{")), isStackClosure(open, match: match) {
                for inside in (open + 1)..<match[open] where !own.contains(inside) {
                    if isTextViewCall(inside) { return true }
                    guard tokens[inside].kind == .name, !textHelpers.isEmpty else { continue }
                    if type == nil { type = enclosingType(of: open, parent: parent) ?? "" }
                    if let type, textHelpers.contains(type + "." + text(tokens[inside])),
                        inside == 0 || tokens[inside - 1].kind != .punctuation(UInt8(ascii: "."))
                            || (inside >= 2 && text(tokens[inside - 2]) == "self")
                    {
                        return true
                    }
                }
            }
            open = parent[open]
        }
        return false
    }

    /// Whether the `{` at `open` is a labelled closure (`label: {`) or the content of a view called by
    /// its type name (`Button {`, `Link(destination: url) {`), rather than an `if` or a stack.
    private func isContentOfAnotherView(_ open: Int, match: [Int]) -> Bool {
        guard open >= 1 else { return false }
        var callee = open - 1
        if tokens[callee].kind == .punctuation(UInt8(ascii: ":")) { return true }
        if tokens[callee].kind == .punctuation(UInt8(ascii: ")")) {
            guard match[callee] >= 1, match[callee] < callee else { return false }
            callee = match[callee] - 1
        }
        guard tokens[callee].kind == .name, let first = text(tokens[callee]).first, first.isUppercase else {
            return false
        }
        return callee == 0 || tokens[callee - 1].kind != .punctuation(UInt8(ascii: "."))
    }

    /// Whether the `{` at `open` is a stack's content (`HStack {`, `VStack(spacing: 4) {`).
    private func isStackClosure(_ open: Int, match: [Int]) -> Bool {
        guard open >= 1 else { return false }
        var callee = open - 1
        if tokens[callee].kind == .punctuation(UInt8(ascii: ")")) {
            guard match[callee] >= 1, match[callee] < callee else { return false }
            callee = match[callee] - 1
        }
        return tokens[callee].kind == .name && StackContent.stacks.contains(text(tokens[callee]))
            && (callee == 0 || tokens[callee - 1].kind != .punctuation(UInt8(ascii: ".")))
    }

    /// The type whose body holds the bracket at `open`.
    private func enclosingType(of open: Int, parent: [Int]) -> String? {
        var current = open
        while current >= 0 {
            if let name = typeBodies[current] { return name }
            current = parent[current]
        }
        return nil
    }

    /// `NSHostingController(rootView: Place(…))`, `NSHostingView(rootView: …)`: a view handed to
    /// AppKit, which only macOS has, whatever the file imports.
    private func isHostedByAppKit(_ index: Int) -> Bool {
        guard index >= 4, tokens[index - 1].kind == .punctuation(UInt8(ascii: ":")),
            tokens[index - 3].kind == .punctuation(UInt8(ascii: "(")), text(tokens[index - 2]) == "rootView"
        else { return false }
        return ["NSHostingController", "NSHostingView"].contains(text(tokens[index - 4]))
    }

    /// `#if os(macOS)` (or `os(OSX)`).
    private func buildsOnlyForMacOS(after directive: Token) -> Bool {
        let condition = condition(after: directive)
        return condition == "os(macOS)" || condition == "os(OSX)"
    }

    /// The rest of a directive's line, spaces left out: `os(macOS)`, `DEBUG`.
    private func condition(after directive: Token) -> String {
        var end = directive.end
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "/") { end += 1 }
        return String(decoding: bytes[directive.end..<end].filter { $0 != UInt8(ascii: " ") }, as: UTF8.self)
    }

    /// A helper no place here uses (or uses in a way not read here) folds as its type does, as
    /// every place inside a type did before helpers were followed; one that owns no place is dropped.
    private static func keepingUsedHelpers(_ found: [String: UseFacts]) -> [String: UseFacts] {
        var result = found
        func isHelper(_ name: String) -> Bool { name.utf8.contains(UInt8(ascii: ".")) }
        let used = Set(found.keys.filter(isHelper))
        for key in result.keys {
            result[key]!.owners = Set(
                result[key]!.owners.map { owner in
                    isHelper(owner) && !used.contains(owner) ? String(owner.prefix { $0 != "." }) : owner
                })
        }
        let owning = Set(result.values.flatMap(\.owners))
        for key in used where !owning.contains(key) { result[key] = nil }
        return result
    }

    /// `mainContent`, `self.mainContent` or `row(for: item)` naming a helper of the type the
    /// token is in; not its declaration, a label (`mainContent:`) or another object's member.
    private func helperUse(at index: Int, helpers: Set<String>) -> String? {
        let token = tokens[index]
        guard token.kind == .name, !helpers.isEmpty else { return nil }
        let name = text(token)
        guard helpers.contains(name) else { return nil }
        if index + 1 < tokens.count, tokens[index + 1].kind == .punctuation(UInt8(ascii: ":")) { return nil }
        guard index > 0 else { return name }
        let previous = tokens[index - 1]
        if previous.kind == .punctuation(UInt8(ascii: ".")) {
            guard index >= 2, text(tokens[index - 2]) == "self",
                index < 3 || tokens[index - 3].kind != .punctuation(UInt8(ascii: "."))
            else { return nil }
            return name
        }
        if previous.kind == .name, ["var", "let", "func", "case"].contains(text(previous)) { return nil }
        return name
    }

    /// `Row(` or `Row {`: a capitalized name called, not after a dot, a type position or a declaration keyword.
    private func isPlace(_ index: Int) -> Bool {
        let token = tokens[index]
        guard token.kind == .name, let first = bytes[token.start..<token.end].first, first >= UInt8(ascii: "A"),
            first <= UInt8(ascii: "Z"),
            index + 1 < tokens.count,
            tokens[index + 1].kind == .punctuation(UInt8(ascii: "("))
                || tokens[index + 1].kind == .punctuation(UInt8(ascii: "{"))
        else { return false }
        if index > 0 {
            let previous = tokens[index - 1]
            // `Outer.Inner(…)` draws `Inner`; `.init(` or `model.Make(` is no view.
            if previous.kind == .punctuation(UInt8(ascii: ".")),
                !(index > 1 && tokens[index - 2].kind == .name && bytes[tokens[index - 2].start] >= UInt8(ascii: "A")
                    && bytes[tokens[index - 2].start] <= UInt8(ascii: "Z"))
            {
                return false
            }
            // `: Base {` is an inheritance clause or a property's type; `title: Badge(…)` is an argument.
            if previous.kind == .punctuation(UInt8(ascii: ":")),
                tokens[index + 1].kind == .punctuation(UInt8(ascii: "{"))
            {
                return false
            }
            if previous.kind == .arrow { return false }
            // `where Icon == Avatar {`: a generic constraint, and the declaration's body after it.
            if previous.kind == .punctuation(UInt8(ascii: "=")), index >= 2,
                tokens[index - 2].kind == .punctuation(UInt8(ascii: "="))
            {
                return false
            }
            if previous.kind == .name,
                ["struct", "class", "enum", "extension", "protocol", "actor", "some", "any", "func"].contains(
                    text(previous))
            {
                return false
            }
        }
        return !Self.isToolkitName(text(token))
    }

    // MARK: Brackets

    /// For every bracket its partner (-1 when unbalanced), and for every token the innermost open
    /// bracket around it (-1 at the top level).
    private func brackets() -> (match: [Int], parent: [Int]) {
        var match = [Int](repeating: -1, count: tokens.count)
        var parent = [Int](repeating: -1, count: tokens.count)
        var stack: [Int] = []
        for (index, token) in tokens.enumerated() {
            switch token.kind {
            case .punctuation(UInt8(ascii: "{")), .punctuation(UInt8(ascii: "(")), .punctuation(UInt8(ascii: "[")):
                parent[index] = stack.last ?? -1
                stack.append(index)
            case .punctuation(UInt8(ascii: "}")), .punctuation(UInt8(ascii: ")")), .punctuation(UInt8(ascii: "]")):
                if let open = stack.popLast() {
                    match[open] = index
                    match[index] = open
                }
                parent[index] = stack.last ?? -1
            default:
                parent[index] = stack.last ?? -1
            }
        }
        return (match, parent)
    }

    // MARK: Climbing

    private func fold(ofPlaceAt index: Int, match: [Int], parent: [Int]) -> UseFold {
        var conditions: [String] = []
        // The place's own chain: after its arguments and trailing closures.
        var end = index + 1
        while end < tokens.count, isOpening(end), match[end] > end { end = match[end] + 1 }
        if let fold = chainFold(from: end, match: match, conditions: conditions) { return fold }
        var open = parent[index]
        while open >= 0, !bodies.contains(open), match[open] > open {
            if tokens[open].kind == .punctuation(UInt8(ascii: "{")) {
                conditions += ifConditions(before: open, parent: parent, match: match)
                // The label of a control labelled by hand, on the control or on this place drawn
                // as the whole label: VoiceOver reads the control by that label.
                if let start = labelledControlChain(labelOpenedAt: open, match: match, parent: parent) {
                    let labelled =
                        chainLabels(from: start, match: match)
                        || (open == parent[index] && chainLabels(from: end, match: match))
                    return labelled ? .combined : .control
                }
                if opensPickerCell(open, match: match) { return .control }
                // A `Label`'s icon: VoiceOver reads the Label by its title, with the icon folded in.
                if opensLabelIcon(open, match: match, parent: parent) { return .combined }
            }
            if let fold = chainFold(from: match[open] + 1, match: match, conditions: conditions) { return fold }
            open = parent[open]
        }
        return .open
    }

    /// Controls whose label closure holds views VoiceOver reads as the control's name.
    static let labelledControls: Set<String> = ["Button", "NavigationLink", "Link", "Toggle", "Menu"]

    /// Where the modifier chain of the control starts when the `{` at `open` opens its label:
    /// `} label: {`, `Button(action: act, label: {`, `Button(action: act) {`,
    /// `NavigationLink(destination: D()) {`, `Toggle(isOn: $on) {`. Nil for anything else.
    private func labelledControlChain(labelOpenedAt open: Int, match: [Int], parent: [Int]) -> Int? {
        guard open >= 1 else { return nil }
        let previous = tokens[open - 1]
        if previous.kind == .punctuation(UInt8(ascii: ":")), open >= 2, text(tokens[open - 2]) == "label" {
            let enclosing = parent[open]
            if enclosing >= 1, tokens[enclosing].kind == .punctuation(UInt8(ascii: "(")), match[enclosing] > enclosing,
                parent[open - 2] == enclosing
            {
                // `Button(action: act, label: { … })`
                return isControl(at: enclosing - 1) ? match[enclosing] + 1 : nil
            }
            // `Button { … } label: { … }`, `Button(role: .destructive) { … } label: { … }`
            guard open >= 3, tokens[open - 3].kind == .punctuation(UInt8(ascii: "}")), match[open - 3] >= 1 else {
                return nil
            }
            var callee = match[open - 3] - 1
            if tokens[callee].kind == .punctuation(UInt8(ascii: ")")), match[callee] >= 1 { callee = match[callee] - 1 }
            return isControl(at: callee) ? match[open] + 1 : nil
        }
        // `Button(action: act) { … }`: the trailing closure is the label when the action is an argument.
        guard previous.kind == .punctuation(UInt8(ascii: ")")), match[open - 1] >= 1, isControl(at: match[open - 1] - 1)
        else { return nil }
        let arguments = (match[open - 1] + 1)..<(open - 1)
        let labelsAction = arguments.contains { argument in
            parent[argument] == match[open - 1] && Self.actionLabels.contains(text(tokens[argument]))
                && argument + 1 < tokens.count && tokens[argument + 1].kind == .punctuation(UInt8(ascii: ":"))
        }
        return labelsAction ? match[open] + 1 : nil
    }

    /// Whether the `{` at `open` is the trailing closure of a picker (`LuminarePicker(elements: …)
    /// { icon in … }`, `SwatchPicker { … }`): it draws each choice, which the picker makes a button.
    private func opensPickerCell(_ open: Int, match: [Int]) -> Bool {
        guard open >= 1 else { return false }
        var callee = open - 1
        if tokens[callee].kind == .punctuation(UInt8(ascii: ")")) {
            guard match[callee] >= 1, match[callee] < callee else { return false }
            callee = match[callee] - 1
        }
        return tokens[callee].kind == .name && text(tokens[callee]).hasSuffix("Picker")
            && (callee == 0 || tokens[callee - 1].kind != .punctuation(UInt8(ascii: ".")))
    }

    /// Whether the `{` at `open` is a `Label`'s icon: `Label { … } icon: {`, `Label(title: { … }, icon: {`.
    private func opensLabelIcon(_ open: Int, match: [Int], parent: [Int]) -> Bool {
        guard open >= 3, tokens[open - 1].kind == .punctuation(UInt8(ascii: ":")), text(tokens[open - 2]) == "icon"
        else { return false }
        var callee: Int
        let enclosing = parent[open]
        if enclosing >= 1, tokens[enclosing].kind == .punctuation(UInt8(ascii: "(")), parent[open - 2] == enclosing {
            callee = enclosing - 1
        } else {
            guard tokens[open - 3].kind == .punctuation(UInt8(ascii: "}")), match[open - 3] >= 1 else { return false }
            callee = match[open - 3] - 1
            if tokens[callee].kind == .punctuation(UInt8(ascii: ")")), match[callee] >= 1 { callee = match[callee] - 1 }
        }
        guard tokens[callee].kind == .name else { return false }
        if text(tokens[callee]) == "Label" {
            return callee == 0 || tokens[callee - 1].kind != .punctuation(UInt8(ascii: "."))
        }
        // `self.init { Text(name) } icon: { Avatar() }` in `extension Label`: a Label's icon too.
        guard text(tokens[callee]) == "init", callee >= 2, tokens[callee - 1].kind == .punctuation(UInt8(ascii: ".")),
            text(tokens[callee - 2]) == "self"
        else { return false }
        var body = parent[open]
        while body >= 0, typeBodies[body] == nil { body = parent[body] }
        return body >= 0 && typeBodies[body] == "Label"
    }

    /// Arguments that say what a control does, so that its trailing closure is its label.
    static let actionLabels: Set<String> = ["action", "destination", "value", "isOn"]

    private func isControl(at index: Int) -> Bool {
        index >= 0 && tokens[index].kind == .name && Self.labelledControls.contains(text(tokens[index]))
            && (index == 0 || tokens[index - 1].kind != .punctuation(UInt8(ascii: ".")))
    }

    /// Whether the chain starting at `start` (after further trailing closures) sets an accessibility
    /// label: `.accessibilityLabel(…)` or `.accessibility(label: …)`.
    private func chainLabels(from start: Int, match: [Int]) -> Bool {
        var index = afterTrailingClosures(start, match: match)
        while let (name, arguments) = modifier(at: &index, match: match) {
            if name == "accessibilityLabel" { return true }
            if name == "accessibility", arguments.contains(where: { text(tokens[$0]) == "label" }) { return true }
        }
        return false
    }

    /// Past `} label: { … }`: further trailing closures of the call that ends at `start`.
    private func afterTrailingClosures(_ start: Int, match: [Int]) -> Int {
        var index = start
        while index + 2 < tokens.count, tokens[index].kind == .name,
            tokens[index + 1].kind == .punctuation(UInt8(ascii: ":")),
            tokens[index + 2].kind == .punctuation(UInt8(ascii: "{")), match[index + 2] > index
        {
            index = match[index + 2] + 1
        }
        return index
    }

    /// The modifier starting at `index` (`.name(…) { … }`): its name and the tokens of its
    /// arguments, with `index` moved past it; nil, and `index` unmoved, when none starts there.
    private func modifier(at index: inout Int, match: [Int]) -> (name: String, arguments: Range<Int>)? {
        guard index + 1 < tokens.count, tokens[index].kind == .punctuation(UInt8(ascii: ".")),
            tokens[index + 1].kind == .name
        else { return nil }
        let name = text(tokens[index + 1])
        index += 2
        var arguments = index..<index
        if index < tokens.count, tokens[index].kind == .punctuation(UInt8(ascii: "(")), match[index] > index {
            arguments = (index + 1)..<match[index]
            index = match[index] + 1
        }
        while index < tokens.count, tokens[index].kind == .punctuation(UInt8(ascii: "{")), match[index] > index {
            index = match[index] + 1
        }
        return (name, arguments)
    }

    private func isOpening(_ index: Int) -> Bool {
        tokens[index].kind == .punctuation(UInt8(ascii: "(")) || tokens[index].kind == .punctuation(UInt8(ascii: "{"))
    }

    /// The fold the modifier chain starting at `start` applies, if any: `.accessibilityHidden(true)`,
    /// or `.accessibilityElement(…)` with `.combine`, `.ignore` or no argument.
    private func chainFold(from start: Int, match: [Int], conditions: [String]) -> UseFold? {
        var index = afterTrailingClosures(start, match: match)
        var folds: UseFold?
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .poundName {
                // `#if os(iOS)`, `#else`, `#endif` between modifiers: read through.
                index += 1
                while index < tokens.count,
                    tokens[index].kind == .name || tokens[index].kind == .punctuation(UInt8(ascii: "!"))
                {
                    index += 1
                    if index < tokens.count, tokens[index].kind == .punctuation(UInt8(ascii: "(")), match[index] > index
                    {
                        index = match[index] + 1
                    }
                }
                continue
            }
            guard let (name, arguments) = modifier(at: &index, match: match) else { break }
            if name == "accessibilityHidden", arguments.count == 1, text(tokens[arguments.lowerBound]) == "true" {
                return .hidden
            }
            if name == "accessibilityElement", elementFolds(arguments, conditions: conditions) { folds = .combined }
        }
        return folds
    }

    /// `children: .combine`, `.ignore`, none (SwiftUI's default is `.ignore`), or a ternary whose
    /// branch the conditions around the place choose.
    private func elementFolds(_ arguments: Range<Int>, conditions: [String]) -> Bool {
        let names = arguments.map { text(tokens[$0]) }
        guard names.contains("contain") else { return true }
        guard
            let question = arguments.first(where: {
                tokens[$0].kind == .punctuation(UInt8(ascii: "?")) && $0 + 2 < arguments.upperBound
                    && tokens[$0 + 1].kind == .punctuation(UInt8(ascii: "."))
            })
        else { return false }
        let colon = arguments.first { tokens[$0].kind == .punctuation(UInt8(ascii: ":")) } ?? (arguments.lowerBound - 1)
        let condition = (colon + 1..<question).map { text(tokens[$0]) }.joined()
        let whenTrue = text(tokens[question + 2])
        if conditions.contains(condition) { return whenTrue != "contain" }
        if conditions.contains("!" + condition) { return whenTrue == "contain" }
        return true
    }

    /// `if isFocused, !isCompact {` → `["isFocused", "!isCompact"]`; empty for any other block.
    private func ifConditions(before open: Int, parent: [Int], match: [Int]) -> [String] {
        var index = open - 1
        while index >= 0, parent[index] == parent[open] {
            let token = tokens[index]
            if token.kind == .punctuation(UInt8(ascii: "{")) || token.kind == .punctuation(UInt8(ascii: "}")) {
                return []
            }
            if token.kind == .punctuation(UInt8(ascii: ")")) || token.kind == .punctuation(UInt8(ascii: "]")),
                match[index] >= 0
            {
                index = match[index] - 1
                continue
            }
            if token.kind == .name {
                switch text(token) {
                case "if": return splitConditions((index + 1)..<open, match: match)
                case "else", "guard", "while", "for", "switch", "case", "return": return []
                default: break
                }
            }
            index -= 1
        }
        return []
    }

    private func splitConditions(_ range: Range<Int>, match: [Int]) -> [String] {
        var parts: [String] = []
        var current = ""
        var index = range.lowerBound
        while index < range.upperBound {
            if tokens[index].kind == .punctuation(UInt8(ascii: ",")) {
                parts.append(current)
                current = ""
            } else if isOpening(index), match[index] > index, match[index] < range.upperBound {
                current += (index...match[index]).map { text(tokens[$0]) }.joined()
                index = match[index]
            } else {
                current += text(tokens[index])
            }
            index += 1
        }
        parts.append(current)
        return parts
    }

    private func text(_ token: Token) -> String {
        String(decoding: bytes[token.start..<token.end], as: UTF8.self)
    }
}
