import A11yFixSyntax

/// Views a file holds at a constant height, read from its tokens for the project index: a label
/// inside such a view cannot grow taller, whichever file sets its font (judged on real apps: an
/// action row pinned to 72 pt by the controller that adds it, a section header whose height the
/// table delegate returns as 48, a popup whose own SnapKit constraints fix 270 × 69).
///
/// - `heldTypes`: a type → what holds it. An instance bound to the type (`let row = ActionRowView()`,
///   `var row: ActionRowView!`) given `row.heightAnchor.constraint(equalToConstant: 72)` (or a
///   named constant), SnapKit's `make.height.equalTo(45)` / `make.size.equalTo(CGSize(…))`, or a
///   frame of constant height (`ActionRowView(frame: CGRect(…, height: 45))`) that no Auto Layout
///   replaces; a type that constrains its own height (`snp.makeConstraints { $0.height.equalTo(69) }`).
/// - `sectionHeights`: "Owner header" / "Owner footer" → what fixes the height of the section
///   headers (footers) that type's table or collection delegate methods give: `sectionHeaderHeight = 45`,
///   `heightForHeaderInSection` or `referenceSizeForHeaderInSection` returning constants,
///   `headerReferenceSize = CGSize(…)`.
/// - `sectionViews`: the same keys → the views those headers are: types made, cast to or
///   registered there (`DateHeadingView(`, `as? DateHeadingView`), and `.member` for the type's
///   own properties added to or returned as the header view.
struct HeldViews: TokenReading {
    let tokens: [SwiftTokenScanner.Token]
    let bytes: [UInt8]
    var heldTypes: [String: String] = [:]
    var sectionHeights: [String: String] = [:]
    var sectionViews: [String: Set<String>] = [:]
    /// "Callee(first:) label" → what holds the view a function or initializer takes as that
    /// parameter (`init(rowWithAction:…, accessoryView: UIView?)` pinning `accessoryView` to 24 pt).
    var heldParameters: [String: String] = [:]
    /// The same keys → the project types this file passes there (`accessoryView: BorderedLabel()`).
    var passedViews: [String: Set<String>] = [:]

    /// Words in a size that depend on content or layout, not a constant.
    static let measuredWords: Set<String> = [
        "frame", "bounds", "intrinsicContentSize", "contentSize", "automaticDimension", "automaticSize",
        "lineHeight", "pointSize", "greatestFiniteMagnitude", "infinity", "systemLayoutSizeFitting", "sizeThatFits",
        "boundingRect", "preferredFont", "scaledValue", "sizeToFit", "estimatedHeight", "UIFontMetrics",
    ]
    static let sectionRoles: [String: String] = [
        "viewForHeaderInSection": "header view", "viewForFooterInSection": "footer view",
        "viewForSupplementaryElementOfKind": "supplementary view",
        "heightForHeaderInSection": "header height", "heightForFooterInSection": "footer height",
        "referenceSizeForHeaderInSection": "header size", "referenceSizeForFooterInSection": "footer size",
    ]

    private struct Binding {
        var name: String
        var type: String
        var start: Int
        var end: Int
        /// `Type(frame: CGRect(…, height: 45))`: the line that made it.
        var frame: String?
        var owner: String
    }

    private struct Block {
        var close: Int
        /// For a type's body: its name (an extension's extended type).
        var typeName: String?
    }

    init(tokens: [SwiftTokenScanner.Token], bytes: [UInt8]) {
        self.tokens = tokens
        self.bytes = bytes
        closes = SwiftTokenScanner.closingBrackets(of: tokens)
        scan(holds: Self.mayHold(bytes))
    }

    /// Most files hold nothing: skip them without a pass.
    static func mayHold(_ bytes: [UInt8]) -> Bool {
        [
            "heightAnchor", "snp", "frame:", "HeaderInSection", "FooterInSection", "SupplementaryElement",
            "HeaderHeight", "FooterHeight", "ReferenceSize", "intrinsicContentSize", "sizeThatFits",
        ].contains { bytes.includes($0) }
    }

    private var closes: [Int] = []
    private var blocks: [Block] = []
    private var bindings: [Binding] = []
    /// A height set on a name, resolved against the bindings in scope once the file is read.
    private var holds: [(name: String, at: Int, text: String)] = []
    /// Names whose frame Auto Layout or a stack view replaces.
    private var laidOut: [(name: String, at: Int)] = []

