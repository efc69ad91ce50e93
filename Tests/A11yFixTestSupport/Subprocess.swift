import Foundation

/// Runs a program to completion with stdout and stderr merged, for tests that drive other tools
/// (`swift package`, `swiftc`).
public enum Subprocess {
    public struct Result: Sendable {
        public var status: Int32
        public var output: String
    }

    /// `environment`: the child's whole environment; nil inherits this process's.
    public static func run(
        _ executable: URL, _ arguments: [String], in directory: URL? = nil,
        environment: [String: String]? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if let environment { process.environment = environment }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        // Read before waiting, so a full pipe cannot block the child.
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }
}
