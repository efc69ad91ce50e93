import A11yFixCore
import A11yFixLSP
import Foundation

/// What a tool call answers: text for every client, structured content for those that read it.
struct ToolResult: Sendable {
    var text: [String]
    var structured: JSONValue?
    var isError = false

    static func error(_ reason: String) -> ToolResult { ToolResult(text: [reason], isError: true) }

    var json: JSONValue {
        var result: [String: JSONValue] = [
            "content": .array(text.map { ["type": "text", "text": .string($0)] }),
            "isError": .bool(isError),
        ]
        if let structured { result["structuredContent"] = structured }
        return .object(result)
    }
}

/// The tools `a11yfix mcp` offers. Each that reads the project runs the matching command line in a
/// child, so an assistant gets exactly what `a11yfix` prints for the same files.
enum MCPTools {
    struct Tool: Sendable {
        var name: String
        var title: String
        var description: String
        var input: JSONValue
        var output: JSONValue?
        var annotations: JSONValue
        var handler: @Sendable (ToolCall) throws -> ToolResult
    }

    /// Results past this many characters are cut, with a note on how to narrow the call.
    static let maximumText = 200_000
    /// Findings listed in one result; the counts still cover all of them.
    static let maximumFindings = 500

    static let all: [Tool] = [audit, fixSource, fixFiles, explain, listTransforms, targets]

    static func named(_ name: String) -> Tool? { all.first { $0.name == name } }

    static func definition(_ tool: Tool) -> JSONValue {
        var entry: [String: JSONValue] = [
            "name": .string(tool.name), "title": .string(tool.title), "description": .string(tool.description),
            "inputSchema": tool.input, "annotations": tool.annotations,
        ]
        if let output = tool.output { entry["outputSchema"] = output }
        return .object(entry)
    }

    // MARK: Schemas

    private static let pathsSchema: JSONValue = [
        "type": "array", "items": ["type": "string"], "minItems": 1,
        "description": "Files or folders, relative to the served folder (default: the whole folder).",
    ]

    private static let findingSchema: JSONValue = [
        "type": "object",
        "properties": [
            "file": ["type": "string"], "line": ["type": "integer"], "column": ["type": "integer"],
            "transform": ["type": "string"], "fixable": ["type": "boolean"], "message": ["type": "string"],
        ],
        "required": ["file", "line", "transform", "message"],
    ]

    private static func object(_ properties: [String: JSONValue], required: [String] = []) -> JSONValue {
        [
            "type": "object", "properties": .object(properties),
            "required": .array(required.map { .string($0) }), "additionalProperties": false,
        ]
    }

    private static func hints(readOnly: Bool, destructive: Bool = false, idempotent: Bool = true) -> JSONValue {
        [
            "readOnlyHint": .bool(readOnly), "destructiveHint": .bool(destructive),
            "idempotentHint": .bool(idempotent), "openWorldHint": false,
        ]
    }

    // MARK: audit

    static let audit = Tool(
        name: "audit", title: "Accessibility audit",
        description: """
            Audit Swift files (SwiftUI, UIKit, AppKit) for accessibility. Returns every finding grouped by \
            impact tier (blocks-assistive-tech, degrades-experience, incomplete-support) with file, line, \
            transform id and whether `fix_files` can fix it, plus Nutrition Label readiness. Read-only. \
            Use `explain` with a transform id for what a finding means.
            """,
        input: object([
            "paths": pathsSchema,
            "quick": ["type": "boolean", "description": "Only the two blocking tiers."],
        ]),
        output: object(
            [
                "readiness": ["type": "string"],
                "counts": object([
                    "files": ["type": "integer"], "findings": ["type": "integer"], "fixable": ["type": "integer"],
                ]),
                "tiers": [
                    "type": "array",
                    "items": object([
                        "tier": ["type": "string"], "findings": ["type": "array", "items": findingSchema],
                    ]),
                ],
                "errors": ["type": "array", "items": ["type": "string"]],
                "truncated": ["type": "string"],
            ], required: ["readiness", "counts", "tiers"]),
        annotations: hints(readOnly: true)
    ) { call in
        let resolved = try call.roots.resolve(try call.strings("paths", default: ["."]))
        let quick = try call.bool("quick")
        let output = try call.run(["audit", "--reporter", "json"] + resolved.relative, in: resolved.root)
        let report = try Self.report(output)
        let tiers: [Tier] = quick ? [.blocksAssistiveTech, .degradesExperience] : Tier.allCases
        var listed = 0
        var text = ["Nutrition Label readiness: \(report.readiness)", report.countsLine]
        var tierResults: [JSONValue] = []
        for tier in tiers {
            let findings = report.findings.filter { $0.tier == tier.id }
            text.append("\n\(tier.heading) (\(findings.count))")
            var entries: [JSONValue] = []
            for finding in findings where listed < maximumFindings {
                listed += 1
                entries.append(finding.json)
                text.append("- \(finding.line)")
            }
            tierResults.append(["tier": .string(tier.id), "findings": .array(entries)])
        }
        var structured: [String: JSONValue] = [
            "readiness": .string(report.readiness), "counts": report.counts, "tiers": .array(tierResults),
            "errors": .array(report.errors.map { .string($0) }),
        ]
        let shown = report.findings.filter { tiers.map(\.id).contains($0.tier) }.count
        if shown > listed {
            let note = "\(shown - listed) more findings not listed; narrow the call with `paths`"
            structured["truncated"] = .string(note)
            text.append("\n" + note)
        }
        text += report.errors.map { "error: " + $0 }
        return ToolResult(text: [cut(text.joined(separator: "\n"))], structured: .object(structured))
    }

