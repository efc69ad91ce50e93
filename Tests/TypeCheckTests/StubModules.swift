import A11yFixCore
import A11yFixTestSupport
import Foundation
import SwiftParser
import SwiftSyntax

/// The Apple-framework stubs in `Tests/AppleStubs/<Module>/`, compiled once per test run into
/// modules named `SwiftUI`, `UIKit`, `AppKit`, … that `swiftc -typecheck -I` then finds.
enum StubModules {
    static let root = PackagePaths.root.appendingPathComponent("Tests/AppleStubs")
    /// Dependency order: `Accessibility` (`AccessibilityNotification`), then ObjectiveC, which
    /// UIKit and AppKit re-export; SwiftUI re-exports UIKit on iOS and AppKit on macOS (as
    /// Apple's does); `Cocoa` re-exports AppKit; the app prelude uses all of them.
    static let order = [
        "Accessibility", "ObjectiveC", "QuartzCore", "UIKit", "AppKit", "Cocoa", "SFSafeSymbols",
        "UniformTypeIdentifiers", "SwiftUI", "Charts", "WidgetKit",
        "XCTest",
        "AppPrelude",
    ]
    /// On Linux `@objc` and `#selector` need this; UIKit and AppKit code is full of both. Member
    /// import visibility keeps one module's extension members (UIKit's `NSAttributedString.Key.font`)
    /// out of files that do not import it, as on Apple platforms.
    static let flags = ["-Xfrontend", "-enable-objc-interop", "-enable-upcoming-feature", "MemberImportVisibility"]

    /// Per platform, the folder holding the built `.swiftmodule`s, or the compiler's complaint.
    /// Each platform gets its own build because SwiftUI re-exports a different framework on each.
    static let built: Result<[CheckedPlatform: URL], StubError> = {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("a11yfix-stubs-\(UUID().uuidString)")
        let folders = Collected<Result<(CheckedPlatform, URL), StubError>>()
        // The platforms' builds share nothing: one per core.
        DispatchQueue.concurrentPerform(iterations: CheckedPlatform.allCases.count) { index in
            let platform = CheckedPlatform.allCases[index]
            do {
                let folder = output.appendingPathComponent(platform.rawValue)
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                for module in order {
                    let sources = PackagePaths.contents(of: root.appendingPathComponent(module)).filter {
                        $0.hasSuffix(".swift")
                    }
                    .map { root.appendingPathComponent(module).appendingPathComponent($0).path }
                    guard !sources.isEmpty else { continue }
                    // `-wmo`: one compiler process reads the module's files once, not once per file.
                    let result = try Swiftc.run(
                        [
                            "-emit-module", "-wmo", "-parse-as-library", "-module-name", module, "-I", folder.path,
                            "-D",
                            platform.flag,
                            "-emit-module-path", folder.appendingPathComponent("\(module).swiftmodule").path,
                        ] + flags + sources)
                    guard result.status == 0 else {
                        folders.add(
                            .failure(
                                StubError(
                                    description:
                                        "stub module \(module) does not compile for \(platform.rawValue):\n\(result.output)"
                                )))
                        return
                    }
                }
                folders.add(.success((platform, folder)))
            } catch {
                folders.add(.failure(StubError(description: "\(error)")))
            }
        }
        var built: [CheckedPlatform: URL] = [:]
        for result in folders.all {
            switch result {
            case let .success((platform, folder)): built[platform] = folder
            case let .failure(error): return .failure(error)
            }
        }
        return .success(built)
    }()
}

struct StubError: Error, CustomStringConvertible {
    var description: String
}

/// The toolchain's `swiftc`, found on PATH (CI and `swift test` put it there).
enum Swiftc {
    static let path: String? = {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(folder)/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }()

    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        guard let path else { throw StubError(description: "swiftc is not on PATH") }
        let result = try Subprocess.run(URL(fileURLWithPath: path), arguments)
        return (result.status, result.output)
    }

    /// Type-checks `source` (named `name` in messages) as it builds for `platform`, against the stubs.
    static func typecheck(_ source: String, name: String, platform: CheckedPlatform, modules: [CheckedPlatform: URL])
        throws -> String?
    {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "a11yfix-typecheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent((name as NSString).lastPathComponent)
        try Data(PlatformConditions.rewrite(source).utf8).write(to: file)
        let result = try run(
            [
                "-typecheck", "-I", modules[platform]!.path, "-Xfrontend", "-import-module", "-Xfrontend", "AppPrelude",
                "-D", platform.flag,
            ] + StubModules.flags + [file.path])
        guard result.status != 0 else { return nil }
        return result.output.replacingOccurrences(of: file.path, with: name)
    }

    /// Whether the files (named, with platform conditions already rewritten) type-check as one
    /// module for `platform`: one compiler process (`-wmo`) loads the stubs once for all of them.
    static func typecheck(
        _ files: [(name: String, rewritten: String)], platform: CheckedPlatform,
        modules: [CheckedPlatform: URL]
    ) throws -> Bool {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "a11yfix-typecheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A module's files need distinct names; `after.swift` is every transform's.
        var paths: [String] = []
        for (index, file) in files.enumerated() {
            let url = folder.appendingPathComponent("\(index)-\((file.name as NSString).lastPathComponent)")
            try Data(file.rewritten.utf8).write(to: url)
            paths.append(url.path)
        }
        let result = try run(
            [
                "-typecheck", "-wmo", "-I", modules[platform]!.path, "-Xfrontend", "-import-module", "-Xfrontend",
                "AppPrelude", "-D", platform.flag,
            ] + StubModules.flags + paths)
        return result.status == 0
    }
}

