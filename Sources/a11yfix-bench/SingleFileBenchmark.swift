import ArgumentParser
import Foundation

/// `a11yfix-bench single-file`: what a pre-commit hook or an editor pays to fix one file of a
/// large project, now that every entry point indexes the whole project. The baseline, measured in
/// the same rounds, is the same file with no project around it.
struct SingleFileBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "single-file",
        abstract:
            "Time one file of a large project, alone and through stdin, with the cache cold and warm, against the same file outside any project."
    )

    @Argument(help: "A project folder and one of its Swift files (default: a generated SwiftPM project, see --files).")
    var project: [String] = []

    @Option(help: "Swift files in the generated project.")
    var files = 1_300

    @Option(help: "Rounds; each figure is the median.")
    var runs = 5

    @Option(help: "The a11yfix binary (default: the one next to this benchmark).")
    var tool: String?

    @Flag(help: "Exit 1 when a goal is missed.")
    var enforce = false

    func validate() throws {
        if !project.isEmpty && project.count != 2 {
            throw ValidationError("name a project folder and one of its Swift files, or nothing")
        }
    }

    func run() throws {
        let tool = try Executables.a11yfix(explicit: self.tool)
        let scratch = try Scratch()
        defer { scratch.remove() }
        let root: String, file: String
        if project.count == 2 {
            (root, file) = (project[0], project[1])
        } else {
            root = scratch.path + "/project"
            let corpus = try CorpusGenerator(root: PackageRoot.path)
                .generate(into: root + "/Sources/App", lines: 0, files: files, changedShare: 0.2)
            try
                "// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(name: \"App\", platforms: [.iOS(.v16)], targets: [.target(name: \"App\")])\n"
                .write(toFile: root + "/Package.swift", atomically: true, encoding: .utf8)
            // The first file that needs fixes, probed as a copy outside the project (fast).
            let probe = scratch.path + "/probe.swift"
            file =
                try Corpus.swiftFiles(in: corpus.path).first { path in
                    try? FileManager.default.removeItem(atPath: probe)
                    try? FileManager.default.copyItem(atPath: path, toPath: probe)
                    return ChildProcess.run(
                        [tool, "fix", "--check", "--no-cache", "--summary", "none", probe], stdinPath: nil
                    ).status == 1
                } ?? Corpus.swiftFiles(in: corpus.path)[0]
        }
        let corpus = try Corpus.scan(root)
        let loose = scratch.path + "/loose/" + (file as NSString).lastPathComponent
        try FileManager.default.createDirectory(atPath: scratch.path + "/loose", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: file, toPath: loose)
        print("project: \(corpus.files) Swift files, \(corpus.lines) lines in \(root)")
        print("file:    \(file)\ntool:    \(tool), median of \(runs) rounds\n")

        let cache = scratch.path + "/cache"
        func check(_ path: String) -> [String] {
            [tool, "fix", "--check", "--summary", "none", "--cache-path", cache, path]
        }
        func stdin(_ path: String) -> [String] {
            [tool, "fix", "-", "--summary", "none", "--cache-path", cache, "--assume-filename", path]
        }
        var rows: [String: [Measurement]] = [:]
        for _ in 0..<runs {
            for (label, path) in [("(a) loose file", loose), ("(b) file in the project", file)] {
                try? FileManager.default.removeItem(atPath: cache)
                rows[label + ", cache cold", default: []].append(
                    Measurement.take("", check(path), allowedStatus: [0, 1]))
                rows[label + ", cache warm", default: []].append(
                    Measurement.take("", check(path), allowedStatus: [0, 1]))
                let started = Date()
                _ = ChildProcess.run(stdin(path), stdinPath: path)
                rows[label + ", stdin, warm", default: []].append(
                    Measurement(label: "", wall: Date().timeIntervalSince(started), cpu: 0, peakMegabytes: 0))
            }
        }
        let medians = rows.mapValues { Measurement.median($0, label: "") }
        print("measurement".padding(toLength: 44, withPad: " ", startingAt: 0) + "   wall ms  peak MB")
        for label in rows.keys.sorted() {
            let row = medians[label]!
            print(
                label.padding(toLength: 44, withPad: " ", startingAt: 0)
                    + String(format: " %9.1f %8.1f", row.wall * 1000, row.peakMegabytes))
        }
        let warm = medians["(b) file in the project, cache warm"]!.wall,
            cold = medians["(b) file in the project, cache cold"]!.wall
        let baseline = medians["(a) loose file, cache warm"]!.wall
        let stdinWarm = medians["(b) file in the project, stdin, warm"]!.wall
        print(String(format: "\nproject / loose, warm: %.2fx (the cost of seeing the whole project)", warm / baseline))
        let goals = [
            Goal(
                name: "one file, cache warm", value: String(format: "%.0f ms", warm * 1000), target: "<= 150 ms",
                met: warm <= 0.15),
            Goal(
                name: "one file, stdin, cache warm", value: String(format: "%.0f ms", stdinWarm * 1000),
                target: "<= 150 ms", met: stdinWarm <= 0.15),
            Goal(name: "one file, cache cold", value: String(format: "%.2f s", cold), target: "<= 2 s", met: cold <= 2),
        ]
        for goal in goals { print(goal.line) }
        if enforce && goals.contains(where: { !$0.met }) { throw ExitCode(1) }
    }
}