    private var owner: String { blocks.last(where: { $0.typeName != nil })?.typeName ?? "" }
    private var typeBodyEnd: Int { blocks.last(where: { $0.typeName != nil })?.close ?? tokens.count }

    /// Every file passes views to other files' functions; only these words make a file hold one.
    private mutating func scan(holds: Bool) {
        guard holds else {
            readArguments()
            return
        }
        var pendingType: String?
        var pendingRole: String?
        for index in tokens.indices {
            let token = tokens[index]
            if token.kind == .punctuation(UInt8(ascii: "{")) {
                let close = closing(index) ?? tokens.count
                blocks.append(Block(close: close, typeName: pendingType))
                if let role = pendingRole { readSection(role, body: index, close: close) }
                (pendingType, pendingRole) = (nil, nil)
                continue
            }
            if token.kind == .punctuation(UInt8(ascii: "}")) {
                _ = blocks.popLast()
                continue
            }
            guard token.kind == .name else { continue }
            // Compared as bytes, not as strings: every name token of the project meets these.
            if !isPunctuation(index - 1, UInt8(ascii: ".")) {
                if equals(index, "class") || equals(index, "struct") || equals(index, "enum")
                    || equals(index, "actor") || equals(index, "extension") || equals(index, "protocol")
                {
                    if let declared = declaredTypeName(after: index) { pendingType = declared }
                } else if equals(index, "func") {
                    pendingRole = sectionRole(ofFunctionAt: index)
                    readParameters(ofFunctionAt: index)
                } else if equals(index, "init") {
                    readParameters(ofFunctionAt: index)
                } else if equals(index, "intrinsicContentSize") || equals(index, "sizeThatFits"),
                    equals(index - 1, "var") || equals(index - 1, "func"), let held = ownSize(declaredAt: index)
                {
                    hold(owner, held)
                } else if equals(index, "let") || equals(index, "var") {
                    if let binding = binding(at: index, end: blocks.last?.close ?? tokens.count) {
                        bindings.append(binding)
                    }
                } else if equals(index, "heightAnchor") {
                    if let held = anchorHeight(at: index) { hold(owner, "is held at \(held) on itself") }
                } else if equals(index, "snp") {
                    if let held = snapKitHeight(at: index) { hold(owner, "is held at \(held) on itself") }
                } else if isPunctuation(index + 1, UInt8(ascii: "=")), isName(index + 2), !isLowercase(index + 2),
                    isPunctuation(index + 3, UInt8(ascii: "("))
                {
                    // `name = Type(…)` assigns a property: its scope is the type.
                    bindings.append(
                        Binding(
                            name: text(index), type: text(index + 2), start: index, end: typeBodyEnd,
                            frame: constantFrame(call: index + 3), owner: owner))
                }
            }
            memberUse(at: index)
            tableHeight(at: index)
        }
        resolveBindings()
        readArguments()
    }

    /// `init(rowWithAction: …, accessoryView: UIView?)` whose body holds `accessoryView` at a
    /// constant height: the parameter is held, for the views callers pass.
    private mutating func readParameters(ofFunctionAt index: Int) {
        let isInit = equals(index, "init")
        let callee = isInit ? owner : (isName(index + 1) ? text(index + 1) : "")
        var open = isInit ? index + 1 : index + 2
        if isPunctuation(open, UInt8(ascii: "?")) || isPunctuation(open, UInt8(ascii: "!")) { open += 1 }
        guard !callee.isEmpty, isPunctuation(open, UInt8(ascii: "(")), let close = closing(open) else { return }
        // Each parameter's label and name: `label name:` or `name:`.
        var parameters: [(label: String, name: String)] = []
        var names: [String] = []
        var depth = 0
        for at in (open + 1)..<close {
            switch tokens[at].kind {
            case .punctuation(UInt8(ascii: "(")), .punctuation(UInt8(ascii: "[")), .punctuation(UInt8(ascii: "<")):
                depth += 1
            case .punctuation(UInt8(ascii: ")")), .punctuation(UInt8(ascii: "]")), .punctuation(UInt8(ascii: ">")):
                depth -= 1
            case .punctuation(UInt8(ascii: ",")) where depth == 0:
                names = []
            case .punctuation(UInt8(ascii: ":")) where depth == 0 && !names.isEmpty && names.count <= 2:
                parameters.append((names[0], names[names.count - 1]))
                names = [" "]
            case .name where depth == 0:
                names.append(text(at))
            default: break
            }
        }
        guard let first = parameters.first?.label else { return }
        var body = close + 1
        while body < tokens.count, body < close + 30, !isPunctuation(body, UInt8(ascii: "{")) { body += 1 }
        guard isPunctuation(body, UInt8(ascii: "{")), let end = closing(body) else { return }
        for parameter in parameters where parameter.name != "_" {
            for at in body..<end where equals(at, "heightAnchor") || equals(at, "snp") {
                guard isPunctuation(at - 1, UInt8(ascii: ".")), isName(at - 2), text(at - 2) == parameter.name,
                    let held = equals(at, "snp") ? snapKitHeight(at: at) : anchorHeight(at: at)
                else { continue }
                heldParameters["\(callee)(\(first):) \(parameter.label)"] = "\(held) in \(callee)"
                break
            }
        }
    }

