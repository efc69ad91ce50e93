import Foundation

/// `--reporter json` as the review sheets read it.
struct JSONReport: Decodable {
    struct Tool: Decodable { var version: String? }
    struct File: Decodable {
        var path: String
        var findings: [Finding]
    }
    struct Finding: Decodable {
        var transform: String
        var line: Int
        var column: Int
        var message: String
        var fixable: Bool
        var fix: Fix?
    }
    struct Fix: Decodable, Equatable {
        var summary: String
        var inferred: Bool?
        var edits: [ByteEdit]
    }

    var tool: Tool?
    var files: [File]

    init(_ json: String) throws {
        self = try JSONDecoder().decode(JSONReport.self, from: Data(json.utf8))
    }
}

/// One finding to review: where (relative to the corpus folder), what, and its fix if it has one.
struct ReviewItem: Equatable {
    var path: String
    var transform: String
    var line: Int
    var column: Int
    var message: String
    var fix: JSONReport.Fix?
}

/// Per transform, a seeded random sample of fixes and of findings without a fix, written as one
/// Markdown sheet per transform plus an index, for people to judge precision by hand.
struct ReviewSheets {
    static let marker = "<!-- a11yfix corpus review sheet -->"
    static let rubric =
        "Would the project's reviewers merge this edit as is? Verdict per fix: GOOD (merge, label/phrase as precise as the code allows), OK (merge, but a better edit existed), WRONG (reject: changes behaviour/design, wrong label, wrong platform, noise); per finding: REAL or NOISE."

    struct Sheet: Equatable {
        var transform: String
        var fixesTotal: Int
        var fixes: [ReviewItem]
        var reviewsTotal: Int
        var reviews: [ReviewItem]

        var fileName: String { transform.replacingOccurrences(of: "/", with: "_") + ".md" }
    }

    /// The absolute corpus folder, without a trailing slash.
    var folder: String
    var sample: Int
    var seed: UInt64
    var fixArguments: [String] = []
    var toolVersion: String?
    var context = 6

    /// The sheets for `items`, one per transform, sorted by id. Items are put in a fixed order
    /// (path, line, column, message) before sampling, so the input's order does not matter.
    func sheets(_ items: [ReviewItem]) -> [Sheet] {
        let ordered = items.enumerated().sorted { left, right in
            let a = left.element, b = right.element
            if (a.path, a.line, a.column) != (b.path, b.line, b.column) {
                return (a.path, a.line, a.column) < (b.path, b.line, b.column)
            }
            return (a.message, left.offset) < (b.message, right.offset)
        }.map(\.element)
        let byTransform = Dictionary(grouping: ordered, by: \.transform)
        return byTransform.keys.sorted().map { id in
            let all = byTransform[id]!
            let fixes = all.filter { $0.fix != nil }, reviews = all.filter { $0.fix == nil }
            return Sheet(
                transform: id,
                fixesTotal: fixes.count,
                fixes: ReviewSample.choose(sample, of: fixes.count, seed: seed, stream: "fixes/" + id).map {
                    fixes[$0]
                },
                reviewsTotal: reviews.count,
                reviews: ReviewSample.choose(sample, of: reviews.count, seed: seed, stream: "reviews/" + id).map {
                    reviews[$0]
                }
            )
        }
    }

    private var header: [String] {
        let arguments = fixArguments.isEmpty ? "none" : "`" + fixArguments.joined(separator: " ") + "`"
        return [
            "- Corpus: `\(folder)`",
            "- a11yfix \(toolVersion ?? "(unknown version)") · extra `fix` arguments: \(arguments) · seed \(seed) · up to \(sample) fixes and \(sample) findings per transform",
            "",
            "**Rubric.** " + ReviewSheets.rubric,
        ]
    }

    func index(_ sheets: [Sheet]) -> String {
        var lines =
            [ReviewSheets.marker, "# Precision review: \((folder as NSString).lastPathComponent)", ""] + header + [
                "",
                "Fill in `Verdict:` and `Reason:` under each item of a sheet. Precision of a transform's fixes is (GOOD + OK) / sampled; of its findings, REAL / sampled.",
                "",
                "| Transform | Fixes | Sampled | Findings without a fix | Sampled | Sheet |",
                "|---|---:|---:|---:|---:|---|",
            ]
        for sheet in sheets {
            lines.append(
                "| `\(sheet.transform)` | \(sheet.fixesTotal) | \(sheet.fixes.count) | \(sheet.reviewsTotal) | \(sheet.reviews.count) | [\(sheet.fileName)](\(sheet.fileName)) |"
            )
        }
        let total = { (value: (Sheet) -> Int) in sheets.reduce(0) { $0 + value($1) } }
        lines.append(
            "| **Total** | \(total(\.fixesTotal)) | \(total { $0.fixes.count }) | \(total(\.reviewsTotal)) | \(total { $0.reviews.count }) | |"
        )
        return lines.joined(separator: "\n") + "\n"
    }

