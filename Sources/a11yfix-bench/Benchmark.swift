import A11yFixCore
import ArgumentParser
import Foundation
import SwiftParser
import SwiftSyntax

/// `a11yfix-bench`: measures a11yfix against the cost of parsing alone, on a folder you give or
/// one generated from the repository's snapshot inputs. Every figure is a separate process, timed
/// with wait4 (wall, CPU, peak RSS), so start-up, reading and writing are all counted.
@main
struct Benchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "a11yfix-bench",
        abstract:
            "Time a11yfix against a parse-only floor (run), or check what it does to a folder of real code (corpus).",
        subcommands: [
            Run.self, CorpusReport.self, ParseOnly.self, IndexOnly.self, LanguageServerBenchmark.self,
            SingleFileBenchmark.self, AstGrepComparison.self,
        ],
        defaultSubcommand: Run.self
    )
}

struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "run", abstract: "Run the benchmark (the default).")

    @Argument(help: "A folder of Swift files. Default: generate one from Snapshots/ (see --lines).")
    var folder: String?

    @Option(help: "Lines to generate when no folder is given.")
    var lines = 300_000

    @Option(help: "Share of generated files that need fixes (the rest are already-fixed outputs).")
    var changedShare = 0.2

    @Option(help: "Rounds of measurements; each figure and each ratio is the median over rounds.")
    var runs = 3

    @Option(help: "The a11yfix binary (default: the one next to this benchmark).")
    var tool: String?

    @Flag(help: "Exit 1 when a goal is missed.")
    var enforce = false

    func run() throws {
        let tool = try Executables.a11yfix(explicit: self.tool)
        let scratch = try Scratch()
        defer { scratch.remove() }
        let corpus: Corpus
        if let folder {
            corpus = try Corpus.scan(folder)
        } else {
            corpus = try CorpusGenerator(root: PackageRoot.path).generate(
                into: scratch.path + "/corpus", lines: lines, changedShare: changedShare)
        }
        let cores = ProcessInfo.processInfo.activeProcessorCount
        print(
            "corpus: \(corpus.files) files, \(corpus.lines) lines, \(String(format: "%.1f", corpus.megabytes)) MB\(folder == nil ? " (generated, \(Int(changedShare * 100))% need fixes)" : "") in \(corpus.path)"
        )
        print("tool:   \(tool), \(cores) cores, median of \(runs) runs\n")

        let check = [tool, "fix", "--check", "--summary", "none", "--no-cache"]
        // Rounds interleave the four commands, so a slow spell on a shared machine lands on both
        // sides of a ratio instead of on one measurement; each ratio is the median of its rounds.
        let commands: [(label: String, command: [String], allowedStatus: Set<Int32>)] = [
            ("(a) parse only, 1 thread", [Executables.current, "parse-only", corpus.path], [0]),
            ("(b) fix --check, 1 thread", check + ["--jobs", "1", corpus.path], [0, 1]),
            ("(c) fix --check, \(cores) threads", check + ["--jobs", "\(cores)", corpus.path], [0, 1]),
            ("(f) index pass only, 1 thread", [Executables.current, "index-only", corpus.path], [0]),
        ]
        let rounds = (0..<runs).map { _ in
            commands.map { Measurement.take($0.label, $0.command, allowedStatus: $0.allowedStatus) }
        }
        let medians = commands.indices.map { column in
            Measurement.median(rounds.map { $0[column] }, label: commands[column].label)
        }
        let (parse, single, parallel, index) = (medians[0], medians[1], medians[2], medians[3])
        func roundRatio(_ numerator: Int, _ denominator: Int) -> Double {
            let ratios = rounds.map { $0[numerator].wall / $0[denominator].wall }.sorted()
            return ratios[ratios.count / 2]
        }
        print(Measurement.header)
        for measurement in [parse, single, parallel, index] { print(measurement.row(corpus)) }

        // The cache: a cold run fills it, a warm run over the unchanged tree reads it.
        let cached = [
            tool, "fix", "--check", "--summary", "none", "--cache-path", scratch.path + "/cache", corpus.path,
        ]
        var cold: [Measurement] = [], warm: [Measurement] = []
        for _ in 0..<runs {
            try? FileManager.default.removeItem(atPath: scratch.path + "/cache")
            cold.append(measure("cold", cached, allowedStatus: [0, 1], runs: 1))
            warm.append(measure("warm", cached, allowedStatus: [0, 1], runs: 1))
        }
        let coldRun = Measurement.median(cold, label: "(d) fix --check, cache cold"),
            warmRun = Measurement.median(warm, label: "(e) fix --check, cache warm")
        print(coldRun.row(corpus))
        print(warmRun.row(corpus))

        let stdinFile = try StandardInputSample.write(from: corpus, lines: 300, to: scratch.path + "/stdin.swift")
        let latency = StandardInputSample.latencies(tool: tool, file: stdinFile, runs: max(20, runs))

        let ratio = roundRatio(1, 0), speedUp = roundRatio(1, 2)
        let cacheShare = zip(warm, cold).map { $0.wall / $1.wall }.sorted()[runs / 2]
        // The index pass is part of (b); its own process also pays start-up, so this overstates it.
        let indexShare = roundRatio(3, 1)
        let peak = [parse, single, parallel, coldRun, warmRun].map(\.peakMegabytes).max() ?? 0
        print("")
        let goals = [
            Goal(
                name: "fix --check over parsing (b)/(a)", value: String(format: "%.2f", ratio), target: "<= 1.50",
                met: ratio <= 1.5),
            Goal(
                name: "index pass / fix --check (f)/(b)", value: String(format: "%.0f%%", indexShare * 100),
                target: "<= 15%", met: indexShare <= 0.15),
            Goal(
                name: "parallel speed-up (b)/(c)", value: String(format: "%.2fx", speedUp), target: ">= 1.80x",
                met: speedUp >= 1.8),
            Goal(name: "peak memory", value: String(format: "%.0f MB", peak), target: "< 200 MB", met: peak < 200),
            Goal(
                name: "warm cache / cold (e)/(d)", value: String(format: "%.0f%%", cacheShare * 100), target: "< 15%",
                met: cacheShare < 0.15),
            Goal(
                name: "stdin, 300 lines (median, max)",
                value: String(format: "%.0f ms, %.0f ms", latency.median * 1000, latency.max * 1000),
                target: "<= 50 ms", met: latency.median <= 0.05),
        ]
        for goal in goals { print(goal.line) }
        if enforce && goals.contains(where: { !$0.met }) { throw ExitCode(1) }
    }

    private func measure(_ label: String, _ command: [String], allowedStatus: Set<Int32> = [0], runs: Int? = nil)
        -> Measurement
    {
        let samples = (0..<(runs ?? self.runs)).map { _ in
            Measurement.take(label, command, allowedStatus: allowedStatus)
        }
        return Measurement.median(samples, label: label)
    }
}