    // MARK: fix_source

    static let fixSource = Tool(
        name: "fix_source", title: "Fix a Swift source text",
        description: """
            Apply a11yfix's accessibility fixes to one Swift source text and return the fixed text, \
            byte-identical to `a11yfix fix - --summary none --assume-filename <filename>`. Never writes. \
            Give `filename` (the file's path in the project) so the project's targets, platforms and \
            string tables apply. Fixes marked `verify` carry a [VERIFY] label a person must confirm; \
            `findings` are what a person must fix.
            """,
        input: object(
            [
                "source": ["type": "string", "description": "The whole Swift file."],
                "filename": ["type": "string", "description": "The file's path in the served folder."],
            ], required: ["source"]),
        output: object(
            [
                "source": ["type": "string"], "changed": ["type": "boolean"],
                "fixes": [
                    "type": "array",
                    "items": object([
                        "transform": ["type": "string"], "line": ["type": "integer"],
                        "summary": ["type": "string"], "verify": ["type": "boolean"],
                    ]),
                ],
                "findings": ["type": "array", "items": findingSchema],
            ], required: ["source", "changed", "fixes", "findings"]),
        annotations: hints(readOnly: true)
    ) { call in
        let source = try call.string("source", required: true) ?? ""
        var root = call.roots.base
        var naming: [String] = []
        if let filename = try call.string("filename") {
            let resolved = try call.roots.resolve([filename], mustExist: false)
            root = resolved.root
            naming = ["--assume-filename", resolved.relative[0]]
        }
        let input = [UInt8](source.utf8)
        let fixed = try call.run(["fix", "-", "--summary", "none"] + naming, in: root, input: input)
        guard fixed.status == 0 else { throw ToolError(firstError(fixed)) }
        let checked = try call.run(["fix", "-", "--check", "--reporter", "json"] + naming, in: root, input: input)
        let report = try Self.report(checked)
        let fixes = report.findings.filter(\.fixable)
        let left = report.findings.filter { !$0.fixable }
        let text = String(decoding: fixed.stdout, as: UTF8.self)
        var lines = [
            "\(fixes.count) fixes (\(fixes.filter(\.verify).count) to verify: [VERIFY]), \(left.count) findings left."
        ]
        lines += fixes.map {
            "- fixed line \($0.lineNumber): \($0.summary ?? $0.message)\($0.verify ? " [VERIFY]" : "")"
        }
        lines += left.map { "- finding line \($0.lineNumber): \($0.message) (\($0.transform))" }
        return ToolResult(
            text: [cut(lines.joined(separator: "\n")), text],
            structured: [
                "source": .string(text), "changed": .bool(fixed.stdout != input),
                "fixes": .array(
                    fixes.map {
                        [
                            "transform": .string($0.transform), "line": .number(Double($0.lineNumber)),
                            "summary": .string($0.summary ?? $0.message), "verify": .bool($0.verify),
                        ]
                    }),
                "findings": .array(left.map(\.json)),
            ])
    }

    // MARK: fix_files

