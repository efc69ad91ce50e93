/// View classes that a storyboard or xib holds at a constant height: an element with a
/// `customClass` whose own constraints (or a constraint naming it as `firstItem`, with no second
/// item) fix its `height` to a constant. The fonts such a class sets cannot grow taller: scaling
/// them clips the text, as a constant height in code does.
///
/// Read from the document's tags alone (no XML parser: the reader runs on every platform the
/// tool does, and only element ids, classes and constraints matter).
public struct InterfaceBuilderHeights: Sendable, Equatable {
    /// Class name → where it is held and at what height (`38 pt in EffectsViewController.xib`).
    public private(set) var heights: [String: String] = [:]

    public init(heights: [String: String] = [:]) { self.heights = heights }

    /// Reads one document; `name` is its file name, for the finding's text.
    public mutating func add(document text: String, name: String) {
        guard text.contains("customClass=") else { return }
        var classes: [String: String] = [:]  // element id → custom class
        var held: [String: String] = [:]  // element id → constant height
        var open: [(tag: String, id: String?)] = []
        var index = text.startIndex
        while let start = text[index...].firstIndex(of: "<") {
            guard let end = text[start...].firstIndex(of: ">") else { break }
            let tag = text[text.index(after: start)..<end]
            index = text.index(after: end)
            if tag.hasPrefix("/") {
                if !open.isEmpty { open.removeLast() }
                continue
            }
            if tag.hasPrefix("?") || tag.hasPrefix("!") { continue }
            let name = String(tag.prefix { !$0.isWhitespace && $0 != "/" })
            let attributes = Self.attributes(of: tag)
            if let id = attributes["id"], let custom = attributes["customClass"] { classes[id] = custom }
            if name == "constraint", attributes["firstAttribute"] == "height", attributes["secondItem"] == nil,
                let constant = attributes["constant"], attributes["relation"] != "greaterThanOrEqual",
                let owner = attributes["firstItem"] ?? Self.constraintOwner(open)
            {
                held[owner] = constant
            }
            if !tag.hasSuffix("/") { open.append((name, attributes["id"])) }
        }
        for (id, constant) in held {
            guard let custom = classes[id], heights[custom] == nil else { continue }
            heights[custom] = "\(constant) pt in \(name)"
        }
    }

    /// The element whose `<constraints>` list is open: its own size constraints.
    private static func constraintOwner(_ open: [(tag: String, id: String?)]) -> String? {
        guard open.count >= 2, open[open.count - 1].tag == "constraints" else { return nil }
        return open[open.count - 2].id
    }

    /// `key="value"` pairs of one tag.
    static func attributes(of tag: Substring) -> [String: String] {
        var found: [String: String] = [:]
        var rest = tag[...]
        while let equals = rest.firstIndex(of: "=") {
            let key = rest[..<equals].split(whereSeparator: \.isWhitespace).last.map(String.init) ?? ""
            let afterEquals = rest.index(after: equals)
            guard afterEquals < rest.endIndex, rest[afterEquals] == "\"",
                let close = rest[rest.index(after: afterEquals)...].firstIndex(of: "\"")
            else { break }
            found[key] = String(rest[rest.index(after: afterEquals)..<close])
            rest = rest[rest.index(after: close)...]
        }
        return found
    }
}
