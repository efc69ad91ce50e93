import ArgumentParser
import Foundation

/// a11yfix doing everything against ast-grep matching one pattern, over the same folder with the
/// same number of threads: paired rounds (the order alternates, so a slow spell on a shared machine
/// lands on both sides), each round's ratio kept, and the median reported.
struct AstGrepComparison: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ast-grep",
        abstract: "Time `fix --check` against ast-grep running one pattern over the same folder (paired runs).")

    @Argument(help: "A folder of Swift files.")
    var folder: String

    @Option(help: "Paired rounds; the ratio is the median of the rounds' ratios.")
    var runs = 5

    @Option(help: "Threads for both tools (a11yfix --jobs, ast-grep --threads).")
    var threads = 2

    @Option(help: "The pattern ast-grep looks for.")
    var pattern = "withAnimation($$$)"

    @Option(help: "The a11yfix binary (default: the one next to this benchmark).")
    var tool: String?

    @Option(name: .customLong("ast-grep"), help: "The ast-grep binary (default: pip's scripts folder, then PATH).")
    var astGrep: String?

    @Option(help: "The goal: a11yfix at least this many times faster.")
    var goal = 1.3

    @Flag(help: "Exit 1 when the goal is missed.")
    var enforce = false

    func run() throws {
        let tool = try Executables.a11yfix(explicit: self.tool)
        guard let astGrep = astGrep ?? AstGrepBinary.find() else {
            throw ValidationError("no ast-grep found; `pip install ast-grep-cli`, or pass --ast-grep")
        }
        let corpus = try Corpus.scan(folder)
        print(
            "corpus: \(corpus.files) files, \(corpus.lines) lines, \(String(format: "%.1f", corpus.megabytes)) MB "
                + "in \(corpus.path)")
        print("tools:  \(tool)\n        \(astGrep)\n\(threads) threads each, \(runs) paired rounds\n")
        let commands: [(label: String, command: [String], allowedStatus: Set<Int32>)] = [
            (
                "a11yfix fix --check, \(threads) threads",
                [tool, "fix", "--check", "--summary", "none", "--no-cache", "--jobs", "\(threads)", corpus.path],
                [0, 1]
            ),
            (
                "ast-grep \(pattern), \(threads) threads",
                [astGrep, "run", "--pattern", pattern, "--lang", "swift", "--threads", "\(threads)", corpus.path],
                [0, 1]
            ),
        ]
        let rounds = (0..<runs).map { round in
            // Odd rounds run ast-grep first: neither tool always follows the other's page-cache warm-up.
            let order = round % 2 == 0 ? [0, 1] : [1, 0]
            var taken: [Int: Measurement] = [:]
            for column in order {
                taken[column] = Measurement.take(
                    commands[column].label, commands[column].command, allowedStatus: commands[column].allowedStatus)
            }
            return [taken[0]!, taken[1]!]
        }
        print(Measurement.header)
        for column in commands.indices {
            print(Measurement.median(rounds.map { $0[column] }, label: commands[column].label).row(corpus))
        }
        let ratios = rounds.map { $0[1].wall / $0[0].wall }.sorted()
        let ratio = ratios[ratios.count / 2]
        let perRound = ratios.map { String(format: "%.2f", $0) }.joined(separator: " ")
        print("\nper round (ast-grep wall / a11yfix wall): \(perRound)")
        let line = Goal(
            name: "a11yfix faster than ast-grep", value: String(format: "%.2fx", ratio),
            target: String(format: ">= %.2fx", goal), met: ratio >= goal)
        print(line.line)
        if enforce && !line.met { throw ExitCode(1) }
    }
}

/// Where `pip install ast-grep-cli` put the binary. A pyenv shim on PATH is a shell script that
/// starts the real binary, so pip's own scripts folder comes first: timing the shim would count pyenv.
enum AstGrepBinary {
    static func find() -> String? {
        var folders: [String] = []
        if let scripts = pythonScriptsFolder() { folders.append(scripts) }
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        folders += path.filter { !$0.hasSuffix("/shims") } + path.filter { $0.hasSuffix("/shims") }
        for folder in folders {
            for name in ["ast-grep", "sg"] {
                let candidate = folder + "/" + name
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        return nil
    }

    private static func pythonScriptsFolder() -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import sysconfig; print(sysconfig.get_path('scripts'))"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        let folder = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return folder.isEmpty ? nil : folder
    }
}