    static let fixFiles = Tool(
        name: "fix_files", title: "Fix Swift files",
        description: """
            Fix Swift files or folders. By default writes nothing and returns a unified diff that \
            `git apply` takes in the served folder. With `apply: true` writes the files atomically, \
            like `a11yfix fix`, and returns what changed. Lines marked [VERIFY] need a person.
            """,
        input: object(
            [
                "paths": pathsSchema,
                "apply": ["type": "boolean", "description": "Write the fixes (default false: only the diff)."],
            ], required: ["paths"]),
        output: object(
            [
                "diff": ["type": "string"], "applied": ["type": "boolean"],
                "changedFiles": ["type": "array", "items": ["type": "string"]],
                "findings": ["type": "array", "items": ["type": "string"]],
                "summary": ["type": "string"], "truncated": ["type": "string"],
            ], required: ["diff", "applied", "changedFiles"]),
        annotations: hints(readOnly: false, destructive: true)
    ) { call in
        let resolved = try call.roots.resolve(try call.strings("paths"))
        let apply = try call.bool("apply")
        let preview = try call.run(["fix", "--diff", "--summary", "stderr"] + resolved.relative, in: resolved.root)
        guard preview.status == 0 || preview.status == 3 else { throw ToolError(firstError(preview)) }
        let diff = String(decoding: preview.stdout, as: UTF8.self)
        let changed = diff.split(separator: "\n").filter { $0.hasPrefix("+++ b/") }.map { String($0.dropFirst(6)) }
        var messages = preview.stderr.split(separator: "\n").map(String.init)
        var applied = false
        if apply, !changed.isEmpty {
            let written = try call.run(["fix", "--summary", "stderr"] + resolved.relative, in: resolved.root)
            guard written.status == 0 || written.status == 3 else { throw ToolError(firstError(written)) }
            messages = written.stderr.split(separator: "\n").map(String.init)
            applied = true
        }
        let summary = Self.summary(in: messages)
        if let summary { LastSummary.shared.set(summary) }
        let findings = messages.filter { $0.contains(": warning: ") || $0.hasPrefix("error: ") }
        var structured: [String: JSONValue] = [
            "diff": .string(cut(diff)), "applied": .bool(applied),
            "changedFiles": .array(changed.map { .string($0) }),
            "findings": .array(findings.prefix(maximumFindings).map { .string($0) }),
        ]
        if let summary { structured["summary"] = .string(summary) }
        var head =
            changed.isEmpty
            ? "Nothing to change."
            : "\(applied ? "Changed" : "Would change") \(changed.count) files: \(changed.joined(separator: ", "))."
        if !applied, !changed.isEmpty {
            head += " Apply with `git apply` in \(resolved.root.path), or call with apply: true."
        }
        if diff.count > maximumText || findings.count > maximumFindings {
            let note = "result cut; narrow the call with `paths`"
            structured["truncated"] = .string(note)
            head += " (\(note))"
        }
        let findingText =
            findings.isEmpty
            ? [] : ["Findings left for a person:\n" + findings.prefix(maximumFindings).joined(separator: "\n")]
        return ToolResult(text: [head, cut(diff)] + findingText, structured: .object(structured))
    }

    // MARK: explain, list_transforms, targets

    static let explain = Tool(
        name: "explain", title: "Explain a transform",
        description: "A transform's documentation: what it fixes, when it leaves code alone and why, and an example.",
        input: object(
            ["id": ["type": "string", "description": "A transform id, as `list_transforms` gives."]], required: ["id"]),
        output: nil, annotations: hints(readOnly: true)
    ) { call in
        let id = try call.string("id", required: true) ?? ""
        guard TransformRegistry.transform(withID: id) != nil else {
            throw ToolError(
                "unknown transform '\(id)'; known: "
                    + TransformRegistry.all.map { $0.descriptor.id }.joined(separator: ", "))
        }
        return ToolResult(text: [TransformDocumentation(id: id).explanation])
    }

    static let listTransforms = Tool(
        name: "list_transforms", title: "List transforms",
        description:
            "Every transform a11yfix runs, with its one-line summary, frameworks, tier and whether it is opt-in.",
        input: object([:]),
        output: object(["transforms": ["type": "array", "items": ["type": "object"]]], required: ["transforms"]),
        annotations: hints(readOnly: true)
    ) { _ in
        let descriptors = TransformRegistry.all.map { $0.descriptor }
        let entries: [JSONValue] = descriptors.map { descriptor in
            [
                "id": .string(descriptor.id), "summary": .string(descriptor.summary),
                "frameworks": .array(descriptor.frameworks.map { .string($0.rawValue) }),
                "tier": .string(descriptor.tier.id), "optIn": .bool(descriptor.isOptIn),
            ]
        }
        let lines = descriptors.map { "\($0.id)\($0.isOptIn ? " (opt-in)" : ""): \($0.summary)" }
        return ToolResult(text: [lines.joined(separator: "\n")], structured: ["transforms": .array(entries)])
    }

