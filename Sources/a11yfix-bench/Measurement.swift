import ArgumentParser
import Foundation

/// One timed child process: wall time, CPU time (user + system) and peak resident memory, from
/// `wait4`'s resource usage, so nothing of the child is missed and nothing of ours is counted.
struct Measurement {
    var label: String
    var wall: Double
    var cpu: Double
    var peakMegabytes: Double

    static func take(_ label: String, _ command: [String], allowedStatus: Set<Int32>) -> Measurement {
        let start = Date()
        let (status, usage) = ChildProcess.run(command, stdinPath: nil)
        let wall = Date().timeIntervalSince(start)
        guard allowedStatus.contains(status) else {
            FileHandle.standardError.write(
                Data("error: `\(command.joined(separator: " "))` exited with \(status)\n".utf8))
            Foundation.exit(2)
        }
        let cpu =
            Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6 + Double(usage.ru_stime.tv_sec)
            + Double(usage.ru_stime.tv_usec) / 1e6
        return Measurement(label: label, wall: wall, cpu: cpu, peakMegabytes: Double(usage.ru_maxrss) / 1024)
    }

    static func median(_ samples: [Measurement], label: String) -> Measurement {
        let sorted = samples.sorted { $0.wall < $1.wall }
        var middle = sorted[sorted.count / 2]
        middle.label = label
        return middle
    }

    static let header =
        "measurement".padding(toLength: 32, withPad: " ", startingAt: 0)
        + "   wall s    cpu s  peak MB    files/s    lines/s     MB/s"

    func row(_ corpus: Corpus) -> String {
        label.padding(toLength: 32, withPad: " ", startingAt: 0)
            + String(
                format: " %8.3f %8.3f %8.1f %10.0f %10.0f %8.1f", wall, cpu, peakMegabytes,
                Double(corpus.files) / wall, Double(corpus.lines) / wall, corpus.megabytes / wall)
    }
}

/// posix_spawn + wait4, with stdout and stderr sent to /dev/null (the tool's report is not timed
/// by a terminal) and stdin optionally from a file.
enum ChildProcess {
    static func run(_ command: [String], stdinPath: String?) -> (status: Int32, usage: rusage) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, stdinPath ?? "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var pid = pid_t()
        let arguments = command.map { strdup($0) } + [nil]
        defer { arguments.forEach { free($0) } }
        let spawned = posix_spawn(&pid, command[0], &actions, nil, arguments, environ)
        guard spawned == 0 else {
            FileHandle.standardError.write(
                Data("error: cannot start \(command[0]): \(String(cString: strerror(spawned)))\n".utf8))
            Foundation.exit(2)
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        // WIFEXITED / WEXITSTATUS, which Swift does not import as functions.
        let exited = status & 0x7f == 0
        return (exited ? (status >> 8) & 0xff : 128 + (status & 0x7f), usage)
    }
}

/// Start-up included, as an editor sees it: a fresh process per call.
enum StandardInputSample {
    /// A file of at least `lines` lines made of whole corpus files that need fixes; with
    /// `atMost`, the last file is cut after its last top-level declaration that still fits, so
    /// the file has at most `lines` lines and still parses.
    static func write(from corpus: Corpus, lines: Int, to path: String, atMost: Bool = false) throws -> String {
        var text = "", count = 0
        for file in try Corpus.swiftFiles(in: corpus.path) where count < lines {
            let contents = try String(contentsOfFile: file, encoding: .utf8)
            var fileLines = contents.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(
                String.init)
            if atMost, count + fileLines.count > lines {
                fileLines = Array(fileLines.prefix(topLevelEnd(of: fileLines, within: lines - count)))
                if fileLines.isEmpty { break }
            }
            text += fileLines.map { $0 + "\n" }.joined()
            count += fileLines.count
        }
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// How many of the first `limit` lines end at brace depth 0 (generated code: braces in
    /// strings and comments are balanced).
    private static func topLevelEnd(of lines: [String], within limit: Int) -> Int {
        var depth = 0, end = 0
        for (number, line) in lines.prefix(limit).enumerated() {
            for character in line {
                if character == "{" { depth += 1 } else if character == "}" { depth -= 1 }
            }
            if depth == 0 { end = number + 1 }
        }
        return end
    }

    static func latencies(tool: String, file: String, runs: Int) -> (median: Double, max: Double) {
        var samples: [Double] = []
        for _ in 0..<runs {
            let start = Date()
            // Named as the sample itself, a loose file: a name relative to this process's folder
            // would make whatever project that folder is in the buffer's project.
            _ = ChildProcess.run([tool, "fix", "-", "--assume-filename", file], stdinPath: file)
            samples.append(Date().timeIntervalSince(start))
        }
        samples.sort()
        return (samples[samples.count / 2], samples.last ?? 0)
    }
}

enum Executables {
    static var current: String {
        FileManager.default.destinationOfSymbolicLinkSafe("/proc/self/exe") ?? CommandLine.arguments[0]
    }

    static func sibling(_ name: String) -> String {
        ((current as NSString).deletingLastPathComponent as NSString).appendingPathComponent(name)
    }

    /// The a11yfix binary to measure: `--tool`, else the one built beside this benchmark.
    static func a11yfix(explicit: String?) throws -> String {
        let tool = explicit ?? sibling("a11yfix")
        guard FileManager.default.isExecutableFile(atPath: tool) else {
            throw ValidationError("no a11yfix binary at \(tool); run `swift build -c release` first or pass --tool")
        }
        return tool
    }
}

extension FileManager {
    func destinationOfSymbolicLinkSafe(_ path: String) -> String? {
        try? destinationOfSymbolicLink(atPath: path)
    }
}

/// A temporary folder for the generated corpus, the cache and the stdin sample.
struct Scratch {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "a11yfix-bench-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}
