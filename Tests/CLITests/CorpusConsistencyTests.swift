import A11yFixTestSupport
import Foundation
import Testing

/// On a real app (opt-in: `A11YFIX_CORPUS=/path/to/app swift test --filter CorpusConsistencyTests`,
/// read-only), every Swift file gets the same diff and the same findings alone, through standard
/// input and inside the run over its project. Minutes on a large app: never part of `swift test`.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["A11YFIX_CORPUS"] != nil))
struct CorpusConsistencyTests {
    /// `+++ b/<path>` section of a unified diff per file.
    static func sections(_ diff: String) -> [String: String] {
        var result: [String: String] = [:]
        var current: String?
        var lines: [Substring] = []
        // The last section of an output ends in the output's final newline; the others do not.
        func flush() {
            while lines.last == "" { lines.removeLast() }
            if let current { result[current] = lines.joined(separator: "\n") }
        }
        for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("--- a/") {
                flush()
                current = nil
                lines = []
            }
            if line.hasPrefix("+++ b/") { current = String(line.dropFirst(6)) }
            lines.append(line)
        }
        flush()
        return result
    }

    static func findings(_ output: String) -> [String: [String]] {
        Dictionary(grouping: output.split(separator: "\n").map(String.init).filter { $0.contains(": warning: ") }) {
            String($0.prefix { $0 != ":" })
        }
    }

    @Test func everyFileGetsTheSameAnswerHoweverItIsRun() throws {
        let corpus = URL(fileURLWithPath: ProcessInfo.processInfo.environment["A11YFIX_CORPUS"]!)
        let whole = try CLI.run(["fix", "--diff", "--summary", "none", "."], in: corpus)
        let wholeSections = Self.sections(whole.stdout)
        let wholeFindings = Self.findings(try CLI.run(["fix", "--check", "--summary", "none", "."], in: corpus).stdout)
        let files = (FileManager.default.enumerator(atPath: corpus.path)?.allObjects as? [String] ?? [])
            .filter {
                $0.hasSuffix(".swift")
                    && !$0.split(separator: "/").contains { $0.hasPrefix(".") || $0 == "Pods" || $0 == "Carthage" }
            }
            .sorted()
        var differences: [String] = []
        for file in files {
            let named = "./" + file
            let alone = try CLI.run(["fix", "--diff", "--summary", "none", named], in: corpus)
            // A run also prints the sections of the string tables its labels add: compare the file's own.
            func own(_ sections: [String: String]) -> String? { sections[named] ?? sections[file] }
            let aloneSection = own(Self.sections(alone.stdout))
            let wholeSection = own(wholeSections)
            if aloneSection != wholeSection { differences.append("\(file): alone diff differs") }
            let check = try CLI.run(["fix", "--check", "--summary", "none", named], in: corpus)
            // Reports name files as given, without `./`.
            if Self.findings(check.stdout)[file] != wholeFindings[file] {
                differences.append("\(file): alone findings differ")
            }
            let source = try String(contentsOf: corpus.appendingPathComponent(file), encoding: .utf8)
            let stdin = try CLI.run(
                ["fix", "--diff", "-", "--summary", "none", "--assume-filename", named], stdin: source, in: corpus)
            if own(Self.sections(stdin.stdout)) != wholeSection {
                // A buffer run writes only the buffer: a label that needs a new string table entry is
                // withheld there by design, and named; any other difference is a bug.
                let stdinCheck = try CLI.run(
                    ["fix", "--check", "-", "--summary", "none", "--assume-filename", named], stdin: source,
                    in: corpus)
                if !stdinCheck.stdout.contains("this run writes only the file") {
                    differences.append("\(file): stdin diff differs")
                }
            }
        }
        print("corpus consistency: \(files.count) files compared, \(differences.count) differences")
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
    }
}
