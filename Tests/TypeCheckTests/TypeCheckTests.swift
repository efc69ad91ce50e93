import A11yFixCore
import A11yFixTestSupport
import Foundation
import Testing

/// Proves on Linux that rewritten code type-checks: every `after` example and every snapshot
/// output is compiled with `swiftc -typecheck` against signature stubs of SwiftUI, UIKit and
/// AppKit (`Tests/AppleStubs`), and every use of a stub API newer than the example's deployment
/// target must be guarded (`StubAvailability`). The three files in `Broken/` must fail.
@Suite struct TypeCheckTests {
    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var file: URL
        var targets: DeploymentTargets
        var description: String { name }
    }

    static let cases: [Case] = {
        var cases: [Case] = []
        for fixture in Fixture.all() {
            guard case let .output(after) = fixture.expectation, let context = try? fixture.context() else { continue }
            // The stubs are today's SDK, whose UIKit has only the Swift 4.2 names: an example for a
            // target compiled as Swift 4 (`swift: 4.0`) spells the older ones, which they lack.
            if context.usesPre42UIKitNames { continue }
            cases.append(
                Case(
                    name:
                        "Transforms/\(fixture.transformID)/\(after.lastPathComponent == "after.swift" ? "after.swift" : "cases/" + after.lastPathComponent)",
                    file: after, targets: context.targets))
        }
        let outputs = PackagePaths.snapshots.appendingPathComponent("fix")
        for name in PackagePaths.contents(of: outputs) where name.hasSuffix(".swift") {
            let options = PackagePaths.snapshots.appendingPathComponent(
                "inputs/\(name.dropLast(".swift".count)).options")
            let targets = (try? Fixture.context(options: options).targets) ?? TransformContext().targets
            cases.append(
                Case(name: "Snapshots/fix/\(name)", file: outputs.appendingPathComponent(name), targets: targets))
        }
        return cases
    }()

    static let availability = Result { try StubAvailability(stubs: StubModules.root) }

    /// The compiler's errors and the availability violations for one file; empty when it is fine.
    static func problems(in source: String, name: String, targets: DeploymentTargets) throws -> [String] {
        let source = source + Self.declaredElsewhere(in: source)
        let modules = try StubModules.built.get()
        var problems: [String] = []
        let platforms = CheckedPlatform.platforms(of: source, declared: targets.declaredPlatforms)
        for platform in platforms {
            if let output = try Swiftc.typecheck(source, name: name, platform: platform, modules: modules) {
                problems.append("does not type-check as \(platform.rawValue):\n\(output)")
            }
        }
        problems += try availability.get().violations(in: source, targets: Self.checked(targets, platforms: platforms))
            .map { "\(name): \($0)" }
        return problems
    }

    /// An example that uses project types from other files names them in comment lines after
    /// `// Elsewhere in the project:` (`// struct CartSummary: View { … }`): the transform sees
    /// only comments, and the type check sees the declarations.
    static func declaredElsewhere(in source: String) -> String {
        guard let marker = source.range(of: "// Elsewhere in the project:") else { return "" }
        let lines = source[marker.upperBound...].split(separator: "\n").map { $0.drop(while: { $0 == " " }) }
        return "\n" + lines.filter { $0.hasPrefix("// ") }.map { String($0.dropFirst(3)) }.joined(separator: "\n")
            + "\n"
    }

    /// An example that declares no targets is an app for the platforms it is type-checked for,
    /// at the default deployment targets: iOS (and macOS), not tvOS or watchOS as well.
    static func checked(_ targets: DeploymentTargets, platforms: [CheckedPlatform]) -> DeploymentTargets {
        guard targets.declaredPlatforms.isEmpty else { return targets }
        var declared = targets
        for platform in platforms {
            let apple: ApplePlatform = platform == .iOS ? .iOS : .macOS
            declared.targets[apple] = .init(
                version: targets.version(for: apple), source: "type check (\(platform.rawValue))")
        }
        return declared
    }

    /// The cases by group (each transform's examples, the snapshot outputs): every transform has some.
    static let groups: [String] = Array(Set(cases.map(group(of:)))).sorted()

    static func group(of item: Case) -> String {
        item.name.split(separator: "/").prefix(2).joined(separator: "/")
    }

    @Test func everyGroupHasCases() {
        #expect(Self.cases.count > 550)
        #expect(Self.groups.count > 20)
    }

    /// All files, many to a compiler run (`TypeCheckBatch`), both cores busy. A run that fails is
    /// repeated file by file, so every failure names its example and says what one run of that file
    /// alone says.
    @Test(.enabled(if: Swiftc.path != nil, "needs swiftc on PATH"))
    func everyAfterExampleAndSnapshotOutputTypeChecks() throws {
        let modules = try StubModules.built.get()
        let availability = try Self.availability.get()
        let failures = Collected<(String, String)>()
        let workers = max(2, ProcessInfo.processInfo.activeProcessorCount)
        // Read, rewrite, check availability and take each file's footprint, in parallel.
        let units = Collected<(Int, [TypeCheckBatch.Unit])>()
        let next = Counter()
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = next.take(below: Self.cases.count) {
                let item = Self.cases[index]
                do {
                    let source = try PackagePaths.read(item.file)
                    let checked = source + Self.declaredElsewhere(in: source)
                    let platforms = CheckedPlatform.platforms(of: checked, declared: item.targets.declaredPlatforms)
                    for violation in availability.violations(
                        in: checked, targets: Self.checked(item.targets, platforms: platforms))
                    {
                        failures.add((item.name, "\(item.name): \(violation)"))
                    }
                    let rewritten = PlatformConditions.rewrite(checked)
                    let footprint = ModuleFootprint(source: rewritten)
                    units.add(
                        (
                            index,
                            platforms.map {
                                TypeCheckBatch.Unit(
                                    name: item.name, source: checked, rewritten: rewritten, platform: $0,
                                    footprint: footprint)
                            }
                        ))
                } catch {
                    failures.add((item.name, "\(error)"))
                }
            }
        }
        // In the cases' order, so the runs are the same from one test run to the next.
        let ordered = units.all.sorted { $0.0 < $1.0 }.flatMap(\.1)
        let batches = CheckedPlatform.allCases.flatMap { platform in
            TypeCheckBatch.pack(ordered.filter { $0.platform == platform })
        }
        #expect(batches.map(\.units.count).reduce(0, +) == ordered.count)
        let nextBatch = Counter()
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = nextBatch.take(below: batches.count) {
                do {
                    for (name, report) in try batches[index].problems(modules: modules) {
                        failures.add((name, report))
                    }
                } catch {
                    for unit in batches[index].units { failures.add((unit.name, "\(error)")) }
                }
            }
        }
        for (name, report) in failures.all.sorted(by: { $0.0 < $1.0 }) {
            Issue.record("\(name)\n\(report)")
        }
    }

    /// Deliberately wrong outputs, each with `// expect: <text of the failure>` on its first line.
    @Test(
        .enabled(if: Swiftc.path != nil, "needs swiftc on PATH"),
        arguments: PackagePaths.contents(of: PackagePaths.root.appendingPathComponent("Tests/TypeCheckTests/Broken")))
    func aBrokenOutputIsCaught(_ name: String) throws {
        let file = PackagePaths.root.appendingPathComponent("Tests/TypeCheckTests/Broken").appendingPathComponent(name)
        let source = try PackagePaths.read(file)
        let expected = try #require(
            source.split(separator: "\n").first?.split(separator: "expect: ", maxSplits: 1).last.map(String.init))
        let problems = try Self.problems(in: source, name: name, targets: TransformContext().targets)
        #expect(!problems.isEmpty, "\(name) passed the check, but it is broken")
        #expect(
            problems.contains { $0.contains(expected) },
            "\(name): expected a failure containing '\(expected)', got:\n\(problems.joined(separator: "\n"))")
    }
}