    /// `StaticTableViewRow(rowWithAction: …, accessoryView: BorderedLabel())`: the project
    /// types passed to labelled parameters, by callee, first label and label. One pass over the
    /// file: an argument `label: Type(` is read where it starts, against the call it is in.
    private mutating func readArguments() {
        var opens: [Int] = []
        for at in tokens.indices {
            switch tokens[at].kind {
            case .punctuation(UInt8(ascii: "(")), .punctuation(UInt8(ascii: "[")), .punctuation(UInt8(ascii: "{")):
                opens.append(at)
            case .punctuation(UInt8(ascii: ")")), .punctuation(UInt8(ascii: "]")), .punctuation(UInt8(ascii: "}")):
                _ = opens.popLast()
            case .name:
                guard let open = opens.last, isPunctuation(open, UInt8(ascii: "(")), isName(open - 1),
                    !equals(open - 1, "init"), !equals(open - 1, "func"),
                    isPunctuation(at - 1, UInt8(ascii: "(")) || isPunctuation(at - 1, UInt8(ascii: ",")),
                    isPunctuation(at + 1, UInt8(ascii: ":")), isName(at + 2), !isLowercase(at + 2),
                    isPunctuation(at + 3, UInt8(ascii: "(")), Self.mayBeProjectView(text(at + 2))
                else { continue }
                let first = isName(open + 1) && isPunctuation(open + 2, UInt8(ascii: ":")) ? text(open + 1) : "_"
                passedViews["\(text(open - 1))(\(first):) \(text(at))", default: []].insert(text(at + 2))
            default: break
            }
        }
    }

    /// `topAnchor`, `heightAnchor`: a layout anchor, by its bytes.
    private func endsInAnchor(_ index: Int) -> Bool {
        let token = tokens[index]
        guard token.end - token.start > 6 else { return false }
        return bytes[(token.end - 6)..<token.end].elementsEqual("Anchor".utf8)
    }

    /// Not a system value or view type (`CGRect`, `UIView`, `NSAttributedString`, `URL`).
    static func mayBeProjectView(_ type: String) -> Bool {
        !["CG", "NS", "UI", "CA", "MK", "AV", "WK"].contains { type.hasPrefix($0) }
            && !["URL", "Date", "IndexPath", "String", "Int", "Double", "Float", "Bool", "Data", "Set", "Array"]
                .contains(type)
    }

    private mutating func hold(_ type: String, _ text: String) {
        guard !type.isEmpty, heldTypes[type] == nil else { return }
        heldTypes[type] = text
    }

    /// What `name.…` at `index` does to the view `name`: a constant height, or Auto Layout.
    private mutating func memberUse(at index: Int) {
        guard isPunctuation(index + 1, UInt8(ascii: ".")), isName(index + 2) else { return }
        // `label.…` or `self.label.…`, not `view.label.…`.
        if isPunctuation(index - 1, UInt8(ascii: ".")), !(index >= 2 && equals(index - 2, "self")) { return }
        var held: String?
        if equals(index + 2, "heightAnchor") {
            held = anchorHeight(at: index + 2)
        } else if equals(index + 2, "snp") {
            held = snapKitHeight(at: index + 2)
        } else if equals(index + 2, "frame"), isPunctuation(index + 3, UInt8(ascii: "=")), equals(index + 4, "CGRect"),
            let frame = constantFrame(at: index + 4)
        {
            held = "a frame of constant height, \(frame)"
        }
        let laysOut =
            equals(index + 2, "snp") || equals(index + 2, "translatesAutoresizingMaskIntoConstraints")
            || endsInAnchor(index + 2)
        guard held != nil || laysOut else { return }
        let name = text(index)
        if let held {
            if name == "self" { hold(owner, "is held at \(held) on itself") } else { holds.append((name, index, held)) }
        } else {
            laidOut.append((name, index))
        }
    }

