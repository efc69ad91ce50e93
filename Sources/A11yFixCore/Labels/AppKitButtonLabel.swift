import SwiftSyntax

/// Labels AppKit image-only buttons and symbol images.
///
/// `NSImage(systemSymbolName: "trash", accessibilityDescription: nil)` gets the phrase instead of
/// `nil`. An `NSButton` made with an image and no title (`NSButton(image:target:action:)`,
/// `NSButton(title: "", image: …)`) without `setAccessibilityLabel` gets
/// `b.setAccessibilityLabel("Delete") // [VERIFY] …` and, when it has no tool tip, `b.toolTip = "Delete"`.
public struct AppKitButtonLabel: Transform {
    public static let descriptor = TransformDescriptor(
        id: "appkit-button-label",
        summary: "Labels image-only NSButtons (accessibility label and tool tip) and symbol NSImages with nil descriptions",
        frameworks: [.appKit],
        deviceTests: [.voiceOver, .voiceControl, .switchControl, .fullKeyboardAccess],
        tier: .blocksAssistiveTech,
        problem: "image-only AppKit buttons or symbols without a label"
    )

    public init() {}

    public func findings(in file: SourceFile, context: TransformContext) -> [Finding] {
        guard file.containsText("NSImage(") || file.containsText("NSButton(") else { return [] }
        var findings: [Finding] = []
        for call in file.functionCalls {
            // Name first: resolving the platform is a walk up the tree.
            guard let callee = call.calleeName, callee == "NSImage" || callee == "NSButton",
                  PlatformResolver.platform(of: call, in: file) == .macOS else { continue }
            if call.calleeName == "NSImage", let symbol = call.argument(labeled: "systemSymbolName")?.expression.stringLiteralValue,
               let description = call.argument(labeled: "accessibilityDescription")?.expression, description.is(NilLiteralExprSyntax.self),
               let phrase = context.phrases.phrase(for: symbol) ?? ReadableName.phrase(forImageName: symbol) {
                let range = description.positionAfterSkippingLeadingTrivia.utf8Offset..<description.endPositionBeforeTrailingTrivia.utf8Offset
                let edits: [TextEdit] = Self.endOfLineMarker(after: call, in: file).map { [.replace(range, with: SwiftLiteral.string(phrase)), $0] }
                    ?? [.replace(range, with: SwiftLiteral.string(phrase) + " /* [VERIFY] confirm label matches intent */")]
                findings.append(file.finding(Self.self, at: call, message: "NSImage \"\(symbol)\" has no accessibility description; use \(SwiftLiteral.string(phrase))",
                                             fix: Fix(edits: edits, summary: "accessibility description \"\(phrase)\" for symbol image \(symbol)", isInferred: true)))
            }
            // A title that is not an empty literal (`title: accountName`) is visible text.
            let title = call.argument(labeled: "title")?.expression
            guard call.calleeName == "NSButton", let image = call.argument(labeled: "image")?.expression,
                  title == nil || title?.stringLiteralValue == "",
                  let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            guard let statement = LocalStatement.of(binding), let scope = statement.parent else {
                let phrase = (image.as(ForceUnwrapExprSyntax.self)?.expression ?? image).as(FunctionCallExprSyntax.self)?
                    .argument(labeled: "systemSymbolName")?.expression.stringLiteralValue.flatMap { context.phrases.phrase(for: $0) }
                findings.append(file.finding(Self.self, at: call, message:
                    "\(name) shows only an image and has no accessibility label; call \(name).setAccessibilityLabel(\(phrase.map(SwiftLiteral.string) ?? "…")) where the button is set up"))
                continue
            }
            let scopeText = scope.trimmedText
            guard !scopeText.includes("\(name).setAccessibilityLabel("), !scopeText.includes("\(name).title = ") else { continue }
            let imageCall = (image.as(ForceUnwrapExprSyntax.self)?.expression ?? image).as(FunctionCallExprSyntax.self)
            let symbol = (imageCall?.argument(labeled: "systemSymbolName") ?? imageCall?.argument(labeled: "named"))?.expression.stringLiteralValue
            let phrase = symbol.flatMap { context.phrases.phrase(for: $0) }
                ?? call.argument(labeled: "action").flatMap { SelectorName.name(of: $0.expression) }.flatMap(ReadableName.phrase(forActionName:))
                ?? symbol.flatMap(ReadableName.phrase(forImageName:))
            guard let phrase else {
                findings.append(file.finding(Self.self, at: call, message: "\(name) shows only an image and has no accessibility label; call setAccessibilityLabel by hand"))
                continue
            }
            var lines = ["\(name).setAccessibilityLabel(\(SwiftLiteral.string(phrase))) \(VerifyMarker.comment)"]
            if !scopeText.includes("\(name).toolTip") { lines.append("\(name).toolTip = \(SwiftLiteral.string(phrase)) \(VerifyMarker.comment)") }
            let text = lines.joined(separator: file.lineEnding + file.indentation(ofLineContaining: statement.positionAfterSkippingLeadingTrivia.utf8Offset))
            guard let edit = StatementInsertion.edit(inserting: text, after: statement, in: file) else { continue }
            findings.append(file.finding(Self.self, at: call, message: "\(name) shows only an image and has no accessibility label; set \(SwiftLiteral.string(phrase))",
                                         fix: Fix(edits: [edit], summary: "`setAccessibilityLabel` \"\(phrase)\"\(lines.count > 1 ? " and tool tip" : "") on image-only NSButton `\(name)`", isInferred: true)))
        }
        return findings
    }

    /// ` // [VERIFY] …` at the end of the statement's line, when that line ends there without a
    /// comment and the image is not an `NSButton`'s (whose label lines follow the statement).
    /// Nil: the caller puts the marker next to the value instead.
    static func endOfLineMarker(after call: FunctionCallExprSyntax, in file: SourceFile) -> TextEdit? {
        guard call.ancestor(FunctionCallExprSyntax.self)?.calleeName != "NSButton",
              let statementEnd = call.ancestor(CodeBlockItemSyntax.self)?.lastToken(viewMode: .sourceAccurate),
              file.location(of: statementEnd.positionAfterSkippingLeadingTrivia.utf8Offset).line == file.location(of: call.endPositionBeforeTrailingTrivia.utf8Offset).line,
              !statementEnd.trailingTrivia.contains(where: \.isComment),
              statementEnd.nextToken(viewMode: .sourceAccurate).map({ $0.tokenKind == .endOfFile || $0.leadingTrivia.contains(where: \.isNewline) }) ?? true
        else { return nil }
        return .insert(" " + VerifyMarker.comment, at: statementEnd.endPositionBeforeTrailingTrivia.utf8Offset)
    }
}
