import A11yFixTestSupport
import Foundation
import Testing

/// Builds a throwaway package that depends on this one by path and runs the command plugin on it,
/// as a user would. The nested build compiles swift-syntax again (minutes on two cores, past the
/// suite's one-minute limit per test), so it is opt-in: `A11YFIX_PLUGIN_E2E=1 swift test --filter
/// PluginTests`. It uses `.build/plugin-e2e`, so only its first run is slow.
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["A11YFIX_PLUGIN_E2E"] == "1"))
struct PluginTests {
    func swiftPackage(_ arguments: [String], in directory: URL) throws -> CLI.Result {
        let scratchPath = PackagePaths.root.appendingPathComponent(".build/plugin-e2e").path
        let result = try Subprocess.run(
            URL(fileURLWithPath: "/usr/bin/env"), ["swift", "package", "--scratch-path", scratchPath] + arguments,
            in: directory)
        return CLI.Result(status: result.status, stdout: result.output, stderr: "")
    }

    @Test(.timeLimit(.minutes(20)))
    func pluginChecksThenFixesADependentPackage() throws {
        let scratch = try Scratch()
        try scratch.write(
            "Package.swift",
            """
            // swift-tools-version:6.1
            import PackageDescription

            let package = Package(
                name: "App",
                platforms: [.iOS(.v16), .macOS(.v13)],
                dependencies: [.package(path: "\(PackagePaths.root.path)")],
                targets: [.target(name: "App")]
            )

            """)
        try scratch.write("Sources/App/ShareBar.swift", iconButtonSource)

        let check = try swiftPackage(["a11yfix"], in: scratch.url)
        #expect(check.status != 0, "\(check.stdout)")
        #expect(check.stdout.contains("ShareBar.swift:5:9: warning: icon-only button has no accessibility label"))
        #expect(check.stdout.contains("a11yfix found places to fix"))
        #expect(try scratch.read("Sources/App/ShareBar.swift") == iconButtonSource)

        let fix = try swiftPackage(
            ["--allow-writing-to-package-directory", "a11yfix", "--fix", "--summary", "none"], in: scratch.url)
        #expect(fix.status == 0, "\(fix.stdout)")
        #expect(try scratch.read("Sources/App/ShareBar.swift") == iconButtonFixed)

        let again = try swiftPackage(["a11yfix"], in: scratch.url)
        #expect(again.status == 0, "\(again.stdout)")
        #expect(again.stdout.contains("1 file scanned, 0 would change, 0 failed"))
    }
}