    /// `tableView.sectionHeaderHeight = 45`, `layout.headerReferenceSize = CGSize(…)`.
    private mutating func tableHeight(at index: Int) {
        guard isPunctuation(index + 1, UInt8(ascii: "=")), !isPunctuation(index + 2, UInt8(ascii: "=")),
            equals(index, "sectionHeaderHeight") || equals(index, "sectionFooterHeight")
                || equals(index, "headerReferenceSize") || equals(index, "footerReferenceSize")
        else { return }
        let name = text(index)
        let kind: String
        switch name {
        case "sectionHeaderHeight", "headerReferenceSize": kind = "header"
        case "sectionFooterHeight", "footerReferenceSize": kind = "footer"
        default: return
        }
        let value = lineText(from: tokens[index + 1].end)
        let height = name.hasSuffix("ReferenceSize") ? sizeHeight(value) : value
        guard let height, Self.isConstant(height) else { return }
        let key = "\(owner) \(kind)"
        if sectionHeights[key] == nil { sectionHeights[key] = line(at: index) }
    }

    /// A section function's body: the views a header (footer) function makes, casts to and
    /// returns, or the constant height a height function returns.
    private mutating func readSection(_ role: String, body: Int, close: Int) {
        let range = body..<close
        if role.hasSuffix("view") {
            let makesFooters = range.contains { equals($0, "elementKindSectionFooter") }
            /// A collection's supplementary view is of the kind its statement names
            /// (`dequeueReusableSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, …)`);
            /// of unknown kind, a header unless the function makes footers too.
            func kind(at index: Int) -> String? {
                guard role.hasPrefix("supplementary") else { return role.hasPrefix("footer") ? "footer" : "header" }
                for at in stride(from: index, through: max(body, index - 40), by: -1) {
                    if equals(at, "elementKindSectionHeader") { return "header" }
                    if equals(at, "elementKindSectionFooter") { return "footer" }
                }
                return makesFooters ? nil : "header"
            }
            let locals = Set(
                range.compactMap { at -> String? in
                    (equals(at, "let") || equals(at, "var")) && isName(at + 1) ? text(at + 1) : nil
                })
            for at in range where isName(at) {
                let word = text(at)
                var views: Set<String> = []
                defer {
                    if let kind = kind(at: at), !views.isEmpty {
                        sectionViews["\(owner) \(kind)", default: []].formUnion(views)
                    }
                }
                // `DateHeadingView(…)`, `as? DateHeadingView`.
                if !isLowercase(at), !isPunctuation(at - 1, UInt8(ascii: ".")),
                    isPunctuation(at + 1, UInt8(ascii: "(")) || equals(at - 1, "as")
                        || (at >= 2 && equals(at - 2, "as"))
                {
                    views.insert(word)
                }
                // `header.addSubview(remainingLabel)`, `return headerView`: the type's own views.
                if word == "addSubview" || word == "addArrangedSubview", isPunctuation(at + 1, UInt8(ascii: "(")) {
                    var member = at + 2
                    if equals(member, "self"), isPunctuation(member + 1, UInt8(ascii: ".")) { member += 2 }
                    if isName(member), isPunctuation(member + 1, UInt8(ascii: ")")), !locals.contains(text(member)) {
                        views.insert("." + text(member))
                    }
                }
                if word == "return", isName(at + 1), isLowercase(at + 1), !locals.contains(text(at + 1)),
                    !isPunctuation(at + 2, UInt8(ascii: ".")), !isPunctuation(at + 2, UInt8(ascii: "(")),
                    !["nil", "self"].contains(text(at + 1))
                {
                    views.insert("." + text(at + 1))
                }
            }
            return
        }
        let kind = role.hasPrefix("footer") ? "footer" : "header"
        let isSize = role.hasSuffix("size")
        let values = returnedValues(body: body, close: close)
        // A size measured anywhere in the function may be the height; a frame or bounds gives the width.
        guard !values.isEmpty,
            !range.contains(where: {
                isName($0) && Self.measuredWords.contains(text($0)) && !equals($0, "frame") && !equals($0, "bounds")
            })
        else { return }
        var fixed = false
        for value in values where !Self.isZero(value) {
            guard let height = isSize ? sizeHeight(value) : value else { return }
            for choice in Self.alternatives(height) where !Self.isZero(choice) {
                guard Self.isConstant(choice) || Self.isName(choice) else { return }
                fixed = true
            }
        }
        guard fixed else { return }
        let function =
            isSize
            ? "collectionView(_:layout:referenceSizeFor\(kind.capitalized)InSection:)"
            : "tableView(_:heightFor\(kind.capitalized)InSection:)"
        let key = "\(owner) \(kind)"
        var shown: [String] = []
        for value in values where !Self.isZero(value) && !shown.contains(value) && shown.count < 3 {
            shown.append(value)
        }
        if sectionHeights[key] == nil { sectionHeights[key] = "\(function) returning \(shown.joined(separator: ", "))" }
    }

