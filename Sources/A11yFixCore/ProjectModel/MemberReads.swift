import A11yFixSyntax

/// How a SwiftUI file reads other objects' properties (`viewModel.didCopy`): for each name,
/// whether a read only changes how views look (the argument of `Text`, `.opacity`,
/// `.foregroundStyle`, …, or the condition of an `if` whose views fade in and out) or may move
/// something (anything else). A view model's `withAnimation` changes properties its views read in
/// other files: this is what tells whether that animation can move anything (judged on real
/// apps: a "Copied" label that fades in was gated from its view model).
///
/// It reads tokens, as the rest of the index does, so it approximates what `StateRead` decides on
/// the syntax tree: reads in action closures (`Button { … }`, `onAppear`, `Task`) and in methods
/// that return nothing are skipped; an `if` counts as a fade when its bodies hold
/// `.transition(.opacity)` and no other transition.
struct MemberReads: TokenReading {
    var appearance: Set<String> = []
    var other: Set<String> = []
    /// Read as the value of an `.animation(_, value:)`: views animate its changes on their own, so
    /// a view model's `withAnimation` around them changes nothing there (judged on real
    /// apps: a panel and a toast re-animated by their views after their models' gates).
    var animated: Set<String> = []

    /// Calls whose closures are actions, at the token level (`Task {`, `.onAppear {`, `Button {`).
    static let actionCalls: Set<String> = ViewCallNames.actionHandlers.union(["Button", "AsyncButton"])

    private struct Frame {
        enum Kind { case paren, brace, bracket }
        var kind: Kind
        /// For a parenthesis: the token of the name called, if any.
        var callee: Int?
        /// For a brace: an action's code, or the body of the `if` record at this index.
        var isAction = false
        var ifRecord: Int?
        /// The content of `.overlay { … }` or `.background { … }`: takes no room in the layout.
        var isLayer = false
        /// The content of a `ZStack { … }`: its views lie over each other.
        var isOverlapping = false
        /// The token that opens it.
        var open = 0
    }

    private struct IfRecord {
        var names: [String] = []
        var fades = false
        var moves = false
        /// Straight inside an overlay or background: its views fade in and out by default and
        /// push nothing aside (judged on real apps: a loading spinner over a row).
        var inLayer = false
        /// Straight inside a `ZStack`: a leaf view it shows lies over the others.
        var inOverlap = false
        /// Every body is one text, symbol, label or spinner (`if busy { ProgressView() } else { Text(…) }`).
        var leaves = true
        /// Every body is one view of any kind (`WelcomeView()`, `List { … }`), with its modifiers.
        var singles = true
        /// A body is one spinner (`if loading { ProgressView() } else { FeedList() }`), and none is empty.
        var spinnerBranch = false
        var emptyBranch = false
        var hasFinalElse = false
    }

    /// The views that swap where they stand (as `FadingBranches` judges on the syntax tree).
    static let leafViews: Set<String> = ["Text", "Image", "Label", "ProgressView"]

    private enum Read { case appearance, silent, other, animated }

    let tokens: [SwiftTokenScanner.Token]
    let bytes: [UInt8]

