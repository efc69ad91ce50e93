import SwiftSyntax

/// Hides decoration from VoiceOver.
///
/// Before: `Image("header-background")`
/// After:  `Image("header-background")` + `.accessibilityHidden(true)`
///
/// An asset name is decoration when it contains one of: background, bg, decoration, decor,
/// divider, separator, pattern, texture, gradient, swoosh, wave, ornament, flourish, watermark,
/// placeholder. An `Image(systemName:)` beside a `Text` in a `Label`-like `HStack` is hidden too,
/// so VoiceOver reads the text once; the summary marks that as a judgement to verify.
public struct ImageDecorative: Transform {
    public static let descriptor = TransformDescriptor(
        id: "image-decorative",
        summary: "Hides decorative images (and icons beside their text) from VoiceOver with .accessibilityHidden(true)",
        frameworks: [.swiftUI],
        deviceTests: [.voiceOver, .voiceControl, .switchControl],
        tier: .degradesExperience,
        problem: "decorative images VoiceOver stops on"
    )

    public init() {}

    public func findings(in file: SourceFile, context: TransformContext) -> [Finding] {
        var findings: [Finding] = []
        for (call, chain, image, name) in StandaloneImage.all(in: file) {
            let summary: String
            let inferred: Bool
            if !image.isSymbol, call.argument(labeled: "decorative") == nil, DecorativeNames.isDecorative(name) {
                summary = "`.accessibilityHidden(true)` on decorative image \"\(name)\""
                inferred = false
            } else if image.isSymbol, Self.isIconBesideText(chain.outermost) {
                summary = "`.accessibilityHidden(true)` on icon \"\(name)\" beside its text — a judgement: verify the text says everything the icon does"
                inferred = false
            } else {
                continue
            }
            let hidden = AccessibilityModifiers(at: call, in: file, context: context).hidden()
            guard let edit = ModifierInsertion.edit(appending: hidden, to: chain, in: file) else { continue }
            findings.append(file.finding(Self.self, at: call, message: "image \"\(name)\" is decoration; hide it from VoiceOver with \(hidden)",
                                         fix: Fix(edits: [edit], summary: summary, isInferred: inferred)))
        }
        return findings
    }

    /// An icon in an `HStack` whose other content is one `Text` (and spacers): a hand-made `Label`.
    static func isIconBesideText(_ view: some SyntaxProtocol) -> Bool {
        guard let statements = StackContent.siblings(of: view),
              let stack = statements.parent?.as(ClosureExprSyntax.self).flatMap({ $0.parent?.as(FunctionCallExprSyntax.self) ?? $0.parent?.parent?.parent?.as(FunctionCallExprSyntax.self) }),
              stack.calleeName == "HStack", !ModifierChain(startingAt: stack).hasAccessibilityModifier else { return false }
        var texts = 0, others = 0
        for statement in statements {
            guard case let .expr(expression) = statement.item else { return false }
            switch ModifierChain(endingAt: expression).root.as(FunctionCallExprSyntax.self)?.calleeName {
            case "Text": texts += 1
            case "Spacer", "Image": break
            default: others += 1
            }
        }
        let images = statements.filter { statement in
            if case let .expr(expression) = statement.item { return ModifierChain(endingAt: expression).root.as(FunctionCallExprSyntax.self)?.calleeName == "Image" }
            return false
        }
        return texts == 1 && others == 0 && images.count == 1
    }
}
