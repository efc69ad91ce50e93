import A11yFixCore
import Foundation

/// One example from `Transforms/<id>/`: a before/after pair (the canonical `before.swift` /
/// `after.swift`, or `cases/<name>.before.swift` / `.after.swift`), or an `unchanged/<name>.swift`
/// file that must come out byte-identical. Adding an example means adding files, not code.
public struct Fixture: Sendable, CustomStringConvertible {
    public enum Expectation: Sendable {
        case output(URL)
        case unchanged
    }

    public var transformID: String
    public var name: String
    public var input: URL
    public var expectation: Expectation

    public init(transformID: String, name: String, input: URL, expectation: Expectation) {
        self.transformID = transformID
        self.name = name
        self.input = input
        self.expectation = expectation
    }

    /// `<name>.options` beside the input: `key: value` lines, e.g. `font-strategy: scaled-metric`,
    /// `platforms: ios, macos`, `ios: 15`, `line-length: 80`.
    public var optionsFile: URL {
        let name = input.lastPathComponent.replacingOccurrences(of: ".before.swift", with: "").replacingOccurrences(
            of: ".swift", with: "")
        return input.deletingLastPathComponent().appendingPathComponent(name + ".options")
    }

    /// `<name>.findings` beside the input: every finding without a fix the example reports, in
    /// source order, one `<line>:<column>: <message>` per line (lines starting with `#` are notes).
    /// No file means no findings: a missing file pins "nothing to review", not "not checked".
    public var findingsFile: URL {
        optionsFile.deletingPathExtension().appendingPathExtension("findings")
    }

    /// `<name>.xcstrings` or `<name>.strings` beside the input, when present: the project's
    /// default string table, for examples about labels written with its keys.
    public var stringTableFiles: [URL] {
        ["xcstrings", "strings"].map { optionsFile.deletingPathExtension().appendingPathExtension($0) }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
    }

    public func context() throws -> TransformContext {
        var context = try Self.context(options: optionsFile)
        // `index: self`: the project index a one-file run builds, for examples about project types.
        let indexesSelf = (try? PackagePaths.read(optionsFile))?.split(separator: "\n").contains("index: self") ?? false
        var catalogs = try stringTableFiles.map { url in
            try StringCatalog(path: url.path, bytes: [UInt8](try Data(contentsOf: url)))
        }
        // `<name>.translation`: another language's `.strings` table beside a sparse source table,
        // whose keys the run reads as a run over files reads the other `.lproj` folders'.
        let translation = optionsFile.deletingPathExtension().appendingPathExtension("translation")
        if let bytes = FileManager.default.contents(atPath: translation.path) {
            let keys = try StringCatalog(stringsFile: [UInt8](bytes)).texts.keys
            for index in catalogs.indices where !catalogs[index].isCatalog {
                catalogs[index].addKeysOnlyTranslated(keys)
            }
        }
        let lines = ((try? PackagePaths.read(optionsFile)) ?? "").split(separator: "\n").map(String.init)
        // `typed-catalog: App`: the sidecar catalog is `App.xcstrings`, read by typed lookups (`.app(.done)`),
        // not a default table.
        var namedCatalogs: [StringCatalog] = []
        if let name = lines.first(where: { $0.hasPrefix("typed-catalog: ") })?.dropFirst("typed-catalog: ".count) {
            namedCatalogs = catalogs.map { catalog in
                var named = catalog
                named.path = name + ".xcstrings"
                return named
            }
            catalogs = []
        }
        if indexesSelf || !catalogs.isEmpty || !namedCatalogs.isEmpty {
            let entries = indexesSelf ? [FileIndexEntry(bytes: Array(try PackagePaths.read(input).utf8))] : []
            context.index = ProjectIndex(entries: entries, stringCatalogs: catalogs, namedCatalogs: namedCatalogs)
        }
        // `new-strings: table` (optionally `new-strings-wrapper: Loc`): the sidecar table is the one
        // a run over files adds new label entries to; the example pins the code written for them.
        // `new-strings: distant-table`: the project's one catalog, in a folder the file shares none with.
        let distant = lines.contains("new-strings: distant-table")
        if lines.contains("new-strings: table") || distant, let catalog = catalogs.first {
            let wrapper = lines.first { $0.hasPrefix("new-strings-wrapper: ") }?.dropFirst(
                "new-strings-wrapper: ".count)
            context.newStrings = NewStringTable(
                path: URL(fileURLWithPath: catalog.path).lastPathComponent, isCatalog: catalog.isCatalog,
                texts: catalog.texts, wrapper: wrapper.map(String.init), refusal: catalog.refusal, isDistant: distant)
        }
        return context
    }

