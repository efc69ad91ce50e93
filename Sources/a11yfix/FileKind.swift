import A11yFixConfiguration
import A11yFixCore

/// A file's code kind with the reason when the reason is not plain: code of a UI-test host is
/// test code although no test bundle compiles it, and `targets` and `why` say so.
struct FileKind {
    let kind: CodeKind
    /// "UI-test host (launched only by AppUITests' TEST_TARGET_NAME)".
    let testHostReason: String?

    init(path: String, facts: FileProjectFacts?, importsTestFramework: Bool) {
        kind = CodeKind.of(path: path, inTestTarget: facts.map(\.isTest), importsTestFramework: importsTestFramework)
        if kind != .test || importsTestFramework {
            testHostReason = nil
        } else if let facts {
            testHostReason = facts.testHostReason
        } else {
            testHostReason = CodeKind.testHostFolder(in: path).map {
                "UI-test host (folder '\($0)' is named like one and no project says otherwise)"
            }
        }
    }

    /// `test: UI-test host (…)`, or the bare kind.
    var described: String { kind.rawValue + (testHostReason.map { ": \($0)" } ?? "") }
}
