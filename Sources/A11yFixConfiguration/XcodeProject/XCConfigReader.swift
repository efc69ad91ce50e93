/// Turns an xcconfig file and everything it includes into assignments, in the order Xcode
/// applies them (an include's lines where the `#include` stands), reading each file once.
struct XCConfigReader {
    private var cache: [String: XCConfigFile?] = [:]
    private(set) var warnings = WarningLog()

    /// `owner` names who uses the file, for sources and messages: `target 'App'`, `project 'App'`.
    mutating func assignments(of path: String, via owner: String) -> [BuildSettingAssignment] {
        guard let file = load(path) else {
            warnings.add(path, "xcconfig not found (base configuration of \(owner))")
            return []
        }
        var result: [BuildSettingAssignment] = []
        append(file, via: owner, chain: [file.path], to: &result)
        return result
    }

    private mutating func append(
        _ file: XCConfigFile, via owner: String, chain: [String], to result: inout [BuildSettingAssignment]
    ) {
        let source = "\(XcodePath.lastComponent(of: file.path)) (\(file.path)) via \(owner)"
        for line in file.lines {
            switch line {
            case let .assignment(key, value):
                result.append(BuildSettingAssignment(key: key, value: value, source: source))
            case let .malformedInclude(lineNumber):
                warnings.add(file.path, "line \(lineNumber): #include without a quoted path")
            case let .include(relative, optional):
                // `<DEVELOPER_DIR>/…` names a file inside Xcode, which is not here on Linux.
                if relative.hasPrefix("<") { continue }
                let included = XcodePath.join(XcodePath.parent(of: file.path), relative)
                if chain.contains(included) {
                    warnings.add(file.path, "include cycle: \"\(relative)\" leads back to \(included); not followed")
                } else if let next = load(included) {
                    append(next, via: owner, chain: chain + [included], to: &result)
                } else if !optional {
                    warnings.add(file.path, "#include \"\(relative)\" not found (\(included))")
                }
            }
        }
    }

    private mutating func load(_ path: String) -> XCConfigFile? {
        if let cached = cache[path] { return cached }
        let file = XCConfigFile(path: path)
        cache[path] = file
        return file
    }
}
