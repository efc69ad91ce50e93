import A11yFixSyntax
import Foundation
import SwiftSyntax

/// The preview code in a file: `PreviewProvider` types (and their extensions) and `#Preview`
/// bodies, as byte ranges.
public struct PreviewRegions {
    public private(set) var ranges: [Range<Int>] = []

    /// `previews`: `#Preview` bodies and `PreviewProvider` types; `debugOnly`: `#if DEBUG`
    /// branches, which release builds do not contain (debug menus, developer overlays).
    public init(file: SourceFile, previews: Bool = true, debugOnly: Bool = false) {
        if debugOnly, file.containsText("#if DEBUG") || file.containsText("#if false") || file.containsText("#if 0") {
            ranges = Self.debugOnlyRanges(in: file)
        }
        if debugOnly,
            file.containsText("if false") || file.containsText("if 1 == 0") || file.containsText("if 0 == 1")
                || file.containsText("ProcessInfo")
        {
            ranges += Self.disabledBranches(in: file)
        }
        // Most files have no previews: a byte search spares them the walk.
        guard previews, file.containsText("Preview") else { return }
        final class Collector: SyntaxVisitor {
            var ranges: [Range<Int>] = []
            var providers: Set<String> = []
            var extensions: [ExtensionDeclSyntax] = []

            func record(_ node: some SyntaxProtocol) {
                ranges.append(
                    node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
                )
            }

            func visitGroup(_ node: some DeclGroupSyntax) -> SyntaxVisitorContinueKind {
                let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedText } ?? []
                if inherited.contains(where: { $0 == "PreviewProvider" || $0 == "SwiftUI.PreviewProvider" }) {
                    record(node)
                    if let named = node.asProtocol(NamedDeclSyntax.self) { providers.insert(named.name.text) }
                    return .skipChildren
                }
                if let extensionDecl = node.as(ExtensionDeclSyntax.self) { extensions.append(extensionDecl) }
                return .visitChildren
            }

            override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { visitGroup(node) }
            override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { visitGroup(node) }
            override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { visitGroup(node) }
            override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { visitGroup(node) }

            override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
                if node.macroName.text == "Preview" { record(node) }
                return .skipChildren
            }

            override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
                if node.macroName.text == "Preview" { record(node) }
                return .skipChildren
            }

            // Previews are declared at the top level or in types, never inside function bodies.
            override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(file.tree)
        // Extensions of a preview provider (`extension Row_Previews { … }`) are preview code too.
        for extensionDecl in collector.extensions
        where collector.providers.contains(extensionDecl.extendedType.trimmedText) {
            collector.record(extensionDecl)
        }
        ranges += collector.ranges
    }

    private static func debugOnlyRanges(in file: SourceFile) -> [Range<Int>] {
        final class Collector: SyntaxVisitor {
            var ranges: [Range<Int>] = []
            override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
                // `#if false` and `#if 0` never build: like debug code, they never ship.
                guard node.poundKeyword.tokenKind == .poundIf,
                    ["DEBUG", "false", "0"].contains(node.condition?.trimmedText)
                else {
                    return .visitChildren
                }
                ranges.append(
                    node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
                )
                return .skipChildren
            }
        }
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(file.tree)
        return collector.ranges
    }

    /// `if false { … }`, `if 1 == 0 && dragging { … }`: code switched off by hand never runs
    /// (judged on real apps: a disabled drag-out feature's animation was gated). Nor do users run
    /// a branch taken only under a UI-test launch argument
    /// (`if ProcessInfo.processInfo.arguments.contains("-UITests") { … }`): a test's own screen.
    private static func disabledBranches(in file: SourceFile) -> [Range<Int>] {
        final class Collector: SyntaxVisitor {
            var ranges: [Range<Int>] = []
            var bindsLaunch = false
            override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
                if node.conditions.contains(where: {
                    PreviewRegions.isFalseByHand($0.condition.trimmedText)
                        || PreviewRegions.isUITestLaunch($0.condition.trimmedText, bindsLaunch: bindsLaunch)
                }) {
                    ranges.append(node.body.position.utf8Offset..<node.body.endPosition.utf8Offset)
                }
                return .visitChildren
            }
        }
        let collector = Collector(viewMode: .sourceAccurate)
        // `let arguments = ProcessInfo.processInfo.arguments`, then `if arguments.contains("-UITests")`.
        collector.bindsLaunch =
            file.containsText("= ProcessInfo.processInfo.arguments")
            || file.containsText("= ProcessInfo.processInfo.environment")
        collector.walk(file.tree)
        return collector.ranges
    }

    /// `ProcessInfo.processInfo.arguments.contains("-UITests")` (or `environment["UI_TESTING"]`,
    /// `"-TestEnvironment"`), not negated: true only when UI tests launched the app. `bindsLaunch`:
    /// the file keeps the launch arguments or environment in a variable, read as `arguments…`.
    static func isUITestLaunch(_ condition: String, bindsLaunch: Bool = false) -> Bool {
        // Either side of an `||` may be the normal launch: no branch of it is test-only.
        guard !condition.contains("||") else { return false }
        return condition.components(separatedBy: "&&").contains { operand in
            let trimmed = operand.trimmingCharacters(in: .whitespacesAndNewlines)
            // Only the positive forms: `arguments.contains("-UITests")`, `environment["UI_TESTS"] != nil`,
            // `== "1"`. `== nil`, `!= "1"`, `== false` and `!…` test for the normal launch.
            guard trimmed.contains("ProcessInfo") || bindsLaunch, !trimmed.hasPrefix("!"),
                !trimmed.contains("== false"),
                !trimmed.contains("== nil"), !(trimmed.contains("!=") && !trimmed.contains("!= nil")),
                trimmed.contains("arguments") || trimmed.contains("environment")
            else { return false }
            let lowered = trimmed.lowercased()
            return ["uitest", "ui-test", "ui_test", "testenvironment"].contains { lowered.contains($0) }
        }
    }

    /// `false`, `1 == 0`, or a `&&` chain holding one of them.
    static func isFalseByHand(_ condition: String) -> Bool {
        condition.components(separatedBy: "&&").contains { operand in
            let trimmed = operand.trimmingCharacters(in: .whitespacesAndNewlines)
            if trimmed == "false" { return true }
            let sides = trimmed.components(separatedBy: "==").map { $0.trimmingCharacters(in: .whitespaces) }
            guard sides.count == 2, let left = Int(sides[0]), let right = Int(sides[1]) else { return false }
            return left != right
        }
    }

    public var isEmpty: Bool { ranges.isEmpty }

    public func contains(offset: Int) -> Bool { ranges.contains { $0.contains(offset) } }
}
