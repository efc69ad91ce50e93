import A11yFixCore
import Foundation
import Yams

/// What one folder's linter and formatter files say about line length: `.swiftlint.yml`
/// (`line_length`, its warning level; SwiftLint's default 120 when the rule is on but unset),
/// `.swift-format` (`lineLength`, else its default 100), `.swiftformat` (`--maxwidth`) and
/// `.editorconfig` (`max_line_length` for Swift files), a SwiftLint file an `.xcodeproj`'s build phase
/// names with `--config` (`SwiftLintBuildPhase`), and swift-format's default 100 where a hook,
/// Makefile or workflow runs it with no `.swift-format` (`SwiftFormatRunners`).
///
/// Where several files in one folder set a limit, the smallest wins: the code must pass them all.
/// A file that does not parse is a warning naming it, and sets nothing.
enum LineLengthFiles {
    /// A folder's answer: a limit, or "no limit" said explicitly (`--maxwidth none`, `off`).
    enum Setting: Equatable {
        case limit(LineLengthLimit)
        case unlimited(source: String)
    }

    static let names = [".swiftlint.yml", ".swift-format", ".swiftformat", ".editorconfig"]

    /// Nil when no file in `directory` sets the line length; `projectNames` are the folder's Xcode
    /// project names (`FolderListings`), whose build phases may name a SwiftLint file.
    static func setting(in directory: String, projectNames: [String] = [], warn: ([String]) -> Void) -> Setting? {
        var limits: [(columns: Int, source: String)] = []
        var unlimited: String?
        var tabWidth: Int?
        for name in names {
            let path = directory + "/" + name
            guard let data = ProjectFile.contents(atPath: path) else { continue }
            guard let text = String(data: data, encoding: .utf8) else {
                warn(["\(path): not UTF-8; its line length is not used"])
                continue
            }
            let read: Read
            do {
                switch name {
                case ".swiftlint.yml": read = try swiftLint(text, directory: directory)
                case ".swift-format": read = try swiftFormatJSON(data)
                case ".swiftformat": read = try swiftFormatOptions(text)
                default: read = try editorConfig(text)
                }
            } catch let problem as Problem {
                warn(["\(path): \(problem.reason); its line length is not used"])
                continue
            } catch {
                warn(["\(path): does not parse (\(error)); its line length is not used"])
                continue
            }
            tabWidth = tabWidth ?? read.tabWidth
            switch read.columns {
            case let columns?? where columns > 0: limits.append((columns, path))
            case .some: unlimited = unlimited ?? path
            case nil: break
            }
        }
        // A build phase's `swiftlint --config swiftlint.yml` lints with that file, whatever its name.
        let phaseFiles = SwiftLintBuildPhase.configurations(in: directory, names: projectNames)
        for path in phaseFiles where path != directory + "/.swiftlint.yml" {
            guard let data = RunInputs.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
                continue
            }
            do {
                let read = try swiftLint(text, directory: (path as NSString).deletingLastPathComponent)
                tabWidth = tabWidth ?? read.tabWidth
                if case let columns?? = read.columns, columns > 0 { limits.append((columns, path)) }
            } catch let problem as Problem {
                warn(["\(path): \(problem.reason); its line length is not used"])
            } catch {
                warn(["\(path): does not parse (\(error)); its line length is not used"])
            }
        }
        // swift-format run by a hook, Makefile or workflow with no `.swift-format` lints to its default width.
        if ProjectFile.contents(atPath: directory + "/.swift-format") == nil,
            let runner = SwiftFormatRunners.runner(in: directory)
        {
            limits.append((SwiftFormatRunners.defaultLineLength, runner))
        }
        if let smallest = limits.min(by: { $0.columns < $1.columns }) {
            return .limit(LineLengthLimit(columns: smallest.columns, source: smallest.source, tabWidth: tabWidth ?? 4))
        }
        return unlimited.map { .unlimited(source: $0) }
    }

    /// One file's line length (nil: not set; .some(nil) or 0: no limit) and tab width.
    struct Read {
        var columns: Int??
        var tabWidth: Int?
    }

    struct Problem: Error {
        var reason: String
    }

    // MARK: .swiftlint.yml

    /// `line_length: 120`, `line_length: [120, 200]` or `line_length: {warning: 120, error: 200}`:
    /// the warning level, which strict mode makes an error. `line_length` is one of SwiftLint's
    /// default rules, so a configuration that keeps it without a warning level (no key, or only
    /// `ignores_comments:`) gets SwiftLint's default of 120. A disabled rule sets nothing.
    /// A `parent_config` decides what the file leaves unsaid: a local one is read; a remote one
    /// (a URL) cannot be, so the line length is left unknown rather than guessed.
    static func swiftLint(_ text: String, directory: String? = nil, depth: Int = 0) throws -> Read {
        let root: Node?
        do { root = try Yams.compose(yaml: text) } catch let error as YamlError {
            throw Problem(
                reason: "not valid YAML"
                    + (error.line.map { " (line \($0): \(error.problem))" } ?? " (\(error.problem))"))
        }
        guard let root else { return Read() }
        guard let mapping = root.mapping else { throw Problem(reason: "expected a mapping of SwiftLint settings") }
        let disabled = mapping["disabled_rules"]?.sequence?.compactMap(\.scalar?.string) ?? []
        let only = mapping["only_rules"]?.sequence?.compactMap(\.scalar?.string)
        guard !disabled.contains("line_length"), only?.contains("line_length") ?? true else { return Read() }
        if let value = mapping["line_length"] {
            if let options = value.mapping, options["warning"] == nil { return Read(columns: .some(swiftLintDefault)) }
            let warning = value.scalar ?? value.sequence?.first?.scalar ?? value.mapping?["warning"]?.scalar
            guard let columns = warning.flatMap({ Int($0.string) }), columns > 0 else {
                throw Problem(reason: "'line_length' is not a number of columns, a list or a mapping with 'warning'")
            }
            return Read(columns: .some(columns))
        }
        if let parent = mapping["parent_config"]?.scalar?.string {
            let inherited = try parentRead(parent, directory: directory, depth: depth)
            if inherited.columns != nil { return inherited }
            // The parent decides, and says nothing readable: nothing is guessed, unless this file
            // turns the rule on itself.
            if only == nil { return Read() }
        }
        return Read(columns: .some(swiftLintDefault))
    }

    /// What a `parent_config` says; nothing when it is remote (a URL) or nested too deep. A local
    /// parent that is missing or does not parse is a problem with this file, as it is for SwiftLint.
    private static func parentRead(_ parent: String, directory: String?, depth: Int) throws -> Read {
        guard !parent.contains("://"), depth < 4, let directory else { return Read() }
        let path = parent.hasPrefix("/") ? parent : directory + "/" + parent
        guard let data = RunInputs.contents(atPath: path) else {
            throw Problem(reason: "its parent_config '\(parent)' is not found")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw Problem(reason: "its parent_config '\(parent)' is not UTF-8")
        }
        let folder = (path as NSString).deletingLastPathComponent
        do {
            return try swiftLint(text, directory: folder, depth: depth + 1)
        } catch let problem as Problem {
            throw Problem(reason: "its parent_config '\(parent)': \(problem.reason)")
        }
    }

    /// SwiftLint's `line_length` warning level when a configuration does not set one.
    static let swiftLintDefault = 120
    /// swift-format's `lineLength` when its configuration does not set one.
    static let swiftFormatDefault = 100

    // MARK: .swift-format

    /// swift-format's JSON: `"lineLength": 100`, `"tabWidth": 8`.
    static func swiftFormatJSON(_ data: Data) throws -> Read {
        let object: Any
        do { object = try JSONSerialization.jsonObject(with: data) } catch {
            throw Problem(reason: "not valid JSON")
        }
        guard let settings = object as? [String: Any] else {
            throw Problem(reason: "expected a JSON object of swift-format settings")
        }
        // swift-format formats to its default width when the file does not set one.
        var read = Read(columns: .some(swiftFormatDefault), tabWidth: settings["tabWidth"] as? Int)
        if let value = settings["lineLength"] {
            guard let columns = value as? Int, columns > 0 else {
                throw Problem(reason: "'lineLength' is not a number of columns")
            }
            read.columns = .some(columns)
        }
        return read
    }

    // MARK: .swiftformat

    /// SwiftFormat's options file: `--maxwidth 120` (`none`: no limit), `--tabwidth 4`
    /// (`SwiftFormatOptions` reads the file).
    static func swiftFormatOptions(_ text: String) throws -> Read {
        var read = Read()
        for option in try SwiftFormatOptions.parse(text) {
            let value = option.values.first
            switch option.name {
            case "--maxwidth":
                if value == "none" {
                    read.columns = .some(nil)
                } else if let columns = value.flatMap(Int.init), columns > 0 {
                    read.columns = .some(columns)
                } else {
                    throw Problem(reason: "line \(option.line): --maxwidth takes a number of columns or none")
                }
            case "--tabwidth":
                read.tabWidth = value.flatMap(Int.init) ?? read.tabWidth
            default:
                break
            }
        }
        return read
    }

    /// A line's words, as a shell splits them: a quoted value (`--header "// Copyright …"`) is
    /// one word, a backslash escapes the next character, and an unquoted `#` starts a comment.
    static func optionWords(_ line: Substring) -> [String] {
        var words: [String] = [], word = "", quote: Character?, escaped = false, inWord = false
        for character in line {
            if escaped {
                word.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
                inWord = true
            } else if let open = quote {
                if character == open { quote = nil } else { word.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                inWord = true
            } else if character == "#" && !inWord {
                break
            } else if character == " " || character == "\t" {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else {
                word.append(character)
                inWord = true
            }
        }
        if inWord { words.append(word) }
        return words
    }

    // MARK: .editorconfig

    /// `max_line_length` (`off`: no limit) and `tab_width`/`indent_size` from the sections that
    /// match a Swift file (`[*]`, `[*.swift]`, `[*.{swift,m}]`, `[**.swift]`); later sections win.
    static func editorConfig(_ text: String) throws -> Read {
        var read = Read()
        var matches = false
        for (number, rawLine) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated()
        {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") || line.hasPrefix(";") { continue }
            if line.hasPrefix("[") {
                guard line.hasSuffix("]"), line.count > 2 else {
                    throw Problem(reason: "line \(number + 1): a section header needs a closing ]")
                }
                matches = matchesSwiftFile(String(line.dropFirst().dropLast()))
                continue
            }
            guard let equals = line.firstIndex(of: "=") else {
                throw Problem(reason: "line \(number + 1): expected key = value")
            }
            guard matches else { continue }
            let key = line[..<equals].trimmingCharacters(in: .whitespaces).lowercased()
            let value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces).lowercased()
            switch key {
            case "max_line_length":
                if value == "off" {
                    read.columns = .some(nil)
                } else if let columns = Int(value), columns > 0 {
                    read.columns = .some(columns)
                } else {
                    throw Problem(reason: "line \(number + 1): max_line_length takes a number of columns or off")
                }
            case "tab_width": read.tabWidth = Int(value) ?? read.tabWidth
            case "indent_size": read.tabWidth = read.tabWidth ?? Int(value)
            default: break
            }
        }
        return read
    }

    /// Whether an `.editorconfig` section applies to every Swift file in its folder and below.
    static func matchesSwiftFile(_ pattern: String) -> Bool {
        var pattern = pattern
        for prefix in ["**/", "**"] where pattern.hasPrefix(prefix) {
            pattern = "*" + pattern.dropFirst(prefix.count)
            break
        }
        if pattern == "*" || pattern == "*.swift" { return true }
        // `*.{swift,m,h}`
        guard pattern.hasPrefix("*.{"), pattern.hasSuffix("}") else { return false }
        return pattern.dropFirst(3).dropLast().split(separator: ",").contains {
            $0.trimmingCharacters(in: .whitespaces) == "swift"
        }
    }
}
