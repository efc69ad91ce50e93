/// Why a file was left untouched. Each renders as one line naming the file.
public enum FileFailure: Error, Equatable, Sendable {
    case unreadable(path: String, reason: String)
    case notUTF8(path: String)
    /// `reason`: the first syntax error, as `SyntaxErrorDescription` words it.
    case doesNotParse(path: String, line: Int, column: Int, reason: String)
    case fixBrokeSyntax(path: String, line: Int, transforms: [String])
    case writeFailed(path: String, reason: String)
    /// Each pass of fixes made the next pass find more, up to the bound.
    case doesNotSettle(path: String, passes: Int, transforms: [String])

    public var message: String {
        switch self {
        case let .unreadable(path, reason): "\(path): unreadable (\(reason)); left unchanged"
        case let .notUTF8(path): "\(path): not valid UTF-8; left unchanged"
        case let .doesNotParse(path, line, column, reason):
            "\(path):\(line):\(column): does not parse (\(reason)); left unchanged"
        case let .fixBrokeSyntax(path, line, transforms):
            "\(path):\(line): fixes from \(transforms.joined(separator: ", ")) would produce invalid Swift; left unchanged (please report this)"
        case let .writeFailed(path, reason): "\(path): write failed (\(reason)); left unchanged"
        case let .doesNotSettle(path, passes, transforms):
            "\(path): fixes from \(transforms.joined(separator: ", ")) still found more to fix after \(passes) passes; left unchanged (please report this)"
        }
    }

    public var path: String {
        switch self {
        case let .unreadable(path, _), let .notUTF8(path), let .doesNotParse(path, _, _, _),
            let .fixBrokeSyntax(path, _, _), let .writeFailed(path, _), let .doesNotSettle(path, _, _):
            path
        }
    }
}
