import Foundation
import PackagePlugin

/// `swift package a11yfix` checks the package's Swift targets and reports what a11yfix would change;
/// `swift package --allow-writing-to-package-directory a11yfix --fix` rewrites them.
/// `--target NAME` (repeatable) limits it to some targets; other options go to `a11yfix fix`.
@main
struct A11yFixPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let fix = extractor.extractFlag(named: "fix") > 0
        let names = extractor.extractOption(named: "target")
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        let directories = targets.compactMap { $0 as? SourceModuleTarget }.map { $0.directoryURL.path }.sorted()
        guard !directories.isEmpty else {
            Diagnostics.remark("a11yfix: no Swift source targets to check")
            return
        }

        // Built on demand rather than declared as the plugin's tool: a declared tool makes SwiftPM
        // build the whole tool a second time, for the host, on every `swift build` and `swift test`.
        let build = try packageManager.build(.product("a11yfix"), parameters: .init(configuration: .debug))
        guard build.succeeded, let tool = build.builtArtifacts.first(where: { $0.kind == .executable }) else {
            Diagnostics.error("a11yfix: building the a11yfix tool failed\n\(build.logText)")
            return
        }

        let process = Process()
        process.executableURL = tool.url
        process.arguments = (fix ? ["fix"] : ["fix", "--check"]) + extractor.remainingArguments + directories
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()

        switch process.terminationStatus {
        case 0: break
        case 1 where !fix:
            Diagnostics.error(
                "a11yfix found places to fix; run `swift package --allow-writing-to-package-directory a11yfix --fix`")
        default:
            Diagnostics.error("a11yfix exited with status \(process.terminationStatus)")
        }
    }
}