    init(tokens: [SwiftTokenScanner.Token], bytes: [UInt8]) {
        self.tokens = tokens
        self.bytes = bytes
        let dot = UInt8(ascii: "."), equalsSign = UInt8(ascii: "=")
        var stack: [Frame] = []
        var records: [IfRecord] = []
        /// The `if` whose condition is being read, and the depth its body opens at.
        var condition: (record: Int, depth: Int)?
        /// The `if` record whose `else` body the next `{` opens, or whose chain an `else if` continues.
        var elseOf: Int?
        /// A `func` or `init` before its body: whether it returns something.
        var declaration: (returns: Bool, depth: Int)?
        var lastClosedCallee: Int?
        var reads: [(name: String, read: Read)] = []

        var index = 0
        while index < tokens.count {
            switch tokens[index].kind {
            case .name where !isPunctuation(index - 1, dot) && equals(index, "if"):
                if let chained = elseOf, equals(index - 1, "else") {
                    condition = (chained, stack.count)
                    elseOf = nil
                } else {
                    records.append(
                        IfRecord(inLayer: stack.last?.isLayer ?? false, inOverlap: stack.last?.isOverlapping ?? false))
                    condition = (records.count - 1, stack.count)
                }
            case .name where !isPunctuation(index - 1, dot) && (equals(index, "func") || equals(index, "init")):
                declaration = (false, stack.count)
            case .arrow:
                if let pending = declaration, pending.depth == stack.count { declaration = (true, pending.depth) }
            case .punctuation(UInt8(ascii: "{")):
                var frame = Frame(kind: .brace, open: index)
                frame.isAction = stack.last { $0.kind == .brace }?.isAction ?? false
                if let pending = condition, pending.depth == stack.count {
                    frame.ifRecord = pending.record
                    condition = nil
                } else if let record = elseOf {
                    frame.ifRecord = record
                    records[record].hasFinalElse = true
                    elseOf = nil
                } else if let pending = declaration, pending.depth == stack.count {
                    frame.isAction = frame.isAction || !pending.returns
                    declaration = nil
                } else if isName(index - 1) {
                    let before = text(index - 1)
                    frame.isAction =
                        frame.isAction || Self.actionCalls.contains(before)
                        || ["didSet", "willSet", "set"].contains(before)
                    frame.isLayer = isPunctuation(index - 2, dot) && ViewCallNames.layerModifiers.contains(before)
                    frame.isOverlapping = before == "ZStack"
                } else if isPunctuation(index - 1, UInt8(ascii: ")")), let callee = lastClosedCallee {
                    frame.isAction = frame.isAction || Self.actionCalls.contains(text(callee))
                    frame.isLayer =
                        isPunctuation(callee - 1, dot) && ViewCallNames.layerModifiers.contains(text(callee))
                    frame.isOverlapping = equals(callee, "ZStack")
                } else if isPunctuation(index - 1, UInt8(ascii: ":")), isName(index - 2) {
                    frame.isAction = frame.isAction || ViewCallNames.actionHandlerLabels.contains(text(index - 2))
                }
                stack.append(frame)
            case .punctuation(UInt8(ascii: "}")):
                while let frame = stack.popLast() {
                    guard frame.kind == .brace else { continue }
                    if let record = frame.ifRecord {
                        let leaf = leafView(from: frame.open + 1, to: index)
                        if leaf == nil { records[record].leaves = false }
                        if leaf == nil, singleView(from: frame.open + 1, to: index) == nil {
                            records[record].singles = false
                        }
                        if leaf == "ProgressView" { records[record].spinnerBranch = true }
                        if frame.open + 1 == index { records[record].emptyBranch = true }
                        if equals(index + 1, "else") {
                            elseOf = record
                        } else {
                            // Views that fade, sit in a layer, or come and go with a moving transition
                            // (gated where it is written): the change itself moves nothing more.
                            // A leaf swapped for another, or laid over a stack's views, stays in place.
                            let ifs = records[record]
                            let swapsSpinner = ifs.hasFinalElse && ifs.spinnerBranch && !ifs.emptyBranch
                            // A full `if`/`else` chain of one view each, laid over the rest of a
                            // `ZStack` (a welcome page, a workout, the home list): one screen swaps
                            // for the next where it stands, which the default transition cross-fades.
                            let swapsScreens = ifs.singles && ifs.hasFinalElse && ifs.inOverlap && !ifs.emptyBranch
                            let inPlace =
                                ifs.leaves && (ifs.hasFinalElse || ifs.inOverlap) || swapsSpinner || swapsScreens
                            let verdict: Read = ifs.fades || ifs.inLayer || ifs.moves || inPlace ? .appearance : .other
                            reads += records[record].names.map { ($0, verdict) }
                        }
                    }
                    break
                }
            case .punctuation(UInt8(ascii: "(")):
                stack.append(Frame(kind: .paren, callee: isName(index - 1) ? index - 1 : nil, open: index))
            case .punctuation(UInt8(ascii: ")")):
                while let frame = stack.popLast() {
                    guard frame.kind == .paren else { continue }
                    lastClosedCallee = frame.callee
                    break
                }
            case .punctuation(UInt8(ascii: "[")):
                stack.append(Frame(kind: .bracket))
            case .punctuation(UInt8(ascii: "]")):
                while let frame = stack.popLast(), frame.kind != .bracket {}
            case .name where isPunctuation(index - 1, dot):
                // `.transition(…)` inside the bodies of open `if`s: a fade or a move.
                if equals(index, "transition"), isPunctuation(index + 1, UInt8(ascii: "(")) {
                    let fades = isFade(open: index + 1)
                    for case let record? in stack.map(\.ifRecord) {
                        if fades { records[record].fades = true } else { records[record].moves = true }
                    }
                    break
                }
                // `model.name`, `self?.name`: a read of another object's property, not a call or a write.
                // A `?` written apart from the name before it is a ternary's (`flag ? .opacity : .move(…)`):
                // the implicit member after it is no property of that name.
                let chained =
                    isPunctuation(index - 2, UInt8(ascii: "?")) && index >= 3
                    && tokens[index - 2].start == tokens[index - 3].end
                let base = chained ? index - 3 : index - 2
                // A `{` after it opens an `if` body, or a trailing closure of a method of that name.
                let opensBody = condition.map { $0.depth == stack.count } ?? false
                // `self.name` is the type's own logic (a view reads its own state by its bare name).
                guard isName(base), !equals(base, "self"), isLowercase(index),
                    !isPunctuation(index + 1, UInt8(ascii: "(")),
                    opensBody || !isPunctuation(index + 1, UInt8(ascii: "{"))
                else { break }
                if isPunctuation(index + 1, equalsSign),
                    !(isPunctuation(index + 2, equalsSign) && tokens[index + 2].start == tokens[index + 1].end)
                {
                    break
                }
                if stack.contains(where: \.isAction) { break }
                if let pending = condition, stack.count >= pending.depth {
                    records[pending.record].names.append(text(index))
                    break
                }
                reads.append((text(index), read(inside: stack, at: base)))
            default:
                break
            }
            index += 1
        }
        for (name, read) in reads {
            switch read {
            case .appearance: appearance.insert(name)
            case .other: other.insert(name)
            case .animated: animated.insert(name)
            case .silent: break
            }
        }
    }

