import A11yFixCore
import Foundation
import Yams

/// What one folder's formatter and linter files say about where a stored property's attributes
/// that take arguments go: SwiftFormat's `wrapAttributes` options in `.swiftformat`
/// (`--storedvarattrs`, `--varattributes`, `--complexattrs`: `prev-line` or `same-line`) and
/// SwiftLint's opt-in `attributes` rule in `.swiftlint.yml`, which by default wants such
/// attributes on the line above (`attributes_with_arguments_always_on_line_above`).
///
/// A file that does not parse sets nothing here; `LineLengthFiles` warns about it already.
enum AttributePlacementFiles {
    static func placement(in directory: String) -> AttributePlacement? {
        var found: [AttributePlacement] = []
        var lists: (sameLine: Set<String>, lineAbove: Set<String>) = ([], [])
        for name in [".swiftformat", ".swiftlint.yml"] {
            let path = directory + "/" + name
            guard let data = ProjectFile.contents(atPath: path),
                let text = String(data: data, encoding: .utf8)
            else { continue }
            if name == ".swiftformat" {
                if let onLineAbove = swiftFormat(text) {
                    found.append(AttributePlacement(onLineAbove: onLineAbove, source: path))
                }
            } else if let rule = swiftLintRule(text) {
                lists = (rule.sameLine, rule.lineAbove)
                if let onLineAbove = rule.onLineAbove {
                    found.append(AttributePlacement(onLineAbove: onLineAbove, source: path))
                }
            }
        }
        // Both tools run on the code: one that wants the line above wins over one that allows either;
        // SwiftLint's lists of named attributes decide for those names.
        guard
            var placement = found.first(where: \.onLineAbove) ?? found.first
                ?? (lists.sameLine.isEmpty && lists.lineAbove.isEmpty
                    // Told to keep attributes with arguments on the line, as it keeps a variable's.
                    ? nil : AttributePlacement(onLineAbove: false, source: directory + "/.swiftlint.yml"))
        else { return nil }
        placement.sameLine = lists.sameLine
        placement.lineAbove = lists.lineAbove
        return placement
    }

    /// True for `prev-line`, false for `same-line`; nil when the file leaves it to the code
    /// (`preserve`, unset, or the `wrapAttributes` rule off).
    static func swiftFormat(_ text: String) -> Bool? {
        guard let options = try? SwiftFormatOptions.parse(text) else { return nil }
        var values: [String: String] = [:]
        var disabled: Set<String> = []
        var only: Set<String>?
        for option in options {
            switch option.name {
            case "--disable": disabled.formUnion(SwiftFormatOptions.list(option.values))
            case "--rules": only = (only ?? []).union(SwiftFormatOptions.list(option.values))
            default: values[option.name] = option.values.first
            }
        }
        guard !disabled.contains("wrapAttributes"), only?.contains("wrapAttributes") ?? true else { return nil }
        // The most specific option that is set decides.
        for name in ["--storedvarattrs", "--varattributes", "--varattrs", "--complexattrs"] {
            switch values[name] {
            case "prev-line": return true
            case "same-line": return false
            default: continue
            }
        }
        return nil
    }

    /// The folder's `.swiftlint.yml` when it turns on `explicit_type_interface` (`opt_in_rules` or
    /// `only_rules`, not disabled): the rule flags a stored property without a written type.
    static func explicitTypeRule(in directory: String) -> String? {
        let path = directory + "/.swiftlint.yml"
        guard let data = ProjectFile.contents(atPath: path), let text = String(data: data, encoding: .utf8),
            let mapping = (try? Yams.compose(yaml: text))?.mapping
        else { return nil }
        func rules(_ key: String) -> [String] { mapping[key]?.sequence?.compactMap(\.scalar?.string) ?? [] }
        let rule = "explicit_type_interface"
        guard rules("opt_in_rules").contains(rule) || rules("only_rules").contains(rule),
            !rules("disabled_rules").contains(rule)
        else { return nil }
        return path
    }

    /// True when the `attributes` rule is on (`opt_in_rules` or `only_rules`, not disabled) and keeps
    /// its default for attributes with arguments; nil otherwise.
    static func swiftLint(_ text: String) -> Bool? { swiftLintRule(text)?.onLineAbove }

    /// The `attributes` rule when it is on: its default for attributes with arguments (nil when
    /// `attributes_with_arguments_always_on_line_above` is false) and the attributes it names in
    /// `always_on_same_line` and `always_on_line_above` (without `@`).
    static func swiftLintRule(_ text: String) -> (onLineAbove: Bool?, sameLine: Set<String>, lineAbove: Set<String>)? {
        guard let root = try? Yams.compose(yaml: text), let mapping = root.mapping else { return nil }
        func rules(_ key: String) -> [String]? { mapping[key]?.sequence?.compactMap(\.scalar?.string) }
        let enabled =
            (rules("opt_in_rules") ?? []).contains("attributes") || (rules("only_rules") ?? []).contains("attributes")
        guard enabled, !(rules("disabled_rules") ?? []).contains("attributes") else { return nil }
        let options = mapping["attributes"]?.mapping
        func names(_ key: String) -> Set<String> {
            Set((options?[key]?.sequence?.compactMap(\.scalar?.string) ?? []).map(AttributePlacement.name(of:)))
        }
        let setting = options?["attributes_with_arguments_always_on_line_above"]?.bool
        return (setting == false ? nil : true, names("always_on_same_line"), names("always_on_line_above"))
    }
}
