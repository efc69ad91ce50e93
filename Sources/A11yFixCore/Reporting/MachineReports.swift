import Foundation

/// The `--reporter` formats other than text: JSON, SARIF 2.1.0 and GitHub Actions annotations.
/// Output is deterministic: files and findings sorted, JSON keys sorted, no timestamps.
public enum MachineReports {
    /// One JSON document: files, findings (with their audit tier), and the edits each fix would
    /// make; the audit adds its Nutrition Label `readiness`.
    public static func json(_ files: [ReportedFile], readiness: String? = nil) -> String {
        var document: [String: Any] = [
            "tool": ["name": "a11yfix", "version": A11yFixVersion.current],
            "files": files.sorted { $0.path < $1.path }.map { file in
                [
                    "path": file.path,
                    "findings": file.findings.map { finding -> [String: Any] in
                        var entry: [String: Any] = [
                            "transform": finding.transformID, "line": finding.line, "column": finding.column,
                            "endLine": finding.endLine, "endColumn": finding.endColumn,
                            "message": finding.message, "fixable": finding.fixSummary != nil,
                        ]
                        if let tier = TransformRegistry.descriptors[finding.transformID]?.tier {
                            entry["tier"] = tier.id
                        }
                        if let reason = finding.notApplied { entry["notApplied"] = reason }
                        if let summary = finding.fixSummary {
                            var fix: [String: Any] = [
                                "summary": summary, "inferred": finding.isInferred,
                                "edits": finding.edits.map { edit in
                                    [
                                        "byteOffset": edit.byteOffset, "byteLength": edit.byteLength,
                                        "start": ["line": edit.startLine, "column": edit.startColumn],
                                        "end": ["line": edit.endLine, "column": edit.endColumn],
                                        "replacement": edit.replacement,
                                    ] as [String: Any]
                                },
                            ]
                            if !finding.layout.isEmpty { fix["layout"] = finding.layout }
                            entry["fix"] = fix
                        }
                        return entry
                    },
                ] as [String: Any]
            },
            "counts": [
                "files": files.count,
                "findings": files.reduce(0) { $0 + $1.findings.count },
                "fixable": files.reduce(0) { $0 + $1.findings.filter { $0.fixSummary != nil }.count },
            ],
        ]
        if let readiness { document["readiness"] = readiness }
        return serialize(document)
    }

    /// SARIF 2.1.0: one run, the transforms as rules, each finding a result with its location and,
    /// for fixes, a `fixes` entry whose replacements hold the new text.
    public static func sarif(_ files: [ReportedFile], transforms: [any Transform.Type] = TransformRegistry.all)
        -> String
    {
        let rules = transforms.map { $0.descriptor }
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        var results: [[String: Any]] = []
        for file in files.sorted(by: { $0.path < $1.path }) {
            for finding in file.findings {
                let location: [String: Any] = [
                    "physicalLocation": [
                        "artifactLocation": ["uri": file.path],
                        "region": [
                            "startLine": finding.line, "startColumn": finding.scalarColumn,
                            "endLine": finding.endLine, "endColumn": finding.endScalarColumn,
                        ],
                    ] as [String: Any]
                ]
                var result: [String: Any] = [
                    "ruleId": finding.transformID, "level": "warning",
                    "message": ["text": finding.message], "locations": [location],
                ]
                if let index = ruleIndex[finding.transformID] { result["ruleIndex"] = index }
                if let summary = finding.fixSummary, !finding.edits.isEmpty {
                    result["fixes"] = [
                        [
                            "description": ["text": summary],
                            "artifactChanges": [
                                [
                                    "artifactLocation": ["uri": file.path],
                                    "replacements": finding.edits.map { edit in
                                        [
                                            "deletedRegion": [
                                                "startLine": edit.startLine, "startColumn": edit.startColumn,
                                                "endLine": edit.endLine, "endColumn": edit.endColumn,
                                                "byteOffset": edit.byteOffset, "byteLength": edit.byteLength,
                                            ],
                                            "insertedContent": ["text": edit.replacement],
                                        ] as [String: Any]
                                    },
                                ] as [String: Any]
                            ],
                        ] as [String: Any]
                    ]
                }
                results.append(result)
            }
        }
        let run: [String: Any] = [
            "tool": [
                "driver": [
                    "name": "a11yfix", "version": A11yFixVersion.current,
                    "rules": rules.map { rule in
                        [
                            "id": rule.id, "name": rule.id,
                            "shortDescription": ["text": rule.summary],
                            "defaultConfiguration": ["level": "warning"],
                            "properties": ["frameworks": rule.frameworks.map(\.rawValue), "optIn": rule.isOptIn],
                        ] as [String: Any]
                    },
                ] as [String: Any]
            ],
            "columnKind": "unicodeCodePoints",
            "results": results,
        ]
        return serialize([
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [run],
        ])
    }

    /// `::warning file=…,line=…,col=…,endLine=…,endColumn=…::message [id]`, as GitHub Actions reads
    /// from a step's output.
    public static func github(_ files: [ReportedFile]) -> String {
        var lines: [String] = []
        for file in files.sorted(by: { $0.path < $1.path }) {
            for finding in file.findings {
                let properties =
                    "file=\(escapeProperty(file.path)),line=\(finding.line),col=\(finding.column),"
                    + "endLine=\(finding.endLine),endColumn=\(finding.endColumn),"
                    + "title=\(escapeProperty(finding.transformID))"
                lines.append("::warning \(properties)::\(escapeData(finding.message + " [\(finding.transformID)]"))")
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    public static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    public static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }

    static func serialize(_ object: Any) -> String {
        guard
            let data = try? JSONSerialization.data(
                withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