final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func take(below limit: Int) -> Int? {
        lock.withLock {
            guard value < limit else { return nil }
            value += 1
            return value - 1
        }
    }
}

final class Collected<Item>: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [Item] = []

    func add(_ item: Item) { lock.withLock { items.append(item) } }
    var all: [Item] { lock.withLock { items } }
}

@Suite struct PlatformConditionTests {
    @Test func onlyConditionLinesAreRewrittenLineForLine() {
        let source = """
            #if os(iOS) || os(xrOS)
            let a = "os(iOS)"
            #elseif canImport(AppKit) && !targetEnvironment(macCatalyst)
            #else
            #endif
            """
        let rewritten = PlatformConditions.rewrite(source)
        #expect(
            rewritten == """
                #if A11YFIX_OS_iOS || A11YFIX_OS_visionOS
                let a = "os(iOS)"
                #elseif A11YFIX_OS_macOS && !A11YFIX_NEVER
                #else
                #endif
                """)
    }

    @Test func platformsFollowImportsAndBranches() {
        #expect(CheckedPlatform.platforms(of: "import SwiftUI\n") == [.iOS])
        #expect(CheckedPlatform.platforms(of: "import AppKit\n") == [.macOS])
        #expect(CheckedPlatform.platforms(of: "import SwiftUI\n#if os(macOS)\n#endif\n") == [.iOS, .macOS])
    }
}
