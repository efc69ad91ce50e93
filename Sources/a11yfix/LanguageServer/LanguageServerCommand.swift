import A11yFixConfiguration
import A11yFixCore
import ArgumentParser
import Foundation

struct LanguageServerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Serve diagnostics, quick fixes and hover to an editor (Language Server Protocol on stdin/stdout).",
        discussion: """
            Editors start it beside sourcekit-lsp for Swift files. Settings sent by the client \
            (initializationOptions or workspace/didChangeConfiguration, under "a11yfix") take the \
            keys only, disable, enable, includeTests, includePreviews, includeUnlisted, config and \
            debounceMilliseconds; \
            the options below are their defaults.
            """
    )

    @OptionGroup var selection: TransformSelection
    @OptionGroup var settings: SettingsOptions

    @Option(help: "Quiet time after a change before its diagnostics are computed, in milliseconds.")
    var debounceMs = 15

    func validate() throws {
        if debounceMs < 0 { throw ValidationError("--debounce-ms must be 0 or more") }
    }

    func run() throws {
        // A client that goes away closes the pipe; writing to it must not kill the server mid-message.
        signal(SIGPIPE, SIG_IGN)
        let defaults = ServerSettings(
            only: selection.only, disable: selection.disable, enable: selection.enable,
            includeTests: selection.includeTests, includePreviews: selection.includePreviews,
            includeUnlisted: selection.includeUnlisted, config: settings.config,
            projectRoot: try settings.projectRoots().explicitRoot,
            fontStrategy: selection.fontStrategy?.strategy, debounceMilliseconds: debounceMs)
        let commandLine = settings
        let server = LanguageServer(connection: Connection(), settings: defaults) { config in
            if let config, !FileManager.default.fileExists(atPath: config) {
                throw ServerSettingsError(message: "config \(config): no such file")
            }
            return ConfigurationResolver(
                explicitConfigurationPath: config, commandLineTargets: try commandLine.commandLineTargets(),
                commandLinePlatforms: try commandLine.commandLinePlatforms())
        }
        let status = server.run()
        if status != 0 { throw ExitCode(status) }
    }
}
