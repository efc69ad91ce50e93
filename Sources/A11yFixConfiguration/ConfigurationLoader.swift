import A11yFixCore
import Yams

/// Reads `.a11yfix.yml` with Yams and validates every key and type, so a typo is an error that
/// names the file, line and key rather than a setting silently ignored.
public enum ConfigurationLoader {
    public static let fileName = ".a11yfix.yml"
    static let keys = [
        "version", "rules", "targets", "platforms", "exclude", "symbols", "icon_initializers", "font_strategy",
        "summary", "line-length", "root",
    ]

    public static func parse(_ text: String, path: String) throws -> Configuration {
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw ConfigurationError(
                path: path, line: error.line, key: nil, reason: "not valid YAML (\(error.problem))")
        }
        var configuration = Configuration()
        configuration.path = path
        guard let root else { return configuration }  // an empty file
        guard let mapping = root.mapping else {
            throw ConfigurationError(path: path, line: line(root), key: nil, reason: "expected a mapping of settings")
        }
        func fail(_ node: Node, _ key: String, _ reason: String) -> ConfigurationError {
            ConfigurationError(path: path, line: line(node), key: key, reason: reason)
        }
        for (keyNode, value) in mapping {
            guard let key = keyNode.scalar?.string else { throw fail(keyNode, "?", "keys must be plain names") }
            switch key {
            case "version":
                guard value.int == 1 else { throw fail(value, key, "expected 1, the only configuration version") }
            case "rules":
                guard let rules = value.mapping else {
                    throw fail(value, key, "expected a mapping of transform id to true or false")
                }
                let known = Set(TransformRegistry.all.map { $0.descriptor.id })
                for (idNode, enabled) in rules {
                    let id = idNode.scalar?.string ?? ""
                    guard known.contains(id) else {
                        throw fail(idNode, "rules.\(id)", "unknown transform; `a11yfix list` shows the ids")
                    }
                    guard let flag = boolean(enabled) else {
                        throw fail(enabled, "rules.\(id)", "expected true or false")
                    }
                    configuration.rules[id] = flag
                }
            case "targets":
                guard let targets = value.mapping else {
                    throw fail(value, key, "expected a mapping such as `ios: 15`")
                }
                for (platformNode, versionNode) in targets {
                    let name = platformNode.scalar?.string ?? ""
                    guard let platform = ApplePlatform(key: name) else {
                        throw fail(
                            platformNode, "targets.\(name)",
                            "unknown platform; use ios, macos, tvos, watchos or visionos")
                    }
                    guard let text = versionNode.scalar?.string, let version = OSVersion(text) else {
                        throw fail(versionNode, "targets.\(name)", "expected a version such as 15 or \"15.4\"")
                    }
                    configuration.targets[platform] = version
                }
            case "platforms":
                var platforms: Set<ApplePlatform> = []
                for (index, name) in try strings(value, key: key, fail: fail).enumerated() {
                    guard let platform = ApplePlatform(key: name) else {
                        throw fail(
                            value.sequence![index], key,
                            "unknown platform '\(name)'; use ios, macos, tvos, watchos or visionos")
                    }
                    platforms.insert(platform)
                }
                guard !platforms.isEmpty else { throw fail(value, key, "expected at least one platform") }
                configuration.platforms = platforms
            case "exclude":
                configuration.exclude = try strings(value, key: key, fail: fail)
            case "symbols":
                guard let symbols = value.mapping else {
                    throw fail(value, key, "expected a mapping of symbol name to phrase")
                }
                for (symbolNode, phraseNode) in symbols {
                    let symbol = symbolNode.scalar?.string ?? ""
                    guard let phrase = phraseNode.scalar?.string, !phrase.trimmingSpaces.isEmpty else {
                        throw fail(phraseNode, "symbols.\(symbol)", "expected a non-empty phrase")
                    }
                    configuration.symbols[symbol] = phrase
                }
            case "icon_initializers":
                for (index, signature) in try strings(value, key: key, fail: fail).enumerated() {
                    guard let initializer = IconInitializer(signature: signature) else {
                        throw fail(
                            value.sequence![index], key, "expected a call signature such as Image(systemSymbol:)")
                    }
                    configuration.iconInitializers.append(initializer)
                }
            case "font_strategy":
                guard let text = value.scalar?.string, let strategy = FontStrategy(rawValue: text) else {
                    throw fail(value, key, "expected keep-size, scaled-metric or text-style")
                }
                configuration.fontStrategy = strategy
            case "summary":
                guard let text = value.scalar?.string, Configuration.summaryModes.contains(text) else {
                    throw fail(value, key, "expected one of \(Configuration.summaryModes.joined(separator: ", "))")
                }
                configuration.summary = text
            case "root":
                guard let flag = boolean(value) else { throw fail(value, key, "expected true or false") }
                configuration.isProjectRoot = flag
            case "line-length":
                guard let text = value.scalar?.string, let columns = text == "none" ? 0 : Int(text), columns >= 0 else {
                    throw fail(value, key, "expected a number of columns, or none for no limit")
                }
                configuration.lineLength = columns
            default:
                throw fail(keyNode, key, "unknown key; known keys: \(keys.joined(separator: ", "))")
            }
        }
        return configuration
    }

    private static func line(_ node: Node) -> Int? { node.mark.map { $0.line } }

    private static func boolean(_ node: Node) -> Bool? {
        guard let text = node.scalar?.string else { return nil }
        switch text {
        case "true", "True", "TRUE", "yes", "on": return true
        case "false", "False", "FALSE", "no", "off": return false
        default: return nil
        }
    }

    private static func strings(_ node: Node, key: String, fail: (Node, String, String) -> ConfigurationError) throws
        -> [String]
    {
        guard let sequence = node.sequence else { throw fail(node, key, "expected a list") }
        return try sequence.map { item in
            guard let text = item.scalar?.string else { throw fail(item, key, "expected a string") }
            return text
        }
    }
}

extension YamlError {
    var line: Int? {
        switch self {
        case let .scanner(_, _, mark, _), let .parser(_, _, mark, _): mark.line
        default: nil
        }
    }

    var problem: String {
        switch self {
        case let .scanner(_, problem, _, _), let .parser(_, problem, _, _): problem
        default: "\(self)"
        }
    }
}

extension StringProtocol {
    /// Without leading and trailing spaces and tabs; walks the UTF-8, since project files have
    /// thousands of lines and `Character` iteration costs an order of magnitude more.
    var trimmingSpaces: String {
        let utf8 = self.utf8
        var start = utf8.startIndex
        while start < utf8.endIndex, utf8[start] == 0x20 || utf8[start] == 0x09 { start = utf8.index(after: start) }
        var end = start, index = start
        while index < utf8.endIndex {
            let byte = utf8[index]
            index = utf8.index(after: index)
            if byte != 0x20 && byte != 0x09 { end = index }
        }
        return String(self[start..<end])
    }
}