    /// Holds on names go to the type of the binding in scope; a frame of constant height holds
    /// unless Auto Layout or a stack view lays the view out.
    private mutating func resolveBindings() {
        for hold in holds {
            guard
                let binding = bindings.last(where: { $0.name == hold.name && $0.start <= hold.at && hold.at < $0.end })
            else { continue }
            let place = binding.owner.isEmpty ? "" : " in \(binding.owner)"
            self.hold(binding.type, "is held at \(hold.text)\(place)")
        }
        for binding in bindings {
            guard let frame = binding.frame, heldTypes[binding.type] == nil else { continue }
            let range = binding.start..<binding.end
            let replaced =
                laidOut.contains { $0.name == binding.name && range.contains($0.at) }
                || range.contains { at in
                    equals(at, "addArrangedSubview") && isName(at + 2) && text(at + 2) == binding.name
                }
            let place = binding.owner.isEmpty ? "" : " in \(binding.owner)"
            if !replaced { hold(binding.type, "is made with a frame of constant height, \(frame)\(place)") }
        }
    }

    // MARK: Pieces

    /// `let name = Type(…)`, `var name: Type!`, `lazy var name: Type = …`.
    private func binding(at index: Int, end: Int) -> Binding? {
        guard isName(index + 1) else { return nil }
        let name = text(index + 1)
        if isPunctuation(index + 2, UInt8(ascii: ":")), isName(index + 3), !isLowercase(index + 3) {
            var frame: String?
            if isPunctuation(index + 4, UInt8(ascii: "=")), isName(index + 5), text(index + 5) == text(index + 3) {
                frame = constantFrame(call: index + 6)
            }
            return Binding(name: name, type: text(index + 3), start: index, end: end, frame: frame, owner: owner)
        }
        if isPunctuation(index + 2, UInt8(ascii: "=")), isName(index + 3), !isLowercase(index + 3),
            isPunctuation(index + 4, UInt8(ascii: "("))
        {
            return Binding(
                name: name, type: text(index + 3), start: index, end: end, frame: constantFrame(call: index + 4),
                owner: owner)
        }
        return nil
    }

    /// The name a type declaration at `index` declares (`extension Outer.Inner` → `Inner`); nil for `class func`.
    private func declaredTypeName(after index: Int) -> String? {
        guard isName(index + 1) else { return nil }
        if equals(index, "class"),
            [
                "func", "var", "let", "override", "final", "private", "public", "internal", "fileprivate", "open",
                "static", "subscript", "init", "required", "convenience",
            ].contains(text(index + 1))
        {
            return nil
        }
        var at = index + 1
        while isPunctuation(at + 1, UInt8(ascii: ".")), isName(at + 2) { at += 2 }
        return text(at)
    }

    /// The section role of `func tableView(_:viewForHeaderInSection:)` and the like, by its labels.
    private func sectionRole(ofFunctionAt index: Int) -> String? {
        var at = index + 1
        while at < tokens.count, at < index + 40 {
            if tokens[at].kind == .punctuation(UInt8(ascii: "{")) { return nil }
            if isName(at), let role = Self.sectionRoles[text(at)] { return role }
            at += 1
        }
        return nil
    }

