import Foundation

/// The lines of one `.xcconfig` file that matter: assignments and includes, in order.
struct XCConfigFile {
    enum Line {
        case assignment(key: String, value: String)
        /// `#include "path"`, or `#include? "path"` (optional: silent when the file is missing).
        case include(path: String, optional: Bool)
        case malformedInclude(lineNumber: Int)
    }

    let path: String
    let lines: [Line]

    /// nil when the file cannot be read.
    init?(path: String) {
        guard let data = RunInputs.contents(atPath: path) else { return nil }
        self.init(path: path, text: String(decoding: data, as: UTF8.self))
    }

    init(path: String, text: String) {
        self.path = path
        var lines: [Line] = []
        for (number, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            // Xcode ends a line at `//` even inside a value (URLs must be written `/$()/`).
            let content = raw[..<Self.commentStart(in: raw)].trimmingSpaces
            if content.hasPrefix("#include") {
                lines.append(Self.include(content.dropFirst("#include".count), lineNumber: number + 1))
            } else if let equals = content.firstIndex(of: "="), !content.hasPrefix("#") {
                let key = content[..<equals].trimmingSpaces
                var value = content[content.index(after: equals)...].trimmingSpaces
                if value.hasSuffix(";") { value = String(value.dropLast()).trimmingSpaces }
                if !key.isEmpty { lines.append(.assignment(key: key, value: value)) }
            }
        }
        self.lines = lines
    }

    /// Where `//` starts, or the end.
    private static func commentStart(in line: Substring) -> Substring.Index {
        let utf8 = line.utf8
        var index = utf8.startIndex
        while index < utf8.endIndex {
            let next = utf8.index(after: index)
            if utf8[index] == UInt8(ascii: "/"), next < utf8.endIndex, utf8[next] == UInt8(ascii: "/") { return index }
            index = next
        }
        return utf8.endIndex
    }

    private static func include(_ rest: Substring, lineNumber: Int) -> Line {
        let optional = rest.hasPrefix("?")
        let quoted = (optional ? rest.dropFirst() : rest).trimmingSpaces
        guard quoted.count >= 2, quoted.hasPrefix("\""), quoted.hasSuffix("\"") else {
            return .malformedInclude(lineNumber: lineNumber)
        }
        return .include(path: String(quoted.dropFirst().dropLast()), optional: optional)
    }
}