    /// The calls around a read, innermost first, up to the enclosing brace: the first that draws
    /// decides; a value built on the way (`Int(x)`, `.degrees(x)`, `L10n.copied(x)`) passes it on.
    private func read(inside stack: [Frame], at start: Int) -> Read {
        for frame in stack.reversed() {
            guard frame.kind == .paren else { return .other }
            guard let callee = frame.callee else { continue }  // a tuple or grouping
            let name = text(callee)
            if name == "animation", isPunctuation(callee - 1, UInt8(ascii: ".")) { return .animated }
            if ViewCallNames.appearanceCalls.contains(name) { return .appearance }
            // A layer given as a value (`.background(model.colour)`) is swapped in place and takes no
            // room; its `alignment:` moves it (as `StateRead` judges it).
            if isPunctuation(callee - 1, UInt8(ascii: ".")), ViewCallNames.layerModifiers.contains(name) {
                return isLabeledArgument(open: frame.open, before: start) ? .other : .appearance
            }
            if ViewCallNames.silentCalls.contains(name) { return .silent }
            if isPunctuation(callee - 1, UInt8(ascii: ".")) {
                let base = callee - 2
                let implicit =
                    !isName(base) && !isPunctuation(base, UInt8(ascii: ")")) && !isPunctuation(base, UInt8(ascii: "?"))
                if implicit || (isName(base) && !isLowercase(base)) { continue }
                return .other
            }
            if ViewCallNames.conversions.contains(name) || isLowercase(callee) { continue }
            return .other
        }
        return .other
    }

