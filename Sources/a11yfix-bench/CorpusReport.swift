import A11yFixCore
import ArgumentParser
import Foundation
import SwiftParser
import SwiftSyntax

/// `a11yfix-bench corpus FOLDER`: runs `a11yfix fix` over a copy of any folder (the folder itself
/// is never written) and checks the result independently of the tool: which files changed, fixes
/// per transform, files skipped and why, outputs that re-parse with errors, and files a second run
/// would change again. The last two must be 0; the exit code is 1 when they are not.
/// With `--sample N` it also writes review sheets (see `ReviewSheets`) from that same run's JSON.
struct CorpusReport: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "corpus", abstract: "Run a11yfix over a copy of a folder and check what it did.")

    @Argument(help: "A folder of Swift code, e.g. a fetched open-source app.")
    var folder: String

    @Option(help: "The a11yfix binary (default: the one next to this tool).")
    var tool: String?

    @Flag(help: "Keep the fixed copy and print where it is.")
    var keep = false

    @Option(help: "Also write review sheets: per transform, up to N random fixes and N random findings without a fix.")
    var sample: Int?

    @Option(help: "Seed for choosing the sample; the same seed and input give the same sheets. (default: 1)")
    var seed: UInt64?

    @Option(help: "Where the review sheets go. (default: corpus-review/<folder name>)")
    var sheets: String?

    @Argument(parsing: .postTerminator, help: "Extra arguments for `a11yfix fix`, after --.")
    var fixArguments: [String] = []

    func validate() throws {
        if let sample, sample < 1 { throw ValidationError("--sample must be at least 1") }
        if sample == nil && (seed != nil || sheets != nil) {
            throw ValidationError("--seed and --sheets need --sample")
        }
    }

    func run() throws {
        let folder = URL(fileURLWithPath: self.folder).standardizedFileURL.path
        let tool = try Executables.a11yfix(explicit: self.tool)
        let scratch = try Scratch()
        defer { if !keep { scratch.remove() } }
        let copy = scratch.path + "/copy"
        let originals = try ProjectCopy.make(of: folder, at: copy)
        let lines = originals.values.reduce(0) { $0 + $1.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) } }
        print(
            "corpus: \(originals.count) Swift files, \(lines) lines in \(folder)\(keep ? " (fixed copy kept in \(copy))" : "")"
        )

        let first = try Captured.run(
            [tool, "fix", "--no-cache", "--summary", "none", "--reporter", "json"] + fixArguments + [copy])
        guard first.status == 0 || first.status == 3 else {
            throw CorpusError(description: "a11yfix fix exited with \(first.status): \(first.stderr)")
        }
        let applied = try JSONFindings(first.stdout)

        var changed: [String] = [], reparseErrors: [String] = []
        for (relative, original) in originals.sorted(by: { $0.key < $1.key }) {
            guard let now = FileManager.default.contents(atPath: copy + "/" + relative).map([UInt8].init),
                now != original
            else { continue }
            changed.append(relative)
            if now.withUnsafeBufferPointer({ SwiftParsing.parse($0) }).hasError { reparseErrors.append(relative) }
        }
        let skipped = first.stderr.split(separator: "\n").filter { $0.hasPrefix("error: ") }
            .map { String($0.dropFirst("error: ".count)).replacingOccurrences(of: copy + "/", with: "") }

        let second = try Captured.run(
            [tool, "fix", "--check", "--no-cache", "--summary", "none", "--reporter", "json"] + fixArguments + [copy])
        let again = try JSONFindings(second.stdout)
        let notIdempotent = again.filesWithFixes.map { $0.replacingOccurrences(of: copy + "/", with: "") }

        print("changed: \(changed.count) of \(originals.count) files, \(applied.fixes.values.reduce(0, +)) fixes")
        print("\nfixes per transform:")
        for (id, count) in applied.fixes.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }) {
            print("  \(String(count).leftPadded(6)) \(id)")
        }
        print("\nneeds review (findings without a fix):")
        for (id, count) in applied.reviews.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }) {
            print("  \(String(count).leftPadded(6)) \(id)")
        }
        print("\nskipped: \(skipped.count) files")
        for line in skipped { print("  \(line)") }
        print("\noutput re-parses with errors: \(reparseErrors.count) (must be 0)")
        for file in reparseErrors { print("  \(file)") }
        print("not idempotent (a second run would change them again): \(notIdempotent.count) (must be 0)")
        for file in notIdempotent { print("  \(file)") }
        if let sample {
            try writeSheets(sample: sample, json: first.stdout, folder: folder, copy: copy, originals: originals)
        }
        if !reparseErrors.isEmpty || !notIdempotent.isEmpty { throw ExitCode(1) }
    }
}