    /// One transform's sheet. `original` gives a file's bytes in the corpus folder by relative
    /// path; `fixed`, its bytes after the whole fix run (only used for fixes whose own edits the
    /// JSON does not report, i.e. fixes made in a later pass).
    func render(_ sheet: Sheet, original: (String) -> [UInt8]?, fixed: (String) -> [UInt8]? = { _ in nil }) -> String {
        var lines =
            [ReviewSheets.marker, "# `\(sheet.transform)`: precision review", ""] + header + [
                "",
                "Fixes: \(sheet.fixes.count) of \(sheet.fixesTotal) sampled · findings without a fix: \(sheet.reviews.count) of \(sheet.reviewsTotal) sampled · [all transforms](index.md)",
                "",
            ]
        if sheet.fixesTotal > 0 {
            lines += ["## Fixes (\(sheet.fixes.count) of \(sheet.fixesTotal))", ""]
            for (number, item) in sheet.fixes.enumerated() {
                lines += renderFix(item, id: "F\(number + 1)", original: original, fixed: fixed)
            }
        }
        if sheet.reviewsTotal > 0 {
            lines += ["## Needs review: findings without a fix (\(sheet.reviews.count) of \(sheet.reviewsTotal))", ""]
            for (number, item) in sheet.reviews.enumerated() {
                lines += itemHeader(item, id: "R\(number + 1)")
                lines += code(excerpt(item, original: original), language: "text")
                lines += ["Verdict: ____  Reason: ____", ""]
            }
        }
        return lines.joined(separator: "\n")
    }

    private func itemHeader(_ item: ReviewItem, id: String) -> [String] {
        var lines = [
            "### \(id) · `\(item.transform)` · \(item.path):\(item.line)",
            "",
            "- File: `\(folder)/\(item.path)` (line \(item.line), column \(item.column))",
            "- Message: " + oneLine(item.message),
        ]
        if let fix = item.fix {
            lines.append(
                "- Fix: " + oneLine(fix.summary) + (fix.inferred == true ? " *(inferred text: check the phrase)*" : ""))
        }
        return lines + [""]
    }

    private func renderFix(_ item: ReviewItem, id: String, original: (String) -> [UInt8]?, fixed: (String) -> [UInt8]?)
        -> [String]
    {
        var lines = itemHeader(item, id: id)
        let diffHeader = ["--- \(item.path) (original)", "+++ \(item.path) (\(id) only)"]
        guard let bytes = original(item.path) else {
            return lines + ["*(the original file could not be read)*", "", "Verdict: ____  Reason: ____", ""]
        }
        let originalLines = SourceLines(bytes).texts
        if let edits = item.fix?.edits, !edits.isEmpty {
            do {
                let changes = try SingleFix.changes(edits, in: bytes)
                if changes.isEmpty {
                    lines += ["*(the fix's edits leave the text unchanged)*", ""]
                } else {
                    lines += code(
                        diffHeader + DiffRendering.hunks(originalLines, changes, context: context), language: "diff")
                }
            } catch {
                lines += ["*(the fix's edits cannot be applied to the original: \(error))*", ""]
                lines += code(excerpt(item, original: original), language: "text")
            }
        } else {
            // Fixes made in a later pass carry no edits of their own, and may land far from the
            // finding (at the end of a modifier chain): show every change the run made to the
            // file instead, and say so.
            lines += [
                "*(made in a later pass, so its own edits are not reported: this diff shows every fix the run made in this file; judge only the one for line \(item.line))*",
                "",
            ]
            let changes =
                fixed(item.path).map { LineDiff.changes(from: originalLines, to: SourceLines($0).texts) } ?? []
            if changes.isEmpty {
                lines += code(excerpt(item, original: original), language: "text")
            } else {
                lines += code(
                    ["--- \(item.path) (original)", "+++ \(item.path) (fixed copy)"]
                        + DiffRendering.hunks(originalLines, changes, context: context), language: "diff")
            }
        }
        return lines + ["Verdict: ____  Reason: ____", ""]
    }

    private func excerpt(_ item: ReviewItem, original: (String) -> [UInt8]?) -> [String] {
        guard let bytes = original(item.path) else { return ["(the original file could not be read)"] }
        return DiffRendering.excerpt(SourceLines(bytes).texts, line: item.line, radius: context)
    }

    private func code(_ body: [String], language: String) -> [String] {
        let fence = DiffRendering.fence(for: body)
        return [fence + language] + body + [fence, ""]
    }

    private func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// Writes the sheets and `index.md` into `directory` (created if needed), removing sheets of
    /// an earlier run that this one no longer has (only files that start with the marker).
    func write(_ sheets: [Sheet], to directory: String, original: (String) -> [UInt8]?, fixed: (String) -> [UInt8]?)
        throws
    {
        let manager = FileManager.default
        try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let names = Set(sheets.map(\.fileName) + ["index.md"])
        for name in (try? manager.contentsOfDirectory(atPath: directory)) ?? []
        where name.hasSuffix(".md") && !names.contains(name) {
            let path = directory + "/" + name
            if let data = manager.contents(atPath: path), data.starts(with: Data(ReviewSheets.marker.utf8)) {
                try manager.removeItem(atPath: path)
            }
        }
        for sheet in sheets {
            try render(sheet, original: original, fixed: fixed).write(
                toFile: directory + "/" + sheet.fileName, atomically: true, encoding: .utf8)
        }
        try index(sheets).write(toFile: directory + "/index.md", atomically: true, encoding: .utf8)
    }
}
