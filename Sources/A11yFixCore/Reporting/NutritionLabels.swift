import A11yFixSyntax
import SwiftSyntax

/// A screen for the Nutrition Label table: a top-level `View` type, or a UIKit/AppKit view controller.
public struct Screen: Sendable, Equatable {
    public var name: String
    public var lines: ClosedRange<Int>
    /// Whether the screen builds for a platform whose text follows the user's text size. macOS-
    /// and tvOS-only screens do not, and the font transforms do not look at them: their Larger
    /// Text cell says "not checked" instead of passing.
    public var canScaleText: Bool

    public init(name: String, lines: ClosedRange<Int>, canScaleText: Bool = true) {
        self.name = name
        self.lines = lines
        self.canScaleText = canScaleText
    }

    /// Top-level types that are screens, with their line ranges. `projectPlatforms`: what the
    /// project builds the file for (a macOS app's SwiftUI views are not iOS screens).
    public static func screens(in file: SourceFile, projectPlatforms: Set<ApplePlatform>? = nil) -> [Screen] {
        if let projectPlatforms { file.projectPlatforms = projectPlatforms }
        let views = ViewTypes(file: file)
        return file.tree.statements.compactMap { statement -> Screen? in
            let name: String
            let inherited: [String]
            if let structDecl = statement.item.as(StructDeclSyntax.self) {
                name = structDecl.name.text
                inherited = structDecl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedText } ?? []
            } else if let classDecl = statement.item.as(ClassDeclSyntax.self) {
                name = classDecl.name.text
                inherited = classDecl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedText } ?? []
            } else {
                return nil
            }
            let isScreen =
                (views.isViewLike(name) && !inherited.contains("ViewModifier"))
                || inherited.contains { $0.hasSuffix("ViewController") }
            guard isScreen else { return nil }
            let start = file.location(of: statement.positionAfterSkippingLeadingTrivia.utf8Offset).line
            let end = file.location(of: statement.endPositionBeforeTrailingTrivia.utf8Offset).line
            return Screen(
                name: name, lines: start...end, canScaleText: FontPlatforms.of(statement, in: file).canScaleText)
        }
    }
}

/// The App Store Accessibility Nutrition Labels and, per screen, whether the findings touching
/// that screen block each one.
public enum NutritionLabels {
    public enum Label: String, CaseIterable, Sendable {
        case voiceOver = "VoiceOver", voiceControl = "Voice Control", largerText = "Larger Text", darkMode = "Dark Mode"
        case noColor = "No Color", contrast = "Contrast", motion = "Motion", captions = "Captions", audioDescriptions =
            "Audio Desc"
    }

    /// Which labels a finding blocks, as its transform's descriptor says.
    static func labels(blockedBy finding: Finding) -> Set<Label> {
        TransformRegistry.descriptors[finding.transformID]?.blockedLabels(finding) ?? []
    }

    enum Cell: String { case pass = "✅", fail = "❌", notApplicable = "—" }

