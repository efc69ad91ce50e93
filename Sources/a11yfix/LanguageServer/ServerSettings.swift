import A11yFixCore
import A11yFixLSP
import Foundation

/// What a client can set through `initializationOptions` or `workspace/didChangeConfiguration`
/// (under an `a11yfix` key or at the top level); command-line options are the defaults.
struct ServerSettings: Equatable {
    var only: [String] = []
    var disable: [String] = []
    var enable: [String] = []
    var includeTests = false
    var includePreviews = false
    var includeUnlisted = false
    var config: String?
    /// `--project-root` and `--font-strategy`, from the command line only.
    var projectRoot: String?
    var fontStrategy: FontStrategy?
    var debounceMilliseconds = 15

    /// These settings with the client's values laid over them; keys the client leaves out keep theirs.
    func updated(with json: JSONValue?) -> ServerSettings {
        guard let json else { return self }
        let values = json["a11yfix"] ?? json
        var settings = self
        func strings(_ key: String) -> [String]? {
            if let array = values[key]?.arrayValue { return array.compactMap(\.stringValue) }
            return values[key]?.stringValue.map { $0.split(separator: ",").map(String.init) }
        }
        func bool(_ key: String) -> Bool? {
            if case let .bool(value)? = values[key] { return value }
            return nil
        }
        settings.only = strings("only") ?? only
        settings.disable = strings("disable") ?? disable
        settings.enable = strings("enable") ?? enable
        settings.includeTests = bool("includeTests") ?? includeTests
        settings.includePreviews = bool("includePreviews") ?? includePreviews
        settings.includeUnlisted = bool("includeUnlisted") ?? includeUnlisted
        if let path = values["config"]?.stringValue { settings.config = path.isEmpty ? nil : path }
        // Clamped: a client's value must not be able to stop the server (or its diagnostics).
        if case let .number(milliseconds)? = values["debounceMilliseconds"], milliseconds.isFinite {
            settings.debounceMilliseconds = Int(min(max(milliseconds, 0), 10_000))
        }
        return settings
    }

    /// The transform selection these settings make, checked like the command line's.
    func selection() throws -> SelectionOptions {
        func ids(_ values: [String]) -> Set<String> {
            Set(values.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty })
        }
        let selection = SelectionOptions(
            only: ids(only), disable: ids(disable), enable: ids(enable),
            fontStrategy: fontStrategy,
            codeKinds: CodeKindPolicy(
                includesTests: includeTests,
                includesPreviews: includePreviews),
            includesUnlisted: includeUnlisted)
        let known = Set(TransformRegistry.all.map { $0.descriptor.id })
        if let unknown = selection.only.union(selection.disable).union(selection.enable).subtracting(known).sorted()
            .first
        {
            throw ServerSettingsError(message: "unknown transform '\(unknown)' in the a11yfix settings")
        }
        return selection
    }
}

struct ServerSettingsError: Error {
    var message: String
}
