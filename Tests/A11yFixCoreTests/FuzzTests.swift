import A11yFixCore
import A11yFixTestSupport
import Foundation
import SwiftParser
import SwiftSyntax
import Testing

/// Mutates real-looking SwiftUI, UIKit and AppKit sources and runs every transform on them. The
/// engine must never crash or hang, never return output with a parse error, and be idempotent on
/// every input it changes.
///
/// `swift test` runs a fixed seed and sizes that fit its one-minute limit on two cores. Longer
/// fuzzing is opt-in: `A11YFIX_FUZZ_SEED` and `A11YFIX_FUZZ_ITERATIONS` replay a failure or run
/// longer, `A11YFIX_FUZZ_LARGE=1` grows the large-input tests to 5 MB and 10,000 modifiers
/// (`A11YFIX_FUZZ_ITERATIONS=20000 A11YFIX_FUZZ_LARGE=1 swift test --filter FuzzTests`).
@Suite(.timeLimit(.minutes(1))) struct FuzzTests {
    static let large = ProcessInfo.processInfo.environment["A11YFIX_FUZZ_LARGE"] == "1"
    static let engine = Engine(transforms: TransformRegistry.all)

    /// Snapshot inputs, their fixed outputs and every transform's canonical example.
    static let seeds: [[UInt8]] = {
        var sources: [URL] = []
        for folder in ["inputs", "fix"] {
            let url = PackagePaths.snapshots.appendingPathComponent(folder)
            sources += PackagePaths.contents(of: url).filter { $0.hasSuffix(".swift") }.map {
                url.appendingPathComponent($0)
            }
        }
        for id in PackagePaths.contents(of: PackagePaths.transforms) {
            sources.append(PackagePaths.transforms.appendingPathComponent(id).appendingPathComponent("before.swift"))
        }
        return sources.compactMap { FileManager.default.contents(atPath: $0.path).map { [UInt8]($0) } }
    }()

    struct Verdict {
        var changed = false
        var problem: String?
    }

    /// Whether the engine changed the input, and what went wrong, if anything. Runs on a deep
    /// stack, as the CLI does.
    static func check(_ input: [UInt8]) -> Verdict {
        let box = Box()
        DeepStackThreads.run(count: 1) { _ in box.verdict = Self.checkOnThisThread(input) }
        return box.verdict
    }

    private final class Box: @unchecked Sendable { var verdict = Verdict() }

    private static func checkOnThisThread(_ input: [UInt8]) -> Verdict {
        guard case let .processed(report) = engine.process(path: "Fuzz.swift", bytes: input), report.isChanged else {
            return Verdict()
        }
        let reparsed = report.output.withUnsafeBufferPointer { SwiftParsing.parse($0) }
        if let offset = SyntaxErrors.firstErrorOffset(in: reparsed) {
            return Verdict(changed: true, problem: "output has a parse error at byte \(offset)")
        }
        switch engine.process(path: "Fuzz.swift", bytes: report.output) {
        case let .processed(again) where again.isChanged:
            return Verdict(
                changed: true,
                problem: "not idempotent: a second run changes the output again (\(again.applied.map(\.transformID)))")
        case let .failed(failure):
            return Verdict(changed: true, problem: "its own output is refused: \(failure.message)")
        default:
            return Verdict(changed: true)
        }
    }

    enum Mutation: CaseIterable {
        case deleteToken, duplicateToken, truncate, randomBytes, swapLines, deepNesting
    }

    static func mutate(_ seed: [UInt8], _ mutation: Mutation, using random: inout SeededGenerator) -> [UInt8] {
        switch mutation {
        case .deleteToken, .duplicateToken:
            let tokens = Array(
                seed.withUnsafeBufferPointer { Parser.parse(source: $0) }.tokens(viewMode: .sourceAccurate))
            guard let token = tokens.randomElement(using: &random) else { return seed }
            let range =
                token.positionAfterSkippingLeadingTrivia.utf8Offset..<token.endPositionBeforeTrailingTrivia.utf8Offset
            var mutated = seed
            if mutation == .deleteToken {
                mutated.removeSubrange(range)
            } else {
                mutated.insert(contentsOf: seed[range], at: range.upperBound)
            }
            return mutated
        case .truncate:
            return Array(seed.prefix(Int.random(in: 0...seed.count, using: &random)))
        case .randomBytes:
            var mutated = seed
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                mutated.insert(
                    UInt8.random(in: 0...255, using: &random), at: Int.random(in: 0...mutated.count, using: &random))
            }
            return mutated
        case .swapLines:
            var lines = seed.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            guard lines.count > 2 else { return seed }
            lines.swapAt(
                Int.random(in: 0..<lines.count, using: &random), Int.random(in: 0..<lines.count, using: &random))
            return Array(lines.joined(separator: [UInt8(ascii: "\n")]))
        case .deepNesting:
            let depth = Int.random(in: 20...3_000, using: &random)
            let button = #"Button(action: share) { Image(systemName: "square.and.arrow.up") }.animation(.spring())"#
            let source =
                random.next() % 2 == 0
                ? "import SwiftUI\nstruct V: View {\n    var body: some View {\n"
                    + String(repeating: "VStack {\n", count: depth) + button + "\n"
                    + String(repeating: "}\n", count: depth) + "    }\n}\n"
                : "import SwiftUI\nlet x = " + String(repeating: "(", count: depth) + "Font.system(size: 17)"
                    + String(repeating: ")", count: depth) + "\n"
            return Array(source.utf8)
        }
    }

    @Test func mutatedInputsNeverCrashBreakSyntaxOrOscillate() throws {
        let seed = SeededGenerator.seed(from: "A11YFIX_FUZZ_SEED", fallback: 0xA11F_1C5)
        let iterations = ProcessInfo.processInfo.environment["A11YFIX_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 120
        var random = SeededGenerator(seed: seed)
        var changed = 0
        for iteration in 0..<iterations {
            let mutation = Mutation.allCases.randomElement(using: &random)!
            var input = Self.seeds.randomElement(using: &random)!
            // Mostly one mutation, sometimes a few stacked.
            for _ in 0..<(random.next() % 4 == 0 ? 3 : 1) { input = Self.mutate(input, mutation, using: &random) }
            let verdict = Self.check(input)
            if verdict.changed { changed += 1 }
            if let problem = verdict.problem {
                let saved = FileManager.default.temporaryDirectory.appendingPathComponent(
                    "a11yfix-fuzz-\(seed)-\(iteration).swift")
                try? Data(input).write(to: saved)
                Issue.record(
                    "seed \(seed), iteration \(iteration), \(mutation): \(problem); input saved to \(saved.path)")
            }
        }
        // The mutations must leave enough valid code for the transforms to do real work.
        #expect(changed > iterations / 10, "only \(changed) of \(iterations) inputs were changed")
    }

    /// Mostly code that is already accessible, as a large generated file would be, with one
    /// screen that needs fixes at the end: the size is what is under test (300 KB; 5 MB opt-in, which
    /// takes minutes in a debug build).
    @Test func aLargeFileIsProcessed() throws {
        let target = Self.large ? 5_000_000 : 300_000
        let fixed = PackagePaths.snapshots.appendingPathComponent("fix")
        let clean = PackagePaths.contents(of: fixed).filter { $0.hasSuffix(".swift") }.compactMap {
            FileManager.default.contents(atPath: fixed.appendingPathComponent($0).path).map {
                String(decoding: $0, as: UTF8.self)
            }
        }
        let needsFixes = try PackagePaths.read(
            PackagePaths.snapshots.appendingPathComponent("inputs/InboxScreen.swift"))
        var pieces: [String] = [], size = 0
        // Imports inside a type do not parse; they are dropped (and hoisted) before counting.
        func withoutImports(_ text: String) -> String {
            text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("import ") }.joined(
                separator: "\n")
        }
        while size < target {
            // Each copy in its own namespace, so repeated type names stay one file's concern.
            let piece = withoutImports("enum Copy\(pieces.count) {\n" + clean[pieces.count % clean.count] + "\n}\n")
            pieces.append(piece)
            size += piece.utf8.count
        }
        pieces.append(withoutImports("enum Last {\n" + needsFixes + "\n}\n"))
        let body = pieces.joined()
        let input = Array(("import SwiftUI\nimport UIKit\n" + body).utf8)
        #expect(input.count >= target)
        let verdict = Self.check(input)
        #expect(verdict.changed)
        #expect(verdict.problem == nil)
    }

    @Test func aLongModifierChainIsProcessed() {
        let length = Self.large ? 10_000 : 2_000
        var source =
            "import SwiftUI\n\nstruct Long: View {\n    var body: some View {\n        Button(action: share) { Image(systemName: \"square.and.arrow.up\") }\n"
        for index in 0..<length { source += "            .padding(\(index % 5))\n" }
        source += "            .animation(.spring())\n    }\n}\n"
        let verdict = Self.check(Array(source.utf8))
        #expect(verdict.changed)
        #expect(verdict.problem == nil)
    }
}