    static let targets = Tool(
        name: "targets", title: "Platforms and targets",
        description: """
            For each Swift file under a path: the platforms it builds for, the targets that compile it, \
            its deployment targets and code kind, and where each value came from (flags, .a11yfix.yml, \
            Package.swift, the Xcode project, or defaults).
            """,
        input: object([
            "path": ["type": "string", "description": "A file or folder (default: the served folder)."],
            "summary": ["type": "boolean", "description": "Only the counts."],
        ]),
        output: nil, annotations: hints(readOnly: true)
    ) { call in
        let resolved = try call.roots.resolve([try call.string("path") ?? "."])
        let flags = try call.bool("summary") ? ["--summary"] : []
        let output = try call.run(["targets"] + flags + resolved.relative, in: resolved.root)
        guard output.status == 0 else { throw ToolError(firstError(output)) }
        return ToolResult(text: [cut(String(decoding: output.stdout, as: UTF8.self))])
    }

    // MARK: Helpers

    static func cut(_ text: String) -> String {
        guard text.count > maximumText else { return text }
        return String(text.prefix(maximumText)) + "\n… cut at \(maximumText) characters; narrow the call with `paths`"
    }

    /// The child's first error line, for a one-line tool error.
    static func firstError(_ output: ChildRun.Output) -> String {
        let lines = output.stderr.split(separator: "\n").map(String.init)
        let line =
            lines.first { $0.hasPrefix("error: ") } ?? lines.first ?? "a11yfix exited with status \(output.status)"
        return line.hasPrefix("error: ") ? String(line.dropFirst(7)) : line
    }

    /// The Accessibility Summary a run printed to stderr: from its first bold heading on.
    static func summary(in lines: [String]) -> String? {
        guard let start = lines.firstIndex(where: { $0.hasPrefix("**") }) else { return nil }
        return lines[start...].joined(separator: "\n")
    }

    /// One finding of a JSON report.
    struct ReportedFinding {
        var file: String
        var lineNumber: Int
        var column: Int
        var transform: String
        var tier: String
        var message: String
        var fixable: Bool
        var summary: String?
        var verify: Bool

        var line: String {
            "\(file):\(lineNumber) \(transform) — \(message)\(fixable ? " (fix_files fixes it)" : "")"
        }

        var json: JSONValue {
            [
                "file": .string(file), "line": .number(Double(lineNumber)), "column": .number(Double(column)),
                "transform": .string(transform), "fixable": .bool(fixable), "message": .string(message),
            ]
        }
    }

    struct Report {
        var findings: [ReportedFinding]
        var counts: JSONValue
        var readiness: String
        var errors: [String]

        var countsLine: String {
            let files = counts["files"]?.intValue ?? 0, findings = counts["findings"]?.intValue ?? 0
            return "\(files) files, \(findings) findings, \(counts["fixable"]?.intValue ?? 0) fixable."
        }
    }

    /// A `--reporter json` document; a child that printed none failed, and says why on stderr.
    static func report(_ output: ChildRun.Output) throws -> Report {
        guard output.status == 0 || output.status == 1 || output.status == 3,
            let document = try? JSONDecoder().decode(JSONValue.self, from: Data(output.stdout))
        else { throw ToolError(firstError(output)) }
        var findings: [ReportedFinding] = []
        for file in document["files"]?.arrayValue ?? [] {
            let path = file["path"]?.stringValue ?? ""
            for finding in file["findings"]?.arrayValue ?? [] {
                findings.append(
                    ReportedFinding(
                        file: path, lineNumber: finding["line"]?.intValue ?? 0,
                        column: finding["column"]?.intValue ?? 0,
                        transform: finding["transform"]?.stringValue ?? "", tier: finding["tier"]?.stringValue ?? "",
                        message: finding["message"]?.stringValue ?? "", fixable: finding["fixable"]?.boolValue ?? false,
                        summary: finding["fix"]?["summary"]?.stringValue,
                        verify: finding["fix"]?["inferred"]?.boolValue ?? false))
            }
        }
        let errors = output.stderr.split(separator: "\n").filter { $0.hasPrefix("error: ") }.map {
            String($0.dropFirst(7))
        }
        return Report(
            findings: findings, counts: document["counts"] ?? [:],
            readiness: document["readiness"]?.stringValue ?? "", errors: errors)
    }
}

/// The last Accessibility Summary a `fix_files` call produced, served as a resource.
final class LastSummary: @unchecked Sendable {
    static let shared = LastSummary()
    private let lock = NSLock()
    private var text: String?

    func set(_ summary: String) { lock.withLock { text = summary } }
    var value: String? { lock.withLock { text } }
}