    /// Whether the argument that holds the token at `index`, in the list opened at `open`, has a label.
    private func isLabeledArgument(open: Int, before index: Int) -> Bool {
        var depth = 0
        var start = open + 1
        var position = open + 1
        while position < index {
            switch tokens[position].kind {
            case .punctuation(UInt8(ascii: "(")), .punctuation(UInt8(ascii: "{")), .punctuation(UInt8(ascii: "[")):
                depth += 1
            case .punctuation(UInt8(ascii: ")")), .punctuation(UInt8(ascii: "}")), .punctuation(UInt8(ascii: "]")):
                depth -= 1
            case .punctuation(UInt8(ascii: ",")) where depth == 0:
                start = position + 1
            default: break
            }
            position += 1
        }
        return isName(start) && isPunctuation(start + 1, UInt8(ascii: ":"))
    }

    /// `ProgressView()`, `Text(title).font(.headline)`: the name of the one leaf view that, with its
    /// modifiers, fills `start..<end`.
    private func leafView(from start: Int, to end: Int) -> String? {
        guard isName(start), Self.leafViews.contains(text(start)), isPunctuation(start + 1, UInt8(ascii: "(")) else {
            return nil
        }
        var index = start + 1
        while index < end {
            if isPunctuation(index, UInt8(ascii: "(")) || isPunctuation(index, UInt8(ascii: "{")) {
                index = closing(index) + 1
            } else if isPunctuation(index, UInt8(ascii: ".")), isName(index + 1) {
                // `.asymmetricTransition(insertion: .slide, …)`: a project's transition, which may move.
                if text(index + 1).lowercased().contains("transition") { return nil }
                index += 2
            } else {
                return nil
            }
        }
        return index == end ? text(start) : nil
    }

    /// `WelcomeView()`, `List { … }.listStyle(.plain)`: the name of the one view that, with its
    /// trailing closures and modifiers, fills `start..<end`. Rows (`ForEach`), a `Group` of views,
    /// nothing (`EmptyView`), a `matchedGeometryEffect` or a project's transition is no swap in place.
    private func singleView(from start: Int, to end: Int) -> String? {
        guard isName(start), !isLowercase(start), !["ForEach", "Group", "EmptyView"].contains(text(start)),
            isPunctuation(start + 1, UInt8(ascii: "(")) || isPunctuation(start + 1, UInt8(ascii: "{"))
        else { return nil }
        var index = start + 1
        while index < end {
            if isPunctuation(index, UInt8(ascii: "(")) || isPunctuation(index, UInt8(ascii: "{")) {
                index = closing(index) + 1
            } else if isPunctuation(index, UInt8(ascii: ".")), isName(index + 1) {
                let modifier = text(index + 1)
                if modifier == "matchedGeometryEffect" || modifier.lowercased().contains("transition") { return nil }
                index += 2
            } else {
                return nil
            }
        }
        return index == end ? text(start) : nil
    }

    /// The index of the bracket that closes the one at `open`.
    private func closing(_ open: Int) -> Int {
        var depth = 0
        var index = open
        while index < tokens.count {
            switch tokens[index].kind {
            case .punctuation(UInt8(ascii: "(")), .punctuation(UInt8(ascii: "{")), .punctuation(UInt8(ascii: "[")):
                depth += 1
            case .punctuation(UInt8(ascii: ")")), .punctuation(UInt8(ascii: "}")), .punctuation(UInt8(ascii: "]")):
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
            index += 1
        }
        return index
    }

    /// `.transition(.opacity)`, `.transition(AnyTransition.opacity.animation(.easeIn))`.
    private func isFade(open: Int) -> Bool {
        var depth = 0
        var names: Set<String> = []
        var index = open
        while index < tokens.count {
            switch tokens[index].kind {
            case .punctuation(UInt8(ascii: "(")): depth += 1
            case .punctuation(UInt8(ascii: ")")):
                depth -= 1
                if depth == 0 { return names.contains("opacity") && names.isSubset(of: ViewCallNames.fadeWords) }
            case .name: names.insert(text(index))
            case .punctuation(UInt8(ascii: "{")), .punctuation(UInt8(ascii: "}")): return false
            default: break
            }
            index += 1
        }
        return false
    }
}