    /// The context an `.options` sidecar describes (the defaults when there is none); snapshot
    /// inputs use the same sidecars.
    public static func context(options optionsFile: URL) throws -> TransformContext {
        var context = TransformContext()
        guard let text = try? PackagePaths.read(optionsFile) else { return context }
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let parts = line.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            let key = parts.first ?? "", value = parts.count == 2 ? parts[1] : ""
            if let platform = ApplePlatform.allCases.first(where: { $0.key == key }) {
                // `ios: 13`: a declared deployment target, as a Package.swift would give.
                guard let version = OSVersion(value) else {
                    throw FixtureError("\(optionsFile.lastPathComponent): bad version \(value)")
                }
                context.targets.targets[platform] = .init(version: version, source: "fixture")
                continue
            }
            switch key {
            case "swift":
                // `swift: 4.0`: the language mode the project compiles the file in (SWIFT_VERSION).
                guard let version = OSVersion(value) else {
                    throw FixtureError("\(optionsFile.lastPathComponent): bad Swift version \(value)")
                }
                context.languageMode = SwiftLanguageMode(version: version, source: "fixture")
            case "platforms":
                // `platforms: ios, macos`: the platforms the project builds the file for.
                let names = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                let platforms = names.compactMap(ApplePlatform.init(key:))
                guard platforms.count == names.count, !platforms.isEmpty else {
                    throw FixtureError("\(optionsFile.lastPathComponent): bad platforms \(value)")
                }
                context.targets.platforms = Set(platforms)
            case "mac-catalyst":
                // `mac-catalyst: mac-idiom` ("Optimize for Mac", TARGETED_DEVICE_FAMILY 6), `ipad-idiom`,
                // or `mac-only` (TARGETED_DEVICE_FAMILY "6" alone: no iPhone or iPad runs it).
                guard ["mac-idiom", "ipad-idiom", "mac-only"].contains(value) else {
                    throw FixtureError("\(optionsFile.lastPathComponent): bad mac-catalyst \(value)")
                }
                context.targets.macCatalyst = true
                context.targets.macIdiom = value != "ipad-idiom"
                context.targets.macIdiomOnly = value == "mac-only"
            case "font-strategy":
                guard let strategy = FontStrategy(rawValue: value) else {
                    throw FixtureError("\(optionsFile.lastPathComponent): unknown font-strategy \(value)")
                }
                context.fontStrategy = strategy
            case "symbol":
                // `symbol: app.logo = Home`
                let pair = value.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                guard pair.count == 2 else {
                    throw FixtureError("\(optionsFile.lastPathComponent): expected symbol: name = phrase")
                }
                context.phrases = context.phrases.merging([pair[0]: pair[1]])
            case "line-length":
                // `line-length: 60`: the project's line length, as a .swiftlint.yml would set it.
                guard let columns = Int(value), columns > 0 else {
                    throw FixtureError("\(optionsFile.lastPathComponent): bad line-length \(value)")
                }
                context.lineLength = LineLengthLimit(columns: columns, source: ".swiftlint.yml")
            case "index" where value == "self", "new-strings" where value == "table" || value == "distant-table",
                "new-strings-wrapper", "typed-catalog":
                continue  // read by `context()`, which knows the input and its table
            case "icon-initializer":
                guard let initializer = IconInitializer(signature: value) else {
                    throw FixtureError("\(optionsFile.lastPathComponent): bad icon-initializer \(value)")
                }
                context.iconInitializers.append(initializer)
            default:
                throw FixtureError("\(optionsFile.lastPathComponent): unknown option line '\(line)'")
            }
        }
        return context
    }

    public var description: String { "\(transformID)/\(name)" }

    public static func all(in root: URL = PackagePaths.transforms) -> [Fixture] {
        PackagePaths.contents(of: root).flatMap { id in fixtures(for: id, in: root.appendingPathComponent(id)) }
    }

    /// The examples `A11YFIX_FIXTURE` names: one transform's (`icon-only-label`), or those whose
    /// name starts with what follows the id (`icon-only-label/cases/07`); every example when unset.
    public static func selected(in root: URL = PackagePaths.transforms) -> [Fixture] {
        guard let selection = selection else { return all(in: root) }
        let id = String(selection.prefix { $0 != "/" }), rest = selection.dropFirst(id.count + 1)
        return fixtures(for: id, in: root.appendingPathComponent(id)).filter { $0.name.hasPrefix(rest) }
    }

    /// `A11YFIX_FIXTURE`, when set and not empty.
    public static var selection: String? {
        ProcessInfo.processInfo.environment["A11YFIX_FIXTURE"].flatMap { $0.isEmpty ? nil : $0 }
    }

    public static func fixtures(for id: String, in folder: URL) -> [Fixture] {
        var fixtures: [Fixture] = []
        let before = folder.appendingPathComponent("before.swift"), after = folder.appendingPathComponent("after.swift")
        if FileManager.default.fileExists(atPath: before.path) {
            fixtures.append(Fixture(transformID: id, name: "canonical", input: before, expectation: .output(after)))
        }
        let cases = folder.appendingPathComponent("cases")
        for file in PackagePaths.contents(of: cases) where file.hasSuffix(".before.swift") {
            let name = String(file.dropLast(".before.swift".count))
            fixtures.append(
                Fixture(
                    transformID: id, name: "cases/\(name)", input: cases.appendingPathComponent(file),
                    expectation: .output(cases.appendingPathComponent(name + ".after.swift"))))
        }
        let unchanged = folder.appendingPathComponent("unchanged")
        for file in PackagePaths.contents(of: unchanged) where file.hasSuffix(".swift") {
            fixtures.append(
                Fixture(
                    transformID: id, name: "unchanged/\(file.dropLast(6))",
                    input: unchanged.appendingPathComponent(file),
                    expectation: .unchanged))
        }
        return fixtures
    }
}

