import Foundation

// The parts of LSP 3.17 that a11yfix speaks, as Codable values. Optional fields the server never
// reads are left out; unknown fields in what clients send are ignored by the decoder.

public struct Position: Codable, Hashable, Sendable, Comparable {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    public static func < (lhs: Position, rhs: Position) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }
}

public struct LSPRange: Codable, Hashable, Sendable {
    public var start: Position
    public var end: Position

    public init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }

    public func contains(_ position: Position) -> Bool { start <= position && position <= end }
    public func overlaps(_ other: LSPRange) -> Bool { start <= other.end && other.start <= end }
}

public struct TextDocumentIdentifier: Codable, Hashable, Sendable {
    public var uri: String
    public init(uri: String) { self.uri = uri }
}

public struct VersionedTextDocumentIdentifier: Codable, Hashable, Sendable {
    public var uri: String
    public var version: Int?
    public init(uri: String, version: Int?) {
        self.uri = uri
        self.version = version
    }
}

public struct TextDocumentItem: Codable, Sendable {
    public var uri: String
    public var languageId: String
    public var version: Int
    public var text: String
}

public struct DidOpenTextDocumentParams: Codable, Sendable {
    public var textDocument: TextDocumentItem
}

public struct TextDocumentContentChangeEvent: Codable, Sendable {
    /// Absent: the change replaces the whole document.
    public var range: LSPRange?
    public var text: String

    public init(range: LSPRange?, text: String) {
        self.range = range
        self.text = text
    }
}

public struct DidChangeTextDocumentParams: Codable, Sendable {
    public var textDocument: VersionedTextDocumentIdentifier
    public var contentChanges: [TextDocumentContentChangeEvent]
}

public struct DidCloseTextDocumentParams: Codable, Sendable {
    public var textDocument: TextDocumentIdentifier
}

public struct DidSaveTextDocumentParams: Codable, Sendable {
    public var textDocument: TextDocumentIdentifier
}

public struct TextDocumentPositionParams: Codable, Sendable {
    public var textDocument: TextDocumentIdentifier
    public var position: Position
}

public struct FileEvent: Codable, Sendable {
    public var uri: String
    public var type: Int
}

public struct DidChangeWatchedFilesParams: Codable, Sendable {
    public var changes: [FileEvent]
}

public struct DidChangeConfigurationParams: Codable, Sendable {
    public var settings: JSONValue?
}

public struct CancelParams: Codable, Sendable {
    public var id: RequestID
}

public enum DiagnosticSeverity: Int, Codable, Sendable {
    case error = 1, warning = 2, information = 3, hint = 4
}

public struct Diagnostic: Codable, Hashable, Sendable {
    public var range: LSPRange
    public var severity: DiagnosticSeverity?
    public var code: String?
    public var source: String?
    public var message: String
    /// The server's own key for the finding, echoed back by clients in code-action requests.
    public var data: JSONValue?

    public init(
        range: LSPRange, severity: DiagnosticSeverity?, code: String?, source: String?, message: String,
        data: JSONValue? = nil
    ) {
        self.range = range
        self.severity = severity
        self.code = code
        self.source = source
        self.message = message
        self.data = data
    }
}

public struct PublishDiagnosticsParams: Codable, Sendable {
    public var uri: String
    public var version: Int?
    public var diagnostics: [Diagnostic]

    public init(uri: String, version: Int?, diagnostics: [Diagnostic]) {
        self.uri = uri
        self.version = version
        self.diagnostics = diagnostics
    }
}

public struct TextEdit: Codable, Hashable, Sendable {
    public var range: LSPRange
    public var newText: String

    public init(range: LSPRange, newText: String) {
        self.range = range
        self.newText = newText
    }
}

public struct TextDocumentEdit: Codable, Sendable {
    public var textDocument: VersionedTextDocumentIdentifier
    public var edits: [TextEdit]

    public init(textDocument: VersionedTextDocumentIdentifier, edits: [TextEdit]) {
        self.textDocument = textDocument
        self.edits = edits
    }
}

public struct WorkspaceEdit: Codable, Sendable {
    public var changes: [String: [TextEdit]]?
    public var documentChanges: [TextDocumentEdit]?

    public init(changes: [String: [TextEdit]]? = nil, documentChanges: [TextDocumentEdit]? = nil) {
        self.changes = changes
        self.documentChanges = documentChanges
    }
}

public struct CodeActionContext: Codable, Sendable {
    /// Kept as sent: clients pass every diagnostic in range, other servers' too (whose `code` may
    /// be a number), and the server finds its own by position.
    public var diagnostics: [JSONValue]?
    public var only: [String]?
}

public struct CodeActionParams: Codable, Sendable {
    public var textDocument: TextDocumentIdentifier
    public var range: LSPRange
    public var context: CodeActionContext
}

public struct CodeAction: Codable, Sendable {
    public var title: String
    public var kind: String
    public var diagnostics: [Diagnostic]?
    public var isPreferred: Bool?
    public var edit: WorkspaceEdit?

    public init(title: String, kind: String, diagnostics: [Diagnostic]?, isPreferred: Bool?, edit: WorkspaceEdit?) {
        self.title = title
        self.kind = kind
        self.diagnostics = diagnostics
        self.isPreferred = isPreferred
        self.edit = edit
    }
}

public struct MarkupContent: Codable, Sendable {
    public var kind: String
    public var value: String

    public init(kind: String, value: String) {
        self.kind = kind
        self.value = value
    }
}

public struct Hover: Codable, Sendable {
    public var contents: MarkupContent
    public var range: LSPRange?

    public init(contents: MarkupContent, range: LSPRange?) {
        self.contents = contents
        self.range = range
    }
}

/// The part of `initialize` the server reads.
public struct InitializeParams: Codable, Sendable {
    public var processId: Int?
    public var rootUri: String?
    public var rootPath: String?
    public var workspaceFolders: [WorkspaceFolder]?
    public var initializationOptions: JSONValue?
    public var capabilities: JSONValue?

    public struct WorkspaceFolder: Codable, Sendable {
        public var uri: String
        public var name: String?
    }
}
