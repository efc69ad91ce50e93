import Foundation

/// The SwiftLint configurations an Xcode project's build phases name: a Run Script phase that
/// runs `swiftlint --config "$PROJECT_DIR/swiftlint.yml"` lints every build with that file, whatever
/// it is called, so its `line_length` binds the code as a `.swiftlint.yml` beside it would.
enum SwiftLintBuildPhase {
    /// The configuration files (absolute, existing) that `folder`'s `*.xcodeproj` build phases pass
    /// to SwiftLint with `--config`, in the order the projects name them. `names` are the folder's
    /// project names from the run's `FolderListings`: listing every folder above a file here would
    /// record `/tmp` and the like, whose churn keeps a run from being replayed.
    static func configurations(in folder: String, names: [String]) -> [String] {
        var found: [String] = []
        for name in names.sorted() where name.hasSuffix(".xcodeproj") {
            guard let data = RunInputs.contents(atPath: folder + "/" + name + "/project.pbxproj"),
                let text = String(data: data, encoding: .utf8)
            else { continue }
            for path in configPaths(inProject: text, folder: folder) where !found.contains(path) {
                if RunInputs.fileExists(atPath: path) { found.append(path) }
            }
        }
        return found
    }

    /// The `--config` values of the `swiftlint` commands in a project's shell scripts, with
    /// `$PROJECT_DIR`/`$SRCROOT` (the folder holding the `.xcodeproj`) resolved; a value naming any
    /// other variable cannot be resolved and is skipped.
    static func configPaths(inProject text: String, folder: String) -> [String] {
        var paths: [String] = []
        for line in text.split(separator: "\n") where line.contains("shellScript") && line.contains("swiftlint") {
            // A shell script is one quoted pbxproj string: its own quotes are `\"`, its lines `\n`.
            let script = line.replacingOccurrences(of: "\\n", with: "\n").replacingOccurrences(of: "\\\"", with: "\"")
            let commands = script.split(separator: "\n")
            for command in commands where command.contains("swiftlint") || command.contains("--config") {
                let words = LineLengthFiles.optionWords(command)
                for (index, word) in words.enumerated() {
                    var value: String?
                    if word == "--config", index + 1 < words.count { value = words[index + 1] }
                    if word.hasPrefix("--config=") { value = String(word.dropFirst("--config=".count)) }
                    guard let value, let path = resolve(value, folder: folder) else { continue }
                    paths.append(path)
                }
            }
        }
        return paths
    }

    /// `$PROJECT_DIR/lint.yml`, `${SRCROOT}/lint.yml` or `lint.yml` (run from the project folder).
    static func resolve(_ value: String, folder: String) -> String? {
        var path = value
        for variable in ["${PROJECT_DIR}", "$PROJECT_DIR", "${SRCROOT}", "$SRCROOT", "$(SRCROOT)", "$(PROJECT_DIR)"] {
            path = path.replacingOccurrences(of: variable, with: folder)
        }
        guard !path.contains("$"), !path.isEmpty else { return nil }
        return path.hasPrefix("/") ? path : folder + "/" + path
    }
}