/// Runs one fixture through the engine with only its transform and returns what went wrong.
/// Besides exact output it checks, as SwiftLint's generated variants do: idempotence, a
/// multi-byte line prepended (offset bugs) to CRLF line endings, and the input commented out.
public enum FixtureCheck {
    /// Whether `A11YFIX_RECORD=1` asked to write the `.findings` files instead of checking them.
    public static var isRecording: Bool { ProcessInfo.processInfo.environment["A11YFIX_RECORD"] == "1" }

    /// The findings without a fix and the places left alone with their named reasons, in source
    /// order, as `.findings` lines: `<line>:<column>: <message>` (`left alone (<reason>): …`).
    static func findingLines(_ report: FileReport, lineOffset: Int = 0) -> [String] {
        (report.needsReview + report.leftAlone).sorted { ($0.offset, $0.transformID) < ($1.offset, $1.transformID) }
            .map { "\($0.location.line + lineOffset):\($0.location.column): \($0.message)" }
    }

    /// Compares the findings without a fix with the `.findings` sidecar (none when it is missing);
    /// when recording, rewrites the sidecar instead (only if it differs) and removes an empty one.
    static func findingFailures(fixture: Fixture, actual: [String]) throws -> [String] {
        let file = fixture.findingsFile
        let text = try? PackagePaths.read(file)
        let lines = text.map { $0.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) } ?? []
        let notes = lines.filter { $0.hasPrefix("#") }, expected = lines.filter { !$0.hasPrefix("#") }
        if let multiline = actual.first(where: { $0.contains("\n") || $0.contains("\r") }) {
            return ["a finding's message spans lines, which a .findings file cannot pin: \(multiline)"]
        }
        if !isRecording, let malformed = expected.first(where: { !Self.isFindingLine($0) }) {
            return ["\(file.lastPathComponent): expected <line>:<column>: <message>, got '\(malformed)'"]
        }
        if isRecording {
            // Notes stay on top; a file with neither notes nor findings is removed (none is the default).
            let recorded = notes + actual
            if recorded.isEmpty {
                if text != nil { try? FileManager.default.removeItem(at: file) }
            } else if expected != actual || text != recorded.map({ $0 + "\n" }).joined() {
                do { try Data(recorded.map { $0 + "\n" }.joined().utf8).write(to: file) } catch {
                    return ["cannot record \(file.lastPathComponent): \(error)"]
                }
            }
            return []
        }
        guard expected != actual else { return [] }
        let name = text == nil ? "no \(file.lastPathComponent) (no findings)" : file.lastPathComponent
        return [
            "findings differ from \(name); A11YFIX_RECORD=1 re-records them:\n"
                + TextDifference.describe(
                    expected: expected.map { $0 + "\n" }.joined(),
                    actual: actual.map { $0 + "\n" }.joined())
        ]
    }

    /// `12:9: message`: a line and a column, both positive numbers.
    private static func isFindingLine(_ line: String) -> Bool {
        let parts = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
        return parts.count == 3 && Int(parts[0]).map { $0 > 0 } == true && Int(parts[1]).map { $0 > 0 } == true
            && parts[2].hasPrefix(" ")
    }

    private static let prefixedVariant = "with a multi-byte line prepended"
    private static let prefixedCRLFVariant = "with a multi-byte line prepended and CRLF line endings"

    public static func failures(of fixture: Fixture) throws -> [String] {
        guard let transform = TransformRegistry.transform(withID: fixture.transformID) else {
            return ["no registered transform has id \(fixture.transformID)"]
        }
        let engine = Engine(transforms: [transform], context: try fixture.context())
        let input = try PackagePaths.read(fixture.input)
        let expected: String
        switch fixture.expectation {
        case let .output(url):
            guard FileManager.default.fileExists(atPath: url.path) else { return ["missing \(url.lastPathComponent)"] }
            expected = try PackagePaths.read(url)
        case .unchanged:
            expected = input
        }

        var failures: [String] = []
        // A findings-only transform's canonical example changes nothing; a case must change something.
        if case .output = fixture.expectation, fixture.name.hasPrefix("cases/"), input == expected {
            let stem = fixture.input.lastPathComponent.replacingOccurrences(of: ".before.swift", with: "")
            failures.append("before and after are identical: move it to unchanged/\(stem).swift")
        }
        /// Checks one variant's output, and that its findings are `findings` (nil: not compared).
        @discardableResult
        func check(_ variant: String, input: String, expected: String, findings: [String]?) -> [String]? {
            switch engine.process(path: fixture.name, bytes: Array(input.utf8)) {
            case let .failed(failure):
                failures.append("\(variant): \(failure.message)")
                return nil
            case let .processed(report):
                let output = String(decoding: report.output, as: UTF8.self)
                if output != expected {
                    failures.append(
                        "\(variant): output differs from expected\n"
                            + TextDifference.describe(expected: expected, actual: output))
                }
                // Below the prepended line only positions are compared: a message may name a line.
                let prefixed = variant == Self.prefixedVariant || variant == Self.prefixedCRLFVariant
                let actual = findingLines(report, lineOffset: prefixed ? -1 : 0)
                func compared(_ lines: [String]) -> [String] {
                    prefixed ? lines.map { String($0.prefix { $0 != " " }) } : lines
                }
                if let findings, compared(actual) != compared(findings) {
                    failures.append(
                        "\(variant): findings differ from the input's\n"
                            + TextDifference.describe(
                                expected: findings.map { $0 + "\n" }.joined(),
                                actual: actual.map { $0 + "\n" }.joined()))
                }
                return actual
            }
        }
        let findings = check("exact output", input: input, expected: expected, findings: nil)
        if let findings { failures += try findingFailures(fixture: fixture, actual: findings) }

        // Idempotence: the tool's own output yields no fix.
        if case let .processed(report) = engine.process(path: fixture.name, bytes: Array(expected.utf8)),
            !report.applied.isEmpty
        {
            failures.append("not idempotent: a second run applies \(report.applied.map { $0.fix!.summary })")
        }

        // The variants report the same findings, a line lower below the prepended line, none commented out.
        let newline = input.utf8.contains(UInt8(ascii: "\r")) ? "\r\n" : "\n"
        let prefix = "// ✨ préfixe — 日本語 🧪" + newline
        if !input.contains("\r\n"), !input.contains("\"\"\"") {
            // One run catches both byte mistakes: the multi-byte line prepended to the text with CRLF
            // line endings. Its findings' positions are compared there; their messages must be the
            // input's as well, and where they are not (a message may name a line, now one lower),
            // the CRLF text alone is run and compared, messages and all.
            func crlf(_ text: String) -> String { text.replacingOccurrences(of: "\n", with: "\r\n") }
            let both = check(
                Self.prefixedCRLFVariant, input: crlf(prefix + input), expected: crlf(prefix + expected),
                findings: findings)
            if let findings, let both, both != findings {
                check("with CRLF line endings", input: crlf(input), expected: crlf(expected), findings: findings)
            }
        } else {
            check(Self.prefixedVariant, input: prefix + input, expected: prefix + expected, findings: findings)
        }

        // Split on "\n" scalars: in Swift "\r\n" is one Character, which `split` would not cut.
        let commented = input.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "// " + String(String.UnicodeScalarView($0)) }.joined(separator: "\n")
        check("commented out", input: commented, expected: commented, findings: [])
        return failures
    }
}

public struct FixtureError: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// A readable account of how two texts differ, for test failures.
public enum TextDifference {
    public static func describe(expected: String, actual: String) -> String {
        let diff = UnifiedDiff.render(old: expected, new: actual, oldName: "expected", newName: "actual")
        return diff.isEmpty ? "(texts differ only in ways a line diff cannot show)" : diff
    }
}
