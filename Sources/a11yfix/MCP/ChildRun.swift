import Foundation

/// One a11yfix command run as a child of the MCP server: the tools answer exactly what the command
/// line answers, a cancelled call is a terminated child (each file it writes is written
/// atomically, so a file is either old or new), and a crash stays in the child.
final class ChildRun: @unchecked Sendable {
    struct Output {
        var status: Int32
        var stdout: [UInt8]
        var stderr: String
        /// Ended by `cancel()`.
        var cancelled: Bool
    }

    private let process = Process()
    private let lock = NSLock()
    private var cancelled = false

    /// This binary: the children run the very code that serves.
    static let executable: URL = {
        if let path = Bundle.main.executablePath { return URL(fileURLWithPath: path) }
        return URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
    }()

    init(_ arguments: [String], in directory: URL) {
        process.executableURL = Self.executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
    }

    /// Runs to the end, feeding `input` to stdin. Both pipes are drained on their own threads, so a
    /// child that fills one cannot block on it.
    func run(input: [UInt8]? = nil) throws -> Output {
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try lock.withLock {
            if cancelled { throw CancellationError() }
            try process.run()
        }
        let outBytes = Drained(stdout), errBytes = Drained(stderr)
        if let input {
            // A child that ends early closes its end; the write then fails, and that is fine.
            try? stdin.fileHandleForWriting.write(contentsOf: Data(input))
            try? stdin.fileHandleForWriting.close()
        }
        let out = outBytes.wait(), err = errBytes.wait()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus, stdout: [UInt8](out),
            stderr: String(decoding: err, as: UTF8.self), cancelled: lock.withLock { cancelled })
    }

    func cancel() {
        lock.withLock {
            cancelled = true
            if process.isRunning { process.terminate() }
        }
    }
}

/// A pipe read to its end on a thread of its own.
private final class Drained: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ pipe: Pipe) {
        let handle = pipe.fileHandleForReading
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
