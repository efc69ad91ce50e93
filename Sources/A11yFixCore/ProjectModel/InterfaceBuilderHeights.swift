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

    /// `Class.outlet` → what the document says of the label an outlet of a class points to: its
    /// text style, whether it wraps, whether it is held at a constant height. A name two documents
    /// disagree on is dropped.
    public private(set) var outlets: [String: OutletLabel] = [:]
    private var conflicting: Set<String> = []
    /// Every `customClass` a document names: the view classes a storyboard or xib makes.
    public private(set) var classes: Set<String> = []
    /// How many documents were read.
    public private(set) var documentCount = 0

    /// A label's facts as a storyboard or xib sets them.
    public struct OutletLabel: Sendable, Equatable {
        /// The text style its font follows (`body` for `UICTFontTextStyleBody`), if any.
        public var textStyle: String?
        /// `numberOfLines="0"`: it wraps onto as many lines as its text needs.
        public var wraps: Bool
        /// A constant height of its own (`21`), if any.
        public var height: String?

        public init(textStyle: String? = nil, wraps: Bool = false, height: String? = nil) {
            self.textStyle = textStyle
            self.wraps = wraps
            self.height = height
        }

        var digestText: String { "\(textStyle ?? "-")/\(wraps)/\(height ?? "-")" }
    }

    public init(heights: [String: String] = [:], outlets: [String: OutletLabel] = [:]) {
        self.heights = heights
        self.outlets = outlets
    }

    /// The digest of what was read, for the index's fingerprint.
    var digestLines: [String] {
        heights.keys.sorted().map { $0 + "@" + heights[$0]! }
            + outlets.keys.sorted().map { $0 + "#" + outlets[$0]!.digestText }
            + classes.sorted().map { "class:" + $0 } + ["documents:\(documentCount)"]
    }

    /// Reads one document; `name` is its file name, for the finding's text.
    public mutating func add(document text: String, name: String) {
        documentCount += 1
        guard text.contains("customClass=") else { return }
        var classes: [String: String] = [:]  // element id → custom class
        var held: [String: String] = [:]  // element id → constant height
        var open: [(tag: String, id: String?)] = []
        var labels: [String: OutletLabel] = [:]  // label element id → its facts
        var connections: [(owner: String, property: String, destination: String)] = []
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
            if let custom = attributes["customClass"] { self.classes.insert(custom) }
            if let id = attributes["id"], let custom = attributes["customClass"] { classes[id] = custom }
            if name == "label", let id = attributes["id"] {
                labels[id] = OutletLabel(wraps: attributes["numberOfLines"] == "0")
            }
            if name == "fontDescription", let style = attributes["style"], style.hasPrefix("UICTFontTextStyle"),
                let owner = open.last?.id, labels[owner] != nil
            {
                let stem = style.dropFirst("UICTFontTextStyle".count)
                let name = stem.prefix(1).lowercased() + stem.dropFirst()
                // The documents' names for two styles differ from the API's.
                labels[owner]?.textStyle = ["subhead": "subheadline", "title0": "largeTitle"][name] ?? name
            }
            // `<connections><outlet property="titleLabel" destination="…"/>` inside the element that owns it.
            if name == "outlet", let property = attributes["property"], let destination = attributes["destination"],
                open.count >= 2, open[open.count - 1].tag == "connections", let owner = open[open.count - 2].id
            {
                connections.append((owner, property, destination))
            }
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
        for (id, constant) in held where labels[id] != nil { labels[id]?.height = constant }
        for connection in connections {
            guard let owner = classes[connection.owner], let label = labels[connection.destination] else { continue }
            let key = owner + "." + connection.property
            guard !conflicting.contains(key) else { continue }
            if let known = outlets[key], known != label {
                outlets[key] = nil
                conflicting.insert(key)
            } else {
                outlets[key] = label
            }
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