    /// `heightAnchor.constraint(equalToConstant: 72)` (or `lessThanOrEqualToConstant:`) at full
    /// priority: the constraint's text.
    private func anchorHeight(at index: Int) -> String? {
        guard isPunctuation(index + 1, UInt8(ascii: ".")), equals(index + 2, "constraint"),
            isPunctuation(index + 3, UInt8(ascii: "(")),
            equals(index + 4, "equalToConstant") || equals(index + 4, "lessThanOrEqualToConstant"),
            let close = closing(index + 3)
        else { return nil }
        let value = String(decoding: bytes[tokens[index + 5].end..<tokens[close].start], as: UTF8.self)
        guard Self.isConstant(value) || Self.isName(value), !Self.isZero(value), !lowersPriority(after: close) else {
            return nil
        }
        return lineText(from: tokens[index].start, until: tokens[close].end)
    }

    /// `snp.makeConstraints { make in make.height.equalTo(45) }`: the constraint's text.
    private func snapKitHeight(at index: Int) -> String? {
        guard isPunctuation(index + 1, UInt8(ascii: ".")), isName(index + 2),
            ["makeConstraints", "remakeConstraints", "updateConstraints"].contains(text(index + 2))
        else { return nil }
        var open = index + 3
        if isPunctuation(open, UInt8(ascii: "(")) { open += 1 }
        guard isPunctuation(open, UInt8(ascii: "{")), let end = closing(open) else { return nil }
        for at in open..<end where equals(at, "height") || equals(at, "size") {
            guard isPunctuation(at + 1, UInt8(ascii: ".")),
                equals(at + 2, "equalTo") || equals(at + 2, "lessThanOrEqualTo"),
                isPunctuation(at + 3, UInt8(ascii: "(")), let close = closing(at + 3), !lowersPriority(after: close)
            else { continue }
            let value = String(decoding: bytes[tokens[at + 3].end..<tokens[close].start], as: UTF8.self)
            let height = equals(at, "size") && value.includes("CGSize") ? sizeHeight(value) : value
            if let height, Self.isConstant(height) || Self.isName(height), !Self.isZero(height) {
                return lineText(from: tokens[at].start, until: tokens[close].end)
            }
        }
        return nil
    }

    /// `override var intrinsicContentSize: CGSize { CGSize(width: 100, height: 81) }` (or
    /// `sizeThatFits(_:)`) returning only sizes of a constant, nonzero height: the view asks
    /// for that height whatever its text, so layout gives it no more (judged on real apps: a
    /// banner of 81 pt whose progress bar is pinned to its bottom).
    private func ownSize(declaredAt index: Int) -> String? {
        var body = index + 1
        while body < tokens.count, body < index + 30, !isPunctuation(body, UInt8(ascii: "{")) { body += 1 }
        guard isPunctuation(body, UInt8(ascii: "{")), let close = closing(body) else { return nil }
        let values = returnedValues(body: body, close: close)
        guard !values.isEmpty,
            values.allSatisfy({ value in
                guard value.hasPrefix("CGSize(") || value.hasPrefix(".init("), let height = sizeHeight(value) else {
                    return false
                }
                // `UIView.noIntrinsicMetric` asks for no height at all.
                return Self.isConstant(height) && !Self.isZero(height) && !height.hasSuffix("noIntrinsicMetric")
            })
        else { return nil }
        return "asks for a constant height, \(text(index)) returning \(values[0])"
    }

    /// `(frame: CGRect(…, height: 45), …)` after a type's name: the call's text, when the height is constant.
    private func constantFrame(call open: Int) -> String? {
        guard isPunctuation(open, UInt8(ascii: "(")), equals(open + 1, "frame"),
            isPunctuation(open + 2, UInt8(ascii: ":")),
            equals(open + 3, "CGRect") || (isPunctuation(open + 3, UInt8(ascii: ".")) && equals(open + 4, "init"))
        else { return nil }
        let rect = equals(open + 3, "CGRect") ? open + 3 : open + 4
        guard constantFrame(at: rect) != nil, let close = closing(open) else { return nil }
        return lineText(from: tokens[open - 1].start, until: tokens[close].end)
    }

    /// `CGRect(x: 0, y: 0, width: w, height: 45)` at `index`: its text when the height is a nonzero constant.
    private func constantFrame(at index: Int) -> String? {
        guard isPunctuation(index + 1, UInt8(ascii: "(")), let close = closing(index + 1) else { return nil }
        let text = String(decoding: bytes[tokens[index].start..<tokens[close].end], as: UTF8.self)
        guard let height = sizeHeight(text), Self.isConstant(height), !Self.isZero(height) else { return nil }
        return text
    }

