import A11yFixSyntax

/// The block every fix run ends with: what was applied, what to verify in Xcode, what to test on
/// a device, and what needs a person's review. Deterministic: entries sorted by path and line.
public struct AccessibilitySummary: Sendable {
    public struct Entry: Hashable, Sendable {
        public var text: String
        public var path: String
        public var line: Int
        public var isInferred: Bool
    }

    public private(set) var applied: [Entry] = []
    public private(set) var needsReview: [Entry] = []
    public private(set) var deviceTests: Set<DeviceTest> = []
    /// What the transforms left unchanged on purpose, by kind ("fixed-layout fonts left as they are").
    public private(set) var leftOnPurpose: [String: Int] = [:]
    /// Label text new to a project that localises, with how many fixes wrote it.
    public private(set) var newStrings: [String: Int] = [:]
    /// Entries the run adds to the project's string tables, once each.
    public private(set) var tableEntries: Set<TableEntry> = []

    public init() {}

    public init(path: String, applied: [Finding], needsReview: [Finding] = [], leftOnPurpose: [Verification] = []) {
        add(path: path, applied: applied, needsReview: needsReview, leftOnPurpose: leftOnPurpose)
    }

    public mutating func add(
        path: String, applied fixes: [Finding], needsReview findings: [Finding], leftOnPurpose left: [Verification] = []
    ) {
        for verification in left where verification.isLeftOnPurpose && verification.count > 0 {
            leftOnPurpose[verification.kind, default: 0] += verification.count
        }
        for finding in fixes {
            guard let fix = finding.fix else { continue }
            applied.append(
                Entry(text: fix.summary, path: path, line: finding.location.line, isInferred: fix.isInferred))
            for key in fix.localizationKeys { newStrings[key, default: 0] += 1 }
            tableEntries.formUnion(fix.tableEntries)
            deviceTests.formUnion(
                TransformRegistry.transform(withID: finding.transformID)?.descriptor.deviceTests ?? [])
        }
        for finding in findings {
            needsReview.append(Entry(text: finding.message, path: path, line: finding.location.line, isInferred: false))
        }
    }

    public var isEmpty: Bool { applied.isEmpty && needsReview.isEmpty }

    static let verifyInXcode = [
        "Use Canvas **Dynamic Type Variants** (grid icon → Dynamic Type Variants) to check layout at all text sizes",
        "Use Canvas **Color Scheme Variants** to check light and dark mode",
        "Use **Accessibility Inspector** (Xcode → Open Developer Tool) Settings tab to simulate Increase Contrast, Reduce Motion, Bold Text on the Simulator",
    ]

    static let withoutXcode = [
        "Run equivalent checks with platform accessibility inspector tools and manual setting toggles (Dynamic Type, Contrast, Reduce Motion, VoiceOver/Voice Control)"
    ]

    /// Markdown, with "\n" line endings; nil when there is nothing to say. `written`: false for
    /// `--check` and `--diff`, which change nothing and must not say they did.
    public func rendered(written: Bool = true) -> String? {
        var sections: [String] = []
        if !applied.isEmpty {
            let heading =
                written
                ? "**Accessibility applied:**" : "**Accessibility fixes that would apply (nothing was written):**"
            sections.append(
                section(
                    heading,
                    sorted(applied).map { entry in
                        "\(entry.text) (\(entry.path):\(entry.line))"
                            + (entry.isInferred ? ", inferred — marked [VERIFY]" : "")
                    }))
            sections.append(section("**Verify in Xcode:**", Self.verifyInXcode))
            sections.append(section("**If Xcode is unavailable:**", Self.withoutXcode))
            sections.append(section("**Test on device:**", deviceTests.sorted().map(\.text)))
        }
        if !tableEntries.isEmpty {
            // Found in Xcode's String Catalog editor by key, or in the .strings file; each says [VERIFY].
            let heading =
                written
                ? "**String table entries added for translators** (marked [VERIFY] in their comment):"
                : "**String table entries that would be added for translators** (nothing was written):"
            sections.append(
                section(
                    heading,
                    tableEntries.sorted { ($0.table, $0.key) < ($1.table, $1.key) }.map {
                        "\(SwiftLiteral.string($0.key)) = \(SwiftLiteral.string($0.value)) in \($0.table)"
                    }))
        }
        if !newStrings.isEmpty {
            // SwiftUI literals are keys and `String(localized:)` is looked up: both need translations.
            sections.append(
                section(
                    "**New strings to translate** (add them to your String Catalog or `.strings` files):",
                    newStrings.sorted { $0.key < $1.key }.map {
                        "\(SwiftLiteral.string($0.key))" + ($0.value > 1 ? " (\($0.value) places)" : "")
                    }))
        }
        if !needsReview.isEmpty {
            sections.append(
                section(
                    "**Needs manual review (not changed):**",
                    sorted(needsReview).map { "\($0.text) (\($0.path):\($0.line))" }))
        }
        // Only beside something else to say: on its own it would turn every clean run into noise.
        if !sections.isEmpty, !leftOnPurpose.isEmpty {
            sections.append(
                section(
                    "**Left as they are on purpose:**",
                    leftOnPurpose.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }))
        }
        return sections.isEmpty ? nil : sections.joined(separator: "\n\n") + "\n"
    }

    private func sorted(_ entries: [Entry]) -> [Entry] {
        entries.sorted { ($0.path, $0.line, $0.text) < ($1.path, $1.line, $1.text) }
    }

    private func section(_ heading: String, _ bullets: [String]) -> String {
        ([heading] + bullets.map { "- " + $0 }).joined(separator: "\n")
    }
}
