import Foundation

/// What a file, or a region of one, is for. Only shipping code is fixed or reported by default:
/// a fix in a test can break the assertion it makes, previews are not what users see, and
/// documentation snippets are prose.
public enum CodeKind: String, Sendable, CaseIterable, Codable {
    case shipping, test, preview, documentation

    /// How a file is classified: documentation inside any `*.docc` folder; test code when a test
    /// target (or a UI-test host) compiles it, it imports XCTest or Testing, or (where no target
    /// says otherwise) it lives under a `Tests`/`UITests` folder (`Tests`, `AppTests`,
    /// `AppUITests`) or a folder named like a UI-test host (`FooUITestHost`, `TestApp`).
    public static func of(path: String, inTestTarget: Bool?, importsTestFramework: Bool) -> CodeKind {
        let folders = folders(of: path)
        if folders.contains(where: { $0.hasSuffix(".docc") }) { return .documentation }
        if inTestTarget == true || importsTestFramework { return .test }
        if inTestTarget == nil, folders.contains(where: { $0.hasSuffix("Tests") && $0.first?.isUppercase == true }) {
            return .test
        }
        if inTestTarget == nil, folders.contains(where: { isTestHostName($0) }) { return .test }
        return .shipping
    }

    /// The innermost folder of `path` named like a UI-test host, when any.
    public static func testHostFolder(in path: String) -> String? {
        folders(of: path).last(where: { isTestHostName($0) }).map(String.init)
    }

    /// The folder names of `path`, outermost first. An ASCII path is split by bytes: splitting by
    /// `Character` finds grapheme breaks, and every file of every run asks (a tenth of a cached
    /// rerun's planning went there).
    static func folders(of path: String) -> ArraySlice<Substring> {
        guard path.utf8.allSatisfy({ $0 < 0x80 }) else { return path.split(separator: "/").dropLast() }
        return path.utf8.split(separator: UInt8(ascii: "/")).map { Substring($0) }.dropLast()
    }

    /// Whether a target or folder is named like an app that exists for UI tests to launch:
    /// `AppUITestHost`, `TestHost`, `AnimationsTestApp`, `AppUITestsApp`. The word must end
    /// there, so `TestAppearance` or `TestHosting` is not one.
    public static func isTestHostName(_ name: some StringProtocol) -> Bool {
        // Every folder of every file's path asks: most names have no "Test", found by a byte
        // scan rather than three Foundation searches.
        guard mentionsTest(name.utf8) else { return false }
        return ["TestHost", "TestApp", "TestsApp"].contains { word in
            var rest = name[...]
            while let found = rest.range(of: word) {
                if found.upperBound == rest.endIndex || !rest[found.upperBound].isLowercase { return true }
                rest = rest[found.upperBound...]
            }
            return false
        }
    }

    private static func mentionsTest(_ utf8: some Sequence<UInt8>) -> Bool {
        let word: [UInt8] = Array("Test".utf8)
        var matched = 0
        for byte in utf8 {
            // No proper prefix of "Test" is also its suffix: a mismatch restarts at a "T" or nothing.
            matched = byte == word[matched] ? matched + 1 : (byte == word[0] ? 1 : 0)
            if matched == word.count { return true }
        }
        return false
    }
}

/// Which kinds of code besides shipping code a run fixes and reports (`--include-tests`,
/// `--include-previews`); documentation is never touched.
public struct CodeKindPolicy: Sendable, Hashable {
    public var includesTests: Bool
    public var includesPreviews: Bool

    public init(includesTests: Bool = false, includesPreviews: Bool = false) {
        self.includesTests = includesTests
        self.includesPreviews = includesPreviews
    }

    /// Whether a whole file of this kind is processed.
    public func processes(_ kind: CodeKind) -> Bool {
        switch kind {
        case .shipping: true
        case .test: includesTests
        case .preview: includesPreviews
        case .documentation: false
        }
    }
}
