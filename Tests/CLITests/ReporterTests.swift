import A11yFixTestSupport
import Foundation
import Testing

/// Checks a SARIF log against what the 2.1.0 schema requires of the parts a11yfix writes:
/// required properties, their types and their allowed values.
enum SARIFShape {
    static func problems(in log: Any) -> [String] {
        var problems: [String] = []
        func require(_ condition: Bool, _ message: @autoclosure () -> String) {
            if !condition { problems.append(message()) }
        }
        func positive(_ value: Any?, _ path: String, minimum: Int = 1) {
            guard let number = value as? Int else { return problems.append("\(path) must be an integer") }
            require(number >= minimum, "\(path) must be ≥ \(minimum)")
        }
        guard let root = log as? [String: Any] else { return ["the log must be an object"] }
        require(root["version"] as? String == "2.1.0", "version must be \"2.1.0\"")
        guard let runs = root["runs"] as? [[String: Any]] else {
            return problems + ["runs must be an array of objects"]
        }
        for (r, run) in runs.enumerated() {
            guard let driver = (run["tool"] as? [String: Any])?["driver"] as? [String: Any] else {
                problems.append("runs[\(r)].tool.driver is required")
                continue
            }
            require(driver["name"] is String, "runs[\(r)].tool.driver.name must be a string")
            let rules = driver["rules"] as? [[String: Any]] ?? []
            for (i, rule) in rules.enumerated() {
                require(rule["id"] is String, "rules[\(i)].id must be a string")
                if let short = rule["shortDescription"] {
                    require(
                        (short as? [String: Any])?["text"] is String,
                        "rules[\(i)].shortDescription.text must be a string")
                }
            }
            if let kind = run["columnKind"] {
                require(
                    ["utf16CodeUnits", "unicodeCodePoints"].contains(kind as? String ?? ""),
                    "columnKind has an invalid value")
            }
            for (n, result) in (run["results"] as? [[String: Any]] ?? []).enumerated() {
                let path = "results[\(n)]"
                require(
                    (result["message"] as? [String: Any])?["text"] is String, "\(path).message.text must be a string")
                require(result["ruleId"] is String, "\(path).ruleId must be a string")
                if let index = result["ruleIndex"] as? Int {
                    require(index >= 0 && index < rules.count, "\(path).ruleIndex must point at a rule")
                }
                if let level = result["level"] {
                    require(
                        ["none", "note", "warning", "error"].contains(level as? String ?? ""),
                        "\(path).level is invalid")
                }
                for (l, location) in (result["locations"] as? [[String: Any]] ?? []).enumerated() {
                    guard let physical = location["physicalLocation"] as? [String: Any] else {
                        problems.append("\(path).locations[\(l)].physicalLocation missing")
                        continue
                    }
                    require(
                        (physical["artifactLocation"] as? [String: Any])?["uri"] is String,
                        "\(path).locations[\(l)] artifactLocation.uri must be a string")
                    let region = physical["region"] as? [String: Any] ?? [:]
                    positive(region["startLine"], "\(path).locations[\(l)].region.startLine")
                    positive(region["startColumn"], "\(path).locations[\(l)].region.startColumn")
                    for key in ["endLine", "endColumn"] where region[key] != nil {
                        positive(region[key], "\(path).locations[\(l)].region.\(key)")
                    }
                }
                for (f, fix) in (result["fixes"] as? [Any] ?? []).enumerated() {
                    guard let fix = fix as? [String: Any], let changes = fix["artifactChanges"] as? [[String: Any]],
                        !changes.isEmpty
                    else {
                        problems.append("\(path).fixes[\(f)].artifactChanges must be a non-empty array")
                        continue
                    }
                    if let description = fix["description"] {
                        require(
                            (description as? [String: Any])?["text"] is String,
                            "\(path).fixes[\(f)].description.text must be a string")
                    }
                    for change in changes {
                        require(
                            (change["artifactLocation"] as? [String: Any])?["uri"] is String,
                            "\(path).fixes[\(f)] artifactLocation.uri must be a string")
                        guard let replacements = change["replacements"] as? [[String: Any]], !replacements.isEmpty
                        else {
                            problems.append("\(path).fixes[\(f)].replacements must be a non-empty array")
                            continue
                        }
                        for replacement in replacements {
                            guard let region = replacement["deletedRegion"] as? [String: Any] else {
                                problems.append("\(path) replacement.deletedRegion is required")
                                continue
                            }
                            positive(region["startLine"], "deletedRegion.startLine")
                            positive(region["startColumn"], "deletedRegion.startColumn")
                            positive(region["endColumn"], "deletedRegion.endColumn")
                            positive(region["byteOffset"], "deletedRegion.byteOffset", minimum: 0)
                            positive(region["byteLength"], "deletedRegion.byteLength", minimum: 0)
                            if let inserted = replacement["insertedContent"] {
                                require(
                                    (inserted as? [String: Any])?["text"] is String,
                                    "insertedContent.text must be a string")
                            }
                        }
                    }
                }
            }
        }
        return problems
    }
}

