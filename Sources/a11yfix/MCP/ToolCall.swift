import A11yFixLSP
import Foundation

/// One `tools/call` in flight: its arguments, the roots it serves, and the child it
/// runs, so a `notifications/cancelled` can stop it.
final class ToolCall: @unchecked Sendable {
    let arguments: [String: JSONValue]
    /// Set before the tool runs, on the call's own thread.
    var roots = ServedRoots(folders: [URL(fileURLWithPath: FileManager.default.currentDirectoryPath)])
    private let lock = NSLock()
    private var child: ChildRun?
    private var isCancelled = false

    init(arguments: [String: JSONValue]) {
        self.arguments = arguments
    }

    var cancelled: Bool { lock.withLock { isCancelled } }

    func cancel() {
        let running = lock.withLock {
            isCancelled = true
            return child
        }
        running?.cancel()
    }

    /// Runs `a11yfix <arguments>` in `directory`; throws once the call is cancelled.
    func run(_ arguments: [String], in directory: URL, input: [UInt8]? = nil) throws -> ChildRun.Output {
        let run = ChildRun(arguments, in: directory)
        try lock.withLock {
            if isCancelled { throw CancellationError() }
            child = run
        }
        let output = try run.run(input: input)
        lock.withLock { child = nil }
        if output.cancelled { throw CancellationError() }
        return output
    }

    // MARK: Arguments

    func string(_ key: String, required: Bool = false) throws -> String? {
        guard let value = arguments[key], value != .null else {
            if required { throw ToolError("missing required argument '\(key)'") }
            return nil
        }
        guard case let .string(text) = value else { throw ToolError("'\(key)' must be a string") }
        return text
    }

    func strings(_ key: String, default fallback: [String]? = nil) throws -> [String] {
        guard let value = arguments[key], value != .null else {
            if let fallback { return fallback }
            throw ToolError("missing required argument '\(key)'")
        }
        let texts = value.arrayValue?.compactMap(\.stringValue)
        guard let texts, texts.count == value.arrayValue?.count else {
            throw ToolError("'\(key)' must be an array of strings")
        }
        if texts.isEmpty { throw ToolError("'\(key)' must name at least one path") }
        return texts
    }

    func bool(_ key: String) throws -> Bool {
        guard let value = arguments[key], value != .null else { return false }
        guard case let .bool(flag) = value else { throw ToolError("'\(key)' must be true or false") }
        return flag
    }
}

/// A tool's failure as the assistant sees it: a one-line reason in an `isError` result.
struct ToolError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
