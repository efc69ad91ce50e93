import A11yFixCore
import ArgumentParser
import Foundation

@main
struct A11yFix: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "a11yfix",
        abstract: "Makes SwiftUI, UIKit and AppKit source accessible by rewriting it in place.",
        discussion: """
            Exit codes: 0 done (with or without changes), 1 --check found changes, 2 usage error, \
            3 some file could not be processed.
            """,
        version: A11yFixVersion.current,
        subcommands: [
            Fix.self, Audit.self, List.self, Explain.self, Why.self, Targets.self, DumpConfig.self,
            LanguageServerCommand.self, MCPCommand.self,
        ],
        defaultSubcommand: Fix.self
    )

    /// ArgumentParser exits 64 on usage errors; a11yfix documents 2, like most Unix tools.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let failure as ConfigurationFailure {
            FileHandle.standardError.write(Data("error: \(failure.error)\n".utf8))
            Foundation.exit(ExitStatus.usage.rawValue)
        } catch {
            if exitCode(for: error) == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(ExitStatus.usage.rawValue)
            }
            exit(withError: error)
        }
    }
}

/// Exit codes are part of the interface: CI scripts branch on them.
enum ExitStatus {
    static let changesFound = ExitCode(1)
    static let usage = ExitCode(2)
    static let fileFailures = ExitCode(3)
}