@Suite struct ReporterTests {
    @Test func sarifOutputHasTheShapeTheSchemaRequires() throws {
        let result = try CLI.run(["fix", "--check", "--reporter", "sarif", "Snapshots/inputs"], in: PackagePaths.root)
        #expect(result.status == 1)
        let log = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
        #expect(SARIFShape.problems(in: log) == [])
        let results =
            (((log as? [String: Any])?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        #expect(results.count >= 20)
        #expect(results.contains { $0["fixes"] != nil })
        #expect(results.contains { $0["fixes"] == nil })  // findings that need review have no fix
        if let mismatch = Snapshot.mismatch(result.stdout, golden: "cli/check-inputs.sarif") {
            Issue.record(Comment(rawValue: mismatch))
        }
    }

    @Test func theValidatorCatchesBrokenLogs() {
        #expect(!SARIFShape.problems(in: ["version": "2.0.0", "runs": []]).isEmpty)
        #expect(!SARIFShape.problems(in: ["version": "2.1.0", "runs": [["tool": ["driver": [:]]]]]).isEmpty)
        let badResult: [String: Any] = [
            "version": "2.1.0",
            "runs": [
                ["tool": ["driver": ["name": "x"]], "results": [["ruleId": "a", "level": "loud", "message": [:]]]]
            ],
        ]
        #expect(SARIFShape.problems(in: badResult).count == 2)
    }

    @Test func jsonReportCarriesFindingsAndEditsInInputCoordinates() throws {
        let result = try CLI.run(
            ["fix", "--check", "--reporter", "json", "-", "--assume-filename", "Bar.swift"], stdin: iconButtonSource,
            in: FileManager.default.temporaryDirectory)
        #expect(result.status == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let files = try #require(document["files"] as? [[String: Any]])
        let finding = try #require((files.first?["findings"] as? [[String: Any]])?.first)
        #expect(finding["transform"] as? String == "icon-only-label")
        #expect(finding["line"] as? Int == 5)
        let edit = try #require(((finding["fix"] as? [String: Any])?["edits"] as? [[String: Any]])?.first)
        let offset = try #require(edit["byteOffset"] as? Int)
        // Applying the reported edit to the input gives the fixed file.
        var bytes = Array(iconButtonSource.utf8)
        bytes.insert(contentsOf: Array((edit["replacement"] as? String ?? "").utf8), at: offset)
        #expect(String(decoding: bytes, as: UTF8.self) == iconButtonFixed)
    }

    @Test func jsonReportMatchesSnapshot() throws {
        let result = try CLI.run(["fix", "--check", "--reporter", "json", "Snapshots/inputs"], in: PackagePaths.root)
        #expect(!result.stdout.contains("**Accessibility applied:**"))  // the summary went to stderr
        if let mismatch = Snapshot.mismatch(result.stdout, golden: "cli/check-inputs.json") {
            Issue.record(Comment(rawValue: mismatch))
        }
    }

    @Test func githubAnnotationsEscapeTheirProperties() throws {
        let scratch = try Scratch()
        try scratch.write("a,b/View.swift", iconButtonSource)
        let result = try CLI.run(["fix", "--check", "--reporter", "github", "."], in: scratch.url)
        let properties = "file=a%2Cb/View.swift,line=5,col=9,endLine=7,endColumn=10,title=icon-only-label"
        let message = "icon-only button has no accessibility label; add .accessibilityLabel(\"Share\")"
        #expect(result.stdout == "::warning \(properties)::\(message) [icon-only-label]\n")
    }

    /// Two animations of one chain: two places, each from the modifier's `.` to its `)`, and
    /// every machine format says where each ends as well as where it starts.
    @Test func reportsCarryTheStartAndEndOfWhatEachFindingNames() throws {
        let scratch = try Scratch()
        try scratch.write(
            "Drawer.swift",
            """
            import SwiftUI

            struct Drawer: View {
                @State private var isOpen = false

                var body: some View {
                    VStack {
                        HStack { Text("Inbox") }
                            .offset(x: isOpen ? 0 : -240)
                            .animation(.spring(), value: isOpen)
                            .scaleEffect(isOpen ? 1 : 0.9)
                            .animation(.easeInOut, value: isOpen)
                    }
                }
            }

            """)
        let expected = [[10, 17, 10, 53], [12, 17, 12, 54]]
        func run(_ reporter: String) throws -> String {
            let arguments = ["fix", "--check", "--only", "motion-gate", "--reporter", reporter, "Drawer.swift"]
            return try CLI.run(arguments, in: scratch.url).stdout
        }
        func numbers(_ object: [String: Any], _ keys: [String]) -> [Int] { keys.map { object[$0] as? Int ?? 0 } }

        let document = try JSONSerialization.jsonObject(with: Data(try run("json").utf8)) as? [String: Any]
        let findings = try #require((document?["files"] as? [[String: Any]])?.first?["findings"] as? [[String: Any]])
        #expect(findings.map { numbers($0, ["line", "column", "endLine", "endColumn"]) } == expected)

        let log = try JSONSerialization.jsonObject(with: Data(try run("sarif").utf8))
        #expect(SARIFShape.problems(in: log) == [])
        let sarifRun = ((log as? [String: Any])?["runs"] as? [[String: Any]])?.first
        let regions = (sarifRun?["results"] as? [[String: Any]] ?? []).map { result in
            let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            return location?["region"] as? [String: Any] ?? [:]
        }
        #expect(regions.map { numbers($0, ["startLine", "startColumn", "endLine", "endColumn"]) } == expected)

        let annotations = try run("github").split(separator: "\n")
        #expect(annotations.count == 2)
        #expect(annotations.first?.contains("line=10,col=17,endLine=10,endColumn=53,") == true)
        #expect(annotations.last?.contains("line=12,col=17,endLine=12,endColumn=54,") == true)
    }
}

@Suite struct AuditTests {
    @Test func auditAndCheckAgreeOnCounts() throws {
        let check = try CLI.run(["fix", "--check", "--summary", "none", "Snapshots/inputs"], in: PackagePaths.root)
        let audit = try CLI.run(["audit", "Snapshots/inputs"], in: PackagePaths.root)
        #expect(audit.status == 0)
        let checkCount = check.stdout.split(separator: "\n").filter { $0.contains(": warning: ") }.count
        let auditEntries = audit.stdout.split(separator: "\n").filter { $0.hasPrefix("- `Snapshots/") }
        #expect(checkCount > 20)
        #expect(auditEntries.count == checkCount)
        #expect(audit.stdout.contains("Scanned 8 files: \(checkCount) places to improve"))
    }

    @Test func auditReportMatchesSnapshot() throws {
        let audit = try CLI.run(["audit", "Snapshots/inputs"], in: PackagePaths.root)
        for heading in [
            "**🔴 Blocks Assistive Tech**", "**🟡 Degrades Experience**", "**🟠 Incomplete Support**",
            "**✅ Verified in code**",
        ] {
            #expect(audit.stdout.contains(heading))
        }
        #expect(audit.stdout.contains("\n> **Must test on device**: VoiceOver: "))
        #expect(audit.stdout.contains("\n> **Nutrition Label readiness**: Blocked by "))
        if let mismatch = Snapshot.mismatch(audit.stdout, golden: "audit/inputs.md") {
            Issue.record(Comment(rawValue: mismatch))
        }
    }

    @Test func quickAuditHasOnlyTheFirstTwoTiers() throws {
        let audit = try CLI.run(["audit", "--quick", "Snapshots/inputs"], in: PackagePaths.root)
        #expect(
            audit.stdout.contains("**🔴 Blocks Assistive Tech**") && audit.stdout.contains("**🟡 Degrades Experience**"))
        #expect(!audit.stdout.contains("**🟠 Incomplete Support**") && !audit.stdout.contains("**✅ Verified in code**"))
        #expect(audit.stdout.contains("> **Nutrition Label readiness**"))
    }

    @Test func cleanCodeIsAchievableAndCountsWhatItVerified() throws {
        let scratch = try Scratch()
        try scratch.write("V.swift", iconButtonFixed)
        let audit = try CLI.run(["audit", "."], in: scratch.url)
        #expect(audit.stdout.contains("- 1 icon-only controls already labelled\n"))
        #expect(audit.stdout.contains("- 0 hard-coded font sizes\n"))
        #expect(audit.stdout.hasSuffix("> **Nutrition Label readiness**: Achievable\n"))
        let empty = try Scratch()
        try empty.write("Model.swift", "struct Model { var x = 1 }\n")
        #expect(
            try CLI.run(["audit", "."], in: empty.url).stdout.contains("**Nutrition Label readiness**: Not applicable"))
    }

