/// One scanned file as the audit sees it.
public struct AuditedFile: Sendable {
    public var path: String
    /// Fixes the tool would apply and findings that need a person, located in the input.
    public var findings: [Finding]
    public var verifications: [Verification]
    /// Whether the file imports SwiftUI, UIKit or AppKit.
    public var hasUserInterface: Bool
    public var screens: [Screen]
    /// Whether the file plays video or audio (so Captions and Audio Descriptions apply).
    public var playsMedia: Bool

    public init(
        path: String, findings: [Finding], verifications: [Verification], hasUserInterface: Bool,
        screens: [Screen] = [], playsMedia: Bool = false
    ) {
        self.path = path
        self.findings = findings
        self.verifications = verifications
        self.hasUserInterface = hasUserInterface
        self.screens = screens
        self.playsMedia = playsMedia
    }
}

/// The Markdown audit: every finding grouped by tier, what was verified, what to test on a
/// device, and whether a Nutrition Label claim is within reach. Built from the transforms'
/// findings only — there is no separate rule engine.
public enum AuditReport {
    public static func markdown(_ files: [AuditedFile], transforms: [any Transform.Type], quick: Bool) -> String {
        let descriptors = Dictionary(
            uniqueKeysWithValues: TransformRegistry.all.map { ($0.descriptor.id, $0.descriptor) })
        let located = located(files)
        var lines = ["# Accessibility audit", ""]
        let fixable = located.filter { $0.1.fix != nil }.count
        lines.append(
            "Scanned \(files.count) \(files.count == 1 ? "file" : "files"): \(located.count) \(located.count == 1 ? "place" : "places") to improve, \(fixable) of them fixable by `a11yfix fix`."
        )
        let tiers: [Tier] = quick ? [.blocksAssistiveTech, .degradesExperience] : Tier.allCases
        for tier in tiers {
            lines += ["", tier.heading, ""]
            let entries = located.filter { descriptors[$0.1.transformID]?.tier == tier }
            if entries.isEmpty { lines.append("- none found") }
            for (path, finding) in entries {
                let fix = finding.fix.map { "fix: \($0.summary)" } ?? "manual"
                lines.append(
                    "- `\(path):\(finding.location.line)` — \(finding.message) — \(fix) — `\(finding.transformID)`")
            }
        }
        if !quick {
            lines += ["", "**✅ Verified in code**", ""]
            lines += verifiedLines(files, transforms: transforms, located: located.map(\.1))
        }
        lines.append("")
        lines.append(
            "> **Must test on device**: "
                + deviceTests(located.map(\.1), descriptors: descriptors).map(\.text).joined(separator: "; "))
        lines.append(">")
        lines.append("> **Nutrition Label readiness**: " + readiness(files, located: located, descriptors: descriptors))
        return lines.joined(separator: "\n") + "\n"
    }

    static func verifiedLines(_ files: [AuditedFile], transforms: [any Transform.Type], located: [Finding]) -> [String]
    {
        var counts: [String: Int] = [:]
        for verification in files.flatMap(\.verifications) {
            counts[verification.kind, default: 0] += verification.count
        }
        var lines = counts.filter { $0.value > 0 }.sorted { $0.key < $1.key }.map { "- \($0.value) \($0.key)" }
        let withFindings = Set(located.map(\.transformID))
        for transform in transforms where !withFindings.contains(transform.descriptor.id) {
            lines.append("- 0 \(transform.descriptor.problem)")
        }
        return lines.isEmpty ? ["- nothing checked"] : lines
    }

    /// The checklist items of the transforms with findings, in checklist order (VoiceOver at least).
    static func deviceTests(_ findings: [Finding], descriptors: [String: TransformDescriptor]) -> [DeviceTest] {
        var tests = Set(findings.flatMap { descriptors[$0.transformID]?.deviceTests ?? [] })
        tests.insert(.voiceOver)
        return tests.sorted()
    }

    /// Every finding with its file, in report order.
    static func located(_ files: [AuditedFile]) -> [(String, Finding)] {
        files.sorted { $0.path < $1.path }.flatMap { file in
            file.findings.sorted {
                ($0.location.line, $0.location.column, $0.transformID) < (
                    $1.location.line, $1.location.column, $1.transformID
                )
            }
            .map { (file.path, $0) }
        }
    }

    /// Whether a Nutrition Label claim is within reach, as the Markdown report's last line says it.
    public static func readiness(_ files: [AuditedFile]) -> String {
        readiness(files, located: located(files), descriptors: TransformRegistry.descriptors)
    }

    static func readiness(
        _ files: [AuditedFile], located: [(String, Finding)], descriptors: [String: TransformDescriptor]
    ) -> String {
        guard files.contains(where: \.hasUserInterface) else {
            return "Not applicable (no SwiftUI, UIKit or AppKit code scanned)"
        }
        if let (path, blocker) = located.first(where: { descriptors[$0.1.transformID]?.tier == .blocksAssistiveTech }) {
            let count = located.filter { descriptors[$0.1.transformID]?.tier == .blocksAssistiveTech }.count
            return
                "Blocked by \(descriptors[blocker.transformID]?.problem ?? blocker.transformID) (`\(path):\(blocker.location.line)`\(count > 1 ? " and \(count - 1) more" : ""))"
        }
        return "Achievable"
    }
}
