import A11yFixCore
import Foundation

/// Where a project runs swift-format with its defaults although no `.swift-format` says so: a
/// pre-commit hook, a Makefile target (`swift-format lint -r Sources`) or a CI workflow step
/// (`swift format lint --strict`). Such a project's lint wants swift-format's layout: two spaces
/// before a trailing comment and lines of at most 100 columns.
enum SwiftFormatRunners {
    /// swift-format's `lineLength` when nothing configures it.
    static let defaultLineLength = 100

    /// The file in `folder` that runs swift-format with its defaults, or nil.
    static func runner(in folder: String) -> String? {
        for name in [".pre-commit-config.yaml", ".pre-commit-config.yml"] {
            let path = folder + "/" + name
            if let data = ProjectFile.contents(atPath: path), runsSwiftFormatHook(data) { return path }
        }
        let makefile = folder + "/Makefile"
        if let data = ProjectFile.contents(atPath: makefile), runsSwiftFormatCommand(data) { return makefile }
        let workflows = folder + "/.github/workflows"
        let names = (try? RunInputs.contentsOfDirectory(atPath: workflows)) ?? []
        for name in names.sorted() where name.hasSuffix(".yml") || name.hasSuffix(".yaml") {
            let path = workflows + "/" + name
            if let data = ProjectFile.contents(atPath: path), runsSwiftFormatCommand(data) { return path }
        }
        return nil
    }

    /// Whether a pre-commit configuration runs swift-format: its hook (`id: swift-format`) or its
    /// repository (`swiftlang/swift-format`, `apple/swift-format`). SwiftFormat's hook is `swiftformat`.
    static func runsSwiftFormatHook(_ data: Data) -> Bool {
        guard let text = String(data: data, encoding: .utf8) else { return false }
        return text.split(separator: "\n").contains { line in
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\"" || $0 == "'" })
            if words.count >= 2, words[words.count - 2] == "id:", words.last == "swift-format" { return true }
            return line.contains("/swift-format") && line.contains("repo:")
        }
    }

    /// Whether a Makefile or workflow has a command line `swift-format lint|format …` or
    /// `swift format lint|format …` that names no configuration of its own. SwiftFormat
    /// (`swiftformat`) is another tool; a comment line runs nothing.
    static func runsSwiftFormatCommand(_ data: Data) -> Bool {
        guard let text = String(data: data, encoding: .utf8) else { return false }
        return text.split(separator: "\n").contains { line in
            let code = line.drop { $0 == " " || $0 == "\t" }
            guard !code.hasPrefix("#"), !line.contains("--configuration") else { return false }
            let words = code.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\"" || $0 == "'" }).map {
                $0.split(separator: "/").last.map(String.init) ?? String($0)
            }
            return words.indices.contains { index in
                let rest = words.dropFirst(index + 1)
                let subcommand: String?
                switch words[index] {
                case "swift-format": subcommand = rest.first
                case "swift" where rest.first == "format": subcommand = rest.dropFirst().first
                default: subcommand = nil
                }
                return subcommand == "lint" || subcommand == "format"
            }
        }
    }
}
