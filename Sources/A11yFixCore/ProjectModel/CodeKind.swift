import Foundation

/// What a file, or a region of one, is for. Only shipping code is fixed or reported by default:
/// a fix in a test can break the assertion it makes, previews are not what users see, and
/// documentation snippets are prose.
public enum CodeKind: String, Sendable, CaseIterable, Codable {
    case shipping, test, preview, documentation

    /// How a file is classified: documentation inside any `*.docc` folder; test code when a test
    /// target compiles it, it imports XCTest or Testing, or (where no target says otherwise) it
    /// lives under a `Tests`/`UITests` folder (`Tests`, `AppTests`, `AppUITests`).
    public static func of(path: String, inTestTarget: Bool?, importsTestFramework: Bool) -> CodeKind {
        let folders = path.split(separator: "/").dropLast()
        if folders.contains(where: { $0.hasSuffix(".docc") }) { return .documentation }
        if inTestTarget == true || importsTestFramework { return .test }
        if inTestTarget == nil, folders.contains(where: { $0.hasSuffix("Tests") && $0.first?.isUppercase == true }) {
            return .test
        }
        return .shipping
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
