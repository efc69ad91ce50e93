/// The `$(NAME)` and `${NAME}` references in a build setting value.
///
/// Only plain names are expanded; forms with operators (`$(NAME:lower)`, nested references)
/// are kept verbatim, since the settings this reader needs never use them.
struct BuildSettingReferences {
    let text: String

    init(_ text: String) { self.text = text }

    /// True when the whole value (ignoring surrounding spaces) is one reference.
    var isSoleReference: Bool {
        let trimmed = text.trimmingSpaces
        guard let reference = Self.reference(in: Substring(trimmed), at: trimmed.startIndex) else { return false }
        return reference.end == trimmed.endIndex
    }

    /// `text` with each plain reference replaced by `lookup(name)`, or kept when that is nil.
    func expand(_ lookup: (String) -> String?) -> String {
        var result = ""
        var index = text.startIndex
        while index < text.endIndex {
            if let reference = Self.reference(in: Substring(text), at: index) {
                result += lookup(reference.name) ?? String(text[index..<reference.end])
                index = reference.end
            } else {
                result.append(text[index])
                index = text.index(after: index)
            }
        }
        return result
    }

    private static func reference(in text: Substring, at index: String.Index) -> (name: String, end: String.Index)? {
        guard text[index...].hasPrefix("$(") || text[index...].hasPrefix("${") else { return nil }
        let close: Character = text[text.index(after: index)] == "(" ? ")" : "}"
        let nameStart = text.index(index, offsetBy: 2)
        guard let closeIndex = text[nameStart...].firstIndex(of: close) else { return nil }
        let name = text[nameStart..<closeIndex]
        guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) else {
            return nil
        }
        return (String(name), text.index(after: closeIndex))
    }
}
