import A11yFixCore
import SwiftSyntax

/// The Swift language mode a package's targets compile in: the highest of its
/// `swiftLanguageModes:` (or the older `swiftLanguageVersions:`), which is the one SwiftPM picks,
/// else the one its tools version implies (tools 4.0 compile in Swift 4, 4.2 in 4.2, 5.x in 5, 6 in 6).
enum PackageLanguageMode {
    static func mode(in text: String, tree: SourceFileSyntax, path: String) -> SwiftLanguageMode? {
        let listed = tree.tokens(viewMode: .sourceAccurate).compactMap { token -> OSVersion? in
            guard case let .identifier(name) = token.tokenKind, name.hasPrefix("v"),
                // `.v4_2` → member access → array element → element list → array → labeled argument.
                let array = token.parent?.parent?.parent?.parent?.parent?.parent?.as(LabeledExprSyntax.self),
                ["swiftLanguageModes", "swiftLanguageVersions"].contains(array.label?.text)
            else { return nil }
            return OSVersion(name.dropFirst().replacingOccurrences(of: "_", with: "."))
        }
        if let highest = listed.max() {
            return SwiftLanguageMode(version: highest, source: "Package.swift language modes (\(path))")
        }
        guard let tools = toolsVersion(in: text) else { return nil }
        let major = tools.components[0]
        let version =
            major == 4 && tools.components[1] < 2 ? OSVersion(4) : major == 4 ? OSVersion(4, 2) : OSVersion(major)
        return SwiftLanguageMode(version: version, source: "Package.swift tools version \(tools) (\(path))")
    }

    /// `// swift-tools-version:5.9` on the first line.
    static func toolsVersion(in text: String) -> OSVersion? {
        guard let line = text.split(separator: "\n", maxSplits: 1).first,
            let range = line.range(of: "swift-tools-version:")
        else { return nil }
        let rest = line[range.upperBound...].drop(while: { $0 == " " })
        return OSVersion(String(rest.prefix(while: { $0.isNumber || $0 == "." })))
    }
}