    @Test func nutritionLabelsHaveAColumnPerLabelAndARowPerScreen() throws {
        let audit = try CLI.run(["audit", "--nutrition-labels", "Snapshots/inputs"], in: PackagePaths.root)
        #expect(
            audit.stdout.contains(
                "| Screen | VoiceOver | Voice Control | Larger Text | Dark Mode | No Color | Contrast | Motion | Captions | Audio Desc |"
            ))
        #expect(audit.stdout.contains("| InboxScreen | ❌ | ❌ |"))
        #expect(audit.stdout.contains("static analysis"))
        // A label is never recommended while any screen has ❌ in its column.
        #expect(!audit.stdout.contains("- You could claim: VoiceOver"))
        if let mismatch = Snapshot.mismatch(audit.stdout, golden: "audit/nutrition-labels.md") {
            Issue.record(Comment(rawValue: mismatch))
        }
    }

    @Test func fixCheckWithTheMarkdownReporterPrintsTheAudit() throws {
        let check = try CLI.run(
            ["fix", "--check", "--reporter", "markdown", "Snapshots/inputs"], in: PackagePaths.root)
        let audit = try CLI.run(["audit", "Snapshots/inputs"], in: PackagePaths.root)
        #expect(check.status == 1)
        #expect(check.stdout == audit.stdout)
    }

    @Test func machineReadableAuditsMatchSnapshots() throws {
        for format in ["json", "sarif"] {
            let audit = try CLI.run(["audit", "--reporter", format, "Snapshots/inputs"], in: PackagePaths.root)
            if let mismatch = Snapshot.mismatch(audit.stdout, golden: "audit/inputs.\(format)") {
                Issue.record(Comment(rawValue: mismatch))
            }
        }
    }
}