/// The floor: read every `.swift` file under the folder and parse it with SwiftParser, one thread.
struct ParseOnly: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "parse-only", abstract: "Parse every .swift file under a folder (the benchmark's floor).")

    @Argument var folder: String

    func run() throws {
        var errors = 0
        for path in try Corpus.swiftFiles(in: folder) {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            let tree = [UInt8](data).withUnsafeBufferPointer { SwiftParsing.parse($0) }
            if tree.hasError { errors += 1 }
        }
        if errors > 0 { FileHandle.standardError.write(Data("\(errors) files with parse errors\n".utf8)) }
    }
}

/// The project index pass alone: read every `.swift` file under a folder and index it, one thread.
struct IndexOnly: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "index-only", abstract: "Index every .swift file under a folder as a11yfix's first pass does.")

    @Argument var folder: String

    func run() throws {
        var entries: [FileIndexEntry] = []
        for path in try Corpus.swiftFiles(in: folder) {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            entries.append(FileIndexEntry(bytes: [UInt8](data)))
        }
        let index = ProjectIndex(entries: entries)
        print("\(entries.count) files, \(index.viewTypeCount) view types")
    }
}

struct Goal {
    var name: String, value: String, target: String, met: Bool
    var line: String {
        "\(met ? "met   " : "MISSED") \(name.padding(toLength: 34, withPad: " ", startingAt: 0)) \(value.padding(toLength: 16, withPad: " ", startingAt: 0)) goal \(target)"
    }
}