extension CorpusReport {
    /// Samples the first run's findings into review sheets, prints where they went and how many.
    func writeSheets(sample: Int, json: String, folder: String, copy: String, originals: [String: [UInt8]]) throws {
        let report = try JSONReport(json)
        let prefixes = Set([copy, URL(fileURLWithPath: copy).resolvingSymlinksInPath().path].map { $0 + "/" })
        func relative(_ path: String) -> String {
            for prefix in prefixes where path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
            return path
        }
        let items = report.files.flatMap { file in
            file.findings.map { finding in
                ReviewItem(
                    path: relative(file.path), transform: finding.transform, line: finding.line, column: finding.column,
                    message: prefixes.reduce(finding.message) { $0.replacingOccurrences(of: $1, with: "") },
                    fix: finding.fixable ? finding.fix ?? JSONReport.Fix(summary: "", inferred: nil, edits: []) : nil)
            }
        }
        let writer = ReviewSheets(
            folder: folder, sample: sample, seed: seed ?? 1, fixArguments: fixArguments,
            toolVersion: report.tool?.version)
        let chosen = writer.sheets(items)
        let directory = URL(fileURLWithPath: self.sheets ?? "corpus-review/" + (folder as NSString).lastPathComponent)
            .standardizedFileURL.path
        try writer.write(
            chosen, to: directory,
            original: { originals[$0] ?? FileManager.default.contents(atPath: folder + "/" + $0).map([UInt8].init) },
            fixed: { FileManager.default.contents(atPath: copy + "/" + $0).map([UInt8].init) }
        )
        let fixes = chosen.reduce(0) { $0 + $1.fixes.count }, reviews = chosen.reduce(0) { $0 + $1.reviews.count }
        print(
            "\nreview sheets: \(fixes) fixes and \(reviews) findings without a fix from \(chosen.count) transforms (seed \(seed ?? 1)) in \(directory)/"
        )
        print("  start at \(directory)/index.md")
    }
}

/// Copies what decides a11yfix's behaviour: Swift files, `Package.swift`, Xcode project files,
/// `.xcconfig` build settings, `.a11yfix.yml`, the linter and formatter files that set the line
/// length, and the default string tables, keeping relative paths (so settings files stay where
/// projects refer to them); `.git` folders and Xcode workspaces become empty folders of the same
/// name, which mark project roots as the originals do. Returns the Swift files' original bytes by
/// relative path.
enum ProjectCopy {
    static let skippedFolders: Set<String> = [
        ".build", ".git", ".swiftpm", "Pods", "Carthage", "DerivedData", "node_modules",
    ]
    static let settingsFiles: Set<String> = [
        "project.pbxproj", ".a11yfix.yml", ".swiftlint.yml", ".swift-format", ".swiftformat", ".editorconfig",
    ]

    static func copies(_ name: String) -> Bool {
        name.hasSuffix(".swift") || name.hasSuffix(".xcconfig") || settingsFiles.contains(name)
            || (name.hasPrefix("Localizable.")
                && [".strings", ".xcstrings", ".stringsdict"].contains { name.hasSuffix($0) })
    }

    static func make(of folder: String, at copy: String) throws -> [String: [UInt8]] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else {
            throw CorpusError(description: "cannot list \(folder)")
        }
        var originals: [String: [UInt8]] = [:]
        while let relative = walker.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            let type = walker.fileAttributes?[.type] as? FileAttributeType
            if name == ".git" || name.hasSuffix(".xcworkspace") {
                try FileManager.default.createDirectory(
                    atPath: copy + "/" + relative, withIntermediateDirectories: true)
            }
            if type == .typeDirectory {
                if skippedFolders.contains(name) || (name.hasPrefix(".") && name != ".")
                    || name.hasSuffix(".xcworkspace")
                {
                    walker.skipDescendants()
                }
                continue
            }
            guard type == .typeRegular, copies(name) else { continue }
            guard let data = FileManager.default.contents(atPath: folder + "/" + relative) else { continue }
            let target = copy + "/" + relative
            try FileManager.default.createDirectory(
                atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try data.write(to: URL(fileURLWithPath: target))
            if name.hasSuffix(".swift") && !name.hasPrefix(".") && name != "Package.swift" {
                originals[relative] = [UInt8](data)
            }
        }
        return originals
    }
}

/// Fixes and review findings per transform, from `--reporter json`.
struct JSONFindings {
    var fixes: [String: Int] = [:]
    var reviews: [String: Int] = [:]
    var filesWithFixes: [String] = []

    init(_ json: String) throws {
        guard let document = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any],
            let files = document["files"] as? [[String: Any]]
        else { throw CorpusError(description: "unexpected JSON from a11yfix") }
        for file in files {
            var hasFix = false
            for finding in file["findings"] as? [[String: Any]] ?? [] {
                guard let id = finding["transform"] as? String else { continue }
                if finding["fixable"] as? Bool == true {
                    fixes[id, default: 0] += 1
                    hasFix = true
                } else {
                    reviews[id, default: 0] += 1
                }
            }
            if hasFix, let path = file["path"] as? String { filesWithFixes.append(path) }
        }
    }
}

/// A child process with its output captured: stdout through a pipe, stderr through a file, so
/// neither can fill up and block the child while the other is read.
enum Captured {
    static func run(_ command: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let errorFile = NSTemporaryDirectory() + "a11yfix-bench-stderr-" + UUID().uuidString
        guard FileManager.default.createFile(atPath: errorFile, contents: nil) else {
            throw CorpusError(description: "cannot create \(errorFile)")
        }
        defer { try? FileManager.default.removeItem(atPath: errorFile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle(forWritingAtPath: errorFile)
        try process.run()
        let outText = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let errText = FileManager.default.contents(atPath: errorFile) ?? Data()
        return (
            process.terminationStatus, String(decoding: outText, as: UTF8.self),
            String(decoding: errText, as: UTF8.self)
        )
    }
}

extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