    public static func markdown(_ files: [AuditedFile]) -> String {
        struct Row {
            var screen: String
            var cells: [Label: Cell]
        }
        var rows: [Row] = []
        for file in files.sorted(by: { $0.path < $1.path }) {
            for screen in file.screens {
                let touching = file.findings.filter { screen.lines.contains($0.location.line) }
                let blocked = touching.reduce(into: Set<Label>()) { $0.formUnion(labels(blockedBy: $1)) }
                var cells: [Label: Cell] = [:]
                for label in Label.allCases {
                    if label == .captions || label == .audioDescriptions {
                        cells[label] = file.playsMedia ? .pass : .notApplicable
                    } else if label == .largerText, !screen.canScaleText {
                        cells[label] = .notApplicable
                    } else {
                        cells[label] = blocked.contains(label) ? .fail : .pass
                    }
                }
                rows.append(Row(screen: screen.name, cells: cells))
            }
        }
        // A label is claimed only when every screen was checked for it: Larger Text is not checked
        // on macOS and tvOS screens, so one such screen keeps it off the list.
        let unchecked = rows.filter { $0.cells[.largerText] == .notApplicable }.count
        let claimable = Label.allCases.filter { label in
            rows.contains { $0.cells[label] == .pass } && !rows.contains { $0.cells[label] == .fail }
                && (label != .largerText || unchecked == 0)
        }
        let notClaimable = Label.allCases.filter { !claimable.contains($0) }
        func reason(_ label: Label) -> String {
            if let row = rows.first(where: { $0.cells[label] == .fail }) {
                let count = rows.filter { $0.cells[label] == .fail }.count
                return
                    "\(label.rawValue): findings on \(row.screen)\(count > 1 ? " and \(count - 1) more \(count == 2 ? "screen" : "screens")" : "")"
            }
            if rows.isEmpty { return "\(label.rawValue): no screens found in the scanned code" }
            if label == .largerText, unchecked < rows.count {
                let screens = unchecked == 1 ? "screen" : "screens"
                return "\(label.rawValue): not checked on \(unchecked) macOS or tvOS \(screens), where text does not "
                    + "follow a system text size; verify the app's own text-size controls there before claiming"
            }
            if label == .largerText {
                return
                    "\(label.rawValue): not checked — every reviewed screen is macOS or tvOS code, where text does not follow a system text size; verify the app's own text-size controls"
            }
            return "\(label.rawValue): not applicable — no video or audio playback found"
        }

        var lines = ["**Accessibility Nutrition Label recommendation**", ""]
        lines.append("**App version evaluated:** Current source")
        lines.append(
            "**Scope reviewed:** \(rows.count) \(rows.count == 1 ? "screen" : "screens") in \(files.count) \(files.count == 1 ? "file" : "files"), by static analysis"
        )
        lines += ["", "**You could claim:**"]
        lines += claimable.isEmpty ? ["- none yet"] : claimable.map { "- \($0.rawValue)" }
        lines += ["", "**Why you could claim them:**"]
        lines +=
            claimable.isEmpty
            ? ["- —"]
            : claimable.map { label in
                switch label {
                case .darkMode, .contrast:
                    "- \(label.rawValue): nothing in the code blocks it, but colours are not checked in code — verify both appearances and Increase Contrast before claiming"
                case .captions, .audioDescriptions:
                    "- \(label.rawValue): the code plays media and nothing blocks it, but captions and audio descriptions live in the media itself — verify they are provided and switch on automatically"
                default:
                    "- \(label.rawValue): no finding on any reviewed screen blocks it"
                }
            }
        lines += ["", "**You should not claim:**"]
        lines += notClaimable.isEmpty ? ["- none"] : notClaimable.map { "- \($0.rawValue)" }
        lines += ["", "**Why you should not claim them:**"]
        lines += notClaimable.isEmpty ? ["- —"] : notClaimable.map { "- \(reason($0))" }
        lines += ["", "**Common-task verification**", ""]
        lines.append("| Screen | " + Label.allCases.map(\.rawValue).joined(separator: " | ") + " |")
        lines.append("|---|" + Label.allCases.map { _ in "---|" }.joined())
        for row in rows {
            lines.append(
                "| \(row.screen) | " + Label.allCases.map { row.cells[$0]!.rawValue }.joined(separator: " | ") + " |")
        }
        lines += ["", "**Recommendation summary**"]
        lines.append(
            "- You could claim: " + (claimable.isEmpty ? "none yet" : claimable.map(\.rawValue).joined(separator: ", "))
        )
        lines.append(
            "- You should not claim: "
                + (notClaimable.isEmpty ? "none" : notClaimable.map(\.rawValue).joined(separator: ", ")))
        lines += [
            "",
            "> This is a recommendation from static analysis of the reviewed code. It cannot verify complete user flows (sign-in, onboarding, purchase, settings) or anything drawn at run time: every claim needs testing on a device with the assistive technology it names, and Dark Mode and Contrast are not checked in code at all.",
        ]
        return lines.joined(separator: "\n") + "\n"
    }
}
