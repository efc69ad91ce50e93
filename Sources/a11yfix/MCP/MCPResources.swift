import A11yFixCore
import A11yFixLSP

/// What `a11yfix mcp` offers to read: each transform's documentation, the SF Symbol phrase
/// table labels come from, and the Accessibility Summary of the last `fix_files` call.
enum MCPResources {
    static let phrasesURI = "a11yfix://phrases/sf-symbols"
    static let summaryURI = "a11yfix://summary/last"
    static let transformPrefix = "a11yfix://transforms/"

    static func list() -> [JSONValue] {
        TransformRegistry.all.map { $0.descriptor }.map { descriptor in
            [
                "uri": .string(transformPrefix + descriptor.id), "name": .string(descriptor.id),
                "title": .string("\(descriptor.id) documentation"), "description": .string(descriptor.summary),
                "mimeType": "text/markdown",
            ]
        } + [
            [
                "uri": .string(phrasesURI), "name": "sf-symbol-phrases", "title": "SF Symbol phrase table",
                "description":
                    "The phrase each SF Symbol gets as a [VERIFY] label, and where VoiceOver already reads one.",
                "mimeType": "text/tab-separated-values",
            ],
            [
                "uri": .string(summaryURI), "name": "accessibility-summary", "title": "Last Accessibility Summary",
                "description": "The Accessibility Summary of this session's last fix_files call.",
                "mimeType": "text/markdown",
            ],
        ]
    }

    static func templates() -> [JSONValue] {
        [
            [
                "uriTemplate": .string(transformPrefix + "{id}"), "name": "transform",
                "title": "Transform documentation", "mimeType": "text/markdown",
            ]
        ]
    }

    /// The resource's contents, or nil for an unknown URI.
    static func read(_ uri: String) -> JSONValue? {
        let text: String
        var mimeType = "text/markdown"
        if uri.hasPrefix(transformPrefix) {
            let id = String(uri.dropFirst(transformPrefix.count))
            guard TransformRegistry.transform(withID: id) != nil else { return nil }
            text = TransformDocumentation(id: id).explanation
        } else if uri == phrasesURI, let table = SymbolPhraseTable.standardSource {
            text = table
            mimeType = "text/tab-separated-values"
        } else if uri == summaryURI {
            text = LastSummary.shared.value ?? "No fix_files call has run in this session yet.\n"
        } else {
            return nil
        }
        return ["uri": .string(uri), "mimeType": .string(mimeType), "text": .string(text)]
    }
}
