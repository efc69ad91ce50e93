import A11yFixTestSupport
import Foundation
import Testing

/// The README's `repo: local` pre-commit recipe, run by the real `pre-commit` on a real commit
/// with the built binary on PATH. Skipped when pre-commit is not installed, unless
/// `A11YFIX_REQUIRE_PRECOMMIT=1` (as in CI), which turns a missing pre-commit into a failure.
@Suite(.serialized) struct PreCommitEndToEndTests {
    static let environment = ProcessInfo.processInfo.environment
    static let required = environment["A11YFIX_REQUIRE_PRECOMMIT"] == "1"

    static func onPath(_ name: String) -> URL? {
        (environment["PATH"] ?? "").split(separator: ":")
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    static let preCommit = onPath("pre-commit")

    /// The README's recipe: the first YAML block that declares a `repo: local` hook.
    static func readmeRecipe() throws -> String {
        let readme = try PackagePaths.read(PackagePaths.root.appendingPathComponent("README.md"))
        let blocks = readme.components(separatedBy: "```yaml\n").dropFirst()
            .map { $0.components(separatedBy: "```")[0] }
        return try #require(blocks.first { $0.contains("repo: local") }, "README.md has no `repo: local` recipe")
    }

    /// Runs `tool` in `directory` with the built a11yfix first on PATH and a private pre-commit
    /// store; stdout and stderr merged.
    static func run(_ tool: URL, _ arguments: [String], in directory: URL, home: URL) throws -> Subprocess.Result {
        var variables = environment
        let folder = CLI.executable.deletingLastPathComponent().path
        variables["PATH"] = folder + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        variables["PRE_COMMIT_HOME"] = home.appendingPathComponent("pre-commit").path
        variables["XDG_CACHE_HOME"] = home.appendingPathComponent("cache").path
        for (key, value) in [
            "GIT_AUTHOR_NAME": "Test", "GIT_COMMITTER_NAME": "Test",
            "GIT_AUTHOR_EMAIL": "test@example.com", "GIT_COMMITTER_EMAIL": "test@example.com",
        ] {
            variables[key] = value
        }
        return try Subprocess.run(tool, arguments, in: directory, environment: variables)
    }

    static let archiveButton = """
        import SwiftUI

        struct ArchiveBar: View {
            var body: some View {
                Button(action: archive) {
                    Image(systemName: "archivebox")
                }
            }

            func archive() {}
        }

        """

    @Test(
        .enabled(if: preCommit != nil || required, "pre-commit is not on PATH (pip install pre-commit)"),
        .timeLimit(.minutes(1)))
    func localHookBlocksTheCommitInCheckModeAndFixesInFixMode() throws {
        let preCommit = try #require(Self.preCommit, "pre-commit is not on PATH but A11YFIX_REQUIRE_PRECOMMIT=1")
        let git = try #require(Self.onPath("git"), "git is not on PATH")
        let scratch = try Scratch()
        let repository = scratch.url.appendingPathComponent("repo")
        try FileManager.default.createDirectory(at: repository, withIntermediateDirectories: true)
        func sh(_ tool: URL, _ arguments: [String]) throws -> Subprocess.Result {
            try Self.run(tool, arguments, in: repository, home: scratch.url)
        }
        let recipe = try Self.readmeRecipe()
        #expect(recipe.contains("entry: a11yfix fix --check"))
        try scratch.write("repo/.pre-commit-config.yaml", recipe)
        try scratch.write("repo/Sources/ArchiveBar.swift", Self.archiveButton)
        #expect(try sh(git, ["init", "-q"]).status == 0)
        let installed = try sh(preCommit, ["install"])
        #expect(installed.status == 0, "\(installed.output)")
        #expect(try sh(git, ["add", "."]).status == 0)

        // Check mode: the commit is blocked, the finding is printed, the file is untouched.
        let blocked = try sh(git, ["commit", "-q", "-m", "Add the archive bar"])
        #expect(blocked.status != 0)
        #expect(blocked.output.contains("Sources/ArchiveBar.swift:5:9: warning: icon-only button has no accessibility"))
        #expect(try scratch.read("repo/Sources/ArchiveBar.swift") == Self.archiveButton)
        #expect(try sh(git, ["rev-parse", "--verify", "-q", "HEAD"]).status != 0)

        // Fix mode: the hook rewrites the file, so pre-commit stops the commit for a review.
        let fixing = recipe.replacingOccurrences(of: "a11yfix fix --check", with: "a11yfix fix")
        try scratch.write("repo/.pre-commit-config.yaml", fixing)
        #expect(try sh(git, ["add", "."]).status == 0)
        let stopped = try sh(git, ["commit", "-q", "-m", "Add the archive bar"])
        #expect(stopped.status != 0)
        #expect(stopped.output.contains("files were modified by this hook"))
        let fixed = try scratch.read("repo/Sources/ArchiveBar.swift")
        #expect(fixed.contains("        }\n        .accessibilityLabel(\"Archive\") // [VERIFY] confirm label"))

        // Staged as fixed, the commit goes through.
        #expect(try sh(git, ["add", "."]).status == 0)
        let committed = try sh(git, ["commit", "-q", "-m", "Add the archive bar"])
        #expect(committed.status == 0, "\(committed.output)")
    }

    @Test(.enabled(if: preCommit != nil || required, "pre-commit is not on PATH (pip install pre-commit)"))
    func theHooksManifestIsValid() throws {
        let preCommit = try #require(Self.preCommit, "pre-commit is not on PATH but A11YFIX_REQUIRE_PRECOMMIT=1")
        let scratch = try Scratch()
        let manifest = PackagePaths.root.appendingPathComponent(".pre-commit-hooks.yaml")
        let result = try Self.run(preCommit, ["validate-manifest", manifest.path], in: scratch.url, home: scratch.url)
        #expect(result.status == 0, "\(result.output)")
        let text = try PackagePaths.read(manifest)
        #expect(text.contains("- id: a11yfix\n") && text.contains("- id: a11yfix-fix\n"))
        #expect(text.components(separatedBy: "\n  language: swift\n").count == 3)
    }
}
