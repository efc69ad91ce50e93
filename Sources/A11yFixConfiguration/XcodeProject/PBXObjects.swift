import Foundation

/// One object of a `project.pbxproj` (`isa`, plus fields that are strings, id lists or
/// dictionaries), with typed accessors so the rest never casts `Any`.
struct PBXObject {
    let id: String
    let fields: [String: Any]

    var isa: String { string("isa") ?? "" }

    func string(_ key: String) -> String? { fields[key] as? String }

    /// A list of strings; a lone string counts as a list of one.
    func strings(_ key: String) -> [String] {
        if let list = fields[key] as? [Any] { return list.compactMap { $0 as? String } }
        return string(key).map { [$0] } ?? []
    }

    func dictionary(_ key: String) -> [String: Any] { fields[key] as? [String: Any] ?? [:] }
}

/// The `objects` table of a `project.pbxproj` and its `rootObject` (the PBXProject).
struct PBXObjects {
    /// Converted once: on Linux each `as? [String: Any]` of a parsed dictionary copies it.
    private let table: [String: PBXObject]
    let rootID: String

    /// The parsed property list, or why it is not an Xcode project file.
    static func parse(_ data: Data) -> Result<PBXObjects, PBXParseFailure> {
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            return .failure(
                PBXParseFailure(reason: "malformed project file" + (detail(of: error).map { " (\($0))" } ?? "")))
        }
        // Any bare word is a valid OpenStep property list, so the shape is checked too.
        guard let top = plist as? [String: Any], let objects = top["objects"] as? [String: Any],
            let root = top["rootObject"] as? String
        else {
            return .failure(PBXParseFailure(reason: "not an Xcode project file (no objects table with a rootObject)"))
        }
        var table: [String: PBXObject] = [:]
        for (id, value) in objects {
            if let fields = value as? [String: Any] { table[id] = PBXObject(id: id, fields: fields) }
        }
        guard table[root] != nil else {
            return .failure(
                PBXParseFailure(reason: "not an Xcode project file (rootObject \(root) is not among its objects)"))
        }
        return .success(PBXObjects(table: table, rootID: root))
    }

    /// The parser's own words (`Unexpected character '0x3b' at line 3`). For OpenStep text they
    /// sit in a nested CoreFoundation error that Linux does not bridge to `NSError`, so they are
    /// read from its description; the outer message names the wrong character.
    private static func detail(of error: Error) -> String? {
        let info = (error as NSError).userInfo
        guard let nested = info["kCFPropertyListOldStyleParsingError"] else {
            return info["NSDebugDescription"] as? String
        }
        let text = String(describing: nested)
        guard let start = text.range(of: "NSDebugDescription=")?.upperBound,
            let end = text[start...].lastIndex(of: "}")
        else { return nil }
        return String(text[start..<end])
    }

    subscript(id: String) -> PBXObject? { table[id] }

    var root: PBXObject { self[rootID]! }

    func objects(_ ids: [String]) -> [PBXObject] { ids.compactMap { self[$0] } }

    /// In id order, so results do not depend on hashing.
    func all(isa: String) -> [PBXObject] {
        table.values.filter { $0.isa == isa }.sorted { $0.id < $1.id }
    }
}

struct PBXParseFailure: Error {
    let reason: String
}