/// The platform a file is type-checked as. The Linux compiler evaluates `#if os(iOS)` as false,
/// so the conditions are rewritten, line for line, to flags the check sets.
enum CheckedPlatform: String, CaseIterable {
    case iOS, macOS

    var flag: String { "A11YFIX_OS_\(rawValue)" }

    /// The platforms the example declares (an `.options` target), else iOS unless the file is
    /// AppKit-only, and macOS too when it imports AppKit or has a macOS branch.
    static func platforms(of source: String, declared: Set<ApplePlatform>) -> [CheckedPlatform] {
        let fromTargets = [
            declared.contains(.iOS) ? CheckedPlatform.iOS : nil, declared.contains(.macOS) ? .macOS : nil,
        ].compactMap { $0 }
        return fromTargets.isEmpty ? platforms(of: source) : fromTargets
    }

    static func platforms(of source: String) -> [CheckedPlatform] {
        let imports = Set(
            source.split(separator: "\n").compactMap { line -> String? in
                let words = line.split(separator: " ")
                return words.count >= 2 && words[0] == "import" ? String(words[1]) : nil
            })
        let appKit = !imports.isDisjoint(with: ["AppKit", "Cocoa"])
        var platforms: [CheckedPlatform] = []
        if !appKit || imports.contains("UIKit") || source.contains("os(iOS)") { platforms.append(.iOS) }
        if appKit || source.contains("os(macOS)") { platforms.append(.macOS) }
        return platforms
    }
}

enum PlatformConditions {
    static let names = [
        "iOS": "iOS", "macOS": "macOS", "tvOS": "tvOS", "watchOS": "watchOS", "visionOS": "visionOS",
        "xrOS": "visionOS", "Linux": "Linux",
    ]

    /// Interface Builder attributes need the Objective-C runtime's NSObject, which Linux lacks;
    /// they change nothing about types, so they are blanked (same length, same lines).
    static let interfaceBuilderAttributes = [
        "@IBOutlet", "@IBAction", "@IBInspectable", "@IBDesignable", "@Observable",
    ]

    /// `#Preview { … }` blocks need Xcode's preview macro plugin; they are blanked, keeping every
    /// newline so line numbers stay. (`@Observable` above is a macro too.)
    static func blankingPreviews(_ source: String) -> String {
        guard source.contains("#Preview") else { return source }  // no parse needed
        final class Finder: SyntaxVisitor {
            var ranges: [Range<Int>] = []
            override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
                if node.macroName.text == "Preview" { blank(node) }
                return .skipChildren
            }
            // At the top level of a file the parser reads `#Preview { … }` as an expression.
            override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
                if node.macroName.text == "Preview" { blank(node) }
                return .skipChildren
            }
            private func blank(_ node: some SyntaxProtocol) {
                ranges.append(
                    node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
                )
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(Parser.parse(source: source))
        guard !finder.ranges.isEmpty else { return source }
        var bytes = Array(source.utf8)
        for range in finder.ranges {
            for index in range where bytes[index] != 10 && bytes[index] != 13 { bytes[index] = 32 }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `#if os(iOS)` → `#if A11YFIX_OS_iOS`, `canImport(UIKit)` → iOS, `canImport(AppKit)` → macOS,
    /// `targetEnvironment(…)` → false; only on `#if` / `#elseif` lines, so line numbers stay.
    static func rewrite(_ source: String) -> String {
        blankingPreviews(source).split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("#if") || trimmed.hasPrefix("#elseif") else {
                var text = String(line)
                for attribute in interfaceBuilderAttributes {
                    // The attribute as a whole word: followed by a space, `(`, or the end of the line.
                    while let range = text.range(of: attribute),
                        range.upperBound == text.endIndex
                            || !(text[range.upperBound].isLetter || text[range.upperBound].isNumber)
                    {
                        text.replaceSubrange(range, with: String(repeating: " ", count: attribute.count))
                    }
                }
                return text
            }
            var text = String(line)
            for (name, platform) in names {
                text = text.replacingOccurrences(of: "os(\(name))", with: "A11YFIX_OS_\(platform)")
            }
            text = text.replacingOccurrences(of: "canImport(UIKit)", with: "A11YFIX_OS_iOS")
                .replacingOccurrences(of: "canImport(AppKit)", with: "A11YFIX_OS_macOS")
            while let start = text.range(of: "targetEnvironment("),
                let end = text[start.upperBound...].firstIndex(of: ")")
            {
                text.replaceSubrange(start.lowerBound...end, with: "A11YFIX_NEVER")
            }
            return text
        }.joined(separator: "\n")
    }
}