    /// The `height:` argument of a `CGSize(…)`/`CGRect(…)` text.
    private func sizeHeight(_ text: String) -> String? {
        guard let range = text.range(of: "height:") else { return nil }
        var depth = 0
        var value = ""
        for character in text[range.upperBound...] {
            if character == "(" { depth += 1 }
            if character == ")" || character == "," {
                if depth == 0 { break }
                if character == ")" { depth -= 1 }
            }
            value.append(character)
        }
        return value.trimmingCharacters(in: [" ", "\n", "\t"])
    }

    /// `.priority(…)`, `.withPriority(…)` after a constraint: it gives way to content.
    private func lowersPriority(after close: Int) -> Bool {
        isPunctuation(close + 1, UInt8(ascii: ".")) && isName(close + 2)
            && text(close + 2).lowercased().contains("priority")
    }

    /// What a function body returns: each `return` value, or the single expression of a body without one.
    private func returnedValues(body: Int, close: Int) -> [String] {
        var values: [String] = []
        for at in body..<close where equals(at, "return") {
            values.append(lineText(from: tokens[at].end))
        }
        if values.isEmpty {
            values.append(String(decoding: bytes[tokens[body].end..<tokens[close].start], as: UTF8.self))
        }
        return values.map { $0.trimmingCharacters(in: [" ", "\n", "\t", "\r"]) }
    }

    /// The token closing the `(` or `{` at `open`.
    private func closing(_ open: Int) -> Int? { open < closes.count && closes[open] >= 0 ? closes[open] : nil }

    /// The rest of the line from byte `start` (up to a `}` or `;` that ends the statement), trimmed.
    private func lineText(from start: Int) -> String {
        var end = start
        while end < bytes.count, ![UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: ";")].contains(bytes[end]) {
            end += 1
        }
        var text = String(decoding: bytes[start..<end], as: UTF8.self).trimmingCharacters(in: [" ", "\t"])
        if text.hasSuffix("}"), !text.contains("{") { text = String(text.dropLast()).trimmingCharacters(in: [" "]) }
        return text
    }

    private func lineText(from start: Int, until end: Int) -> String {
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        return text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).map {
            $0.trimmingCharacters(in: [" ", "\t"])
        }.joined(separator: " ")
    }

    /// The trimmed line of the token at `index`.
    private func line(at index: Int) -> String {
        var start = tokens[index].start
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        return lineText(from: start)
    }

    // MARK: Values

    /// A nonzero number, or a type's constant (`Layout.headerHeight`, `Self.rowHeight`).
    static func isConstant(_ value: String) -> Bool {
        let text = value.trimmingCharacters(in: [" ", "\n", "\t"])
        if let number = Double(text.replacingOccurrences(of: "_", with: "")) { return number != 0 }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let first = parts[0].first, first.isUppercase, isWord(parts[1]) else { return false }
        return !measuredWords.contains(String(parts[1])) && isWord(parts[0])
    }

    /// A stored property or local constant (`actionHeight`, `self.headerHeight`), not a measured size.
    static func isName(_ value: String) -> Bool {
        var text = value.trimmingCharacters(in: [" ", "\n", "\t"])
        if text.hasPrefix("self.") { text.removeFirst(5) }
        guard let first = text.first, first.isLowercase, isWord(Substring(text)) else { return false }
        return !measuredWords.contains(text)
    }

    /// The two values of `condition ? a : b`, or the value itself.
    static func alternatives(_ value: String) -> [String] {
        guard let question = value.range(of: " ? "),
            let colon = value.range(of: " : ", range: question.upperBound..<value.endIndex)
        else { return [value] }
        return [String(value[question.upperBound..<colon.lowerBound]), String(value[colon.upperBound...])]
    }

    static func isZero(_ value: String) -> Bool {
        let text = value.trimmingCharacters(in: [" ", "\n", "\t"])
        if let number = Double(text) { return number == 0 }
        return [
            ".zero", "CGSize.zero", ".leastNormalMagnitude", "CGFloat.leastNormalMagnitude", ".leastNonzeroMagnitude",
            "CGFloat.leastNonzeroMagnitude", "nil",
        ].contains(text)
    }

    private static func isWord(_ text: Substring) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}
