import SwiftSyntax

/// Labels standalone meaningful images for VoiceOver.
///
/// Before: `Image(systemName: "exclamationmark.triangle")`
/// After:  `Image(systemName: "exclamationmark.triangle")` + `.accessibilityLabel("Warning") // [VERIFY] …`
///
/// Not changed: images inside a control or `Label` (the control is labelled), images in a stack
/// that also holds `Text` (the text describes them), decorative images (`Image(decorative:)`,
/// decoration asset names — see `image-decorative`), images with any accessibility modifier,
/// images whose name is not a literal, and images that are not a view statement of their own.
public struct ImageLabel: Transform {
    public static let descriptor = TransformDescriptor(
        id: "image-label",
        summary: "Adds a [VERIFY]-marked .accessibilityLabel to standalone meaningful images",
        frameworks: [.swiftUI],
        deviceTests: [.voiceOver, .voiceControl, .switchControl],
        tier: .blocksAssistiveTech,
        problem: "meaningful images without a label"
    )

    public init() {}

    public func findings(in file: SourceFile, context: TransformContext) -> [Finding] {
        var findings: [Finding] = []
        for (call, chain, image, name) in StandaloneImage.all(in: file) {
            guard call.argument(labeled: "decorative") == nil, !ControlNames.isInsideControl(call),
                  !StackContent.hasTextSibling(chain.outermost), !StackContent.isInsideAccessibleContainer(call),
                  image.isSymbol || !DecorativeNames.isDecorative(name) else { continue }
            let phrase = context.phrases.phrase(for: name) ?? ReadableName.phrase(forImageName: name)
            guard let phrase else { continue }
            let modifiers = AccessibilityModifiers(at: call, in: file, context: context)
            let code = SwiftLiteral.string(phrase)
            guard let edit = ModifierInsertion.edit(appending: modifiers.label(code) + " " + VerifyMarker.comment, to: chain, in: file) else { continue }
            findings.append(file.finding(Self.self, at: call, message: "image has no accessibility label; VoiceOver reads its file name. Add .accessibilityLabel(\(code))",
                                         fix: Fix(edits: [edit], summary: "`.accessibilityLabel` on \(phrase) image", isInferred: true)))
        }
        return findings
    }
}

extension ImageLabel {
    public func verifications(in file: SourceFile, context: TransformContext) -> [Verification] {
        let count = file.functionCalls.filter { call in
            call.calleeName == "Image" && ModifierChain(startingAt: call).hasAccessibilityModifier
        }.count
        return [Verification(kind: "images already labelled or hidden", count: count)]
    }
}

/// `Image(…)` calls that are a view statement of their own, with a literal name and no
/// accessibility modifier: the images the image transforms consider.
enum StandaloneImage {
    /// Shared by image-label and image-decorative, so computed once per file.
    static func all(in file: SourceFile) -> [(FunctionCallExprSyntax, ModifierChain, ImageContent.Image, String)] {
        file.memoized("StandaloneImage.all") { file.containsText("Image(") ? find(in: file) : [] }
    }

    private static func find(in file: SourceFile) -> [(FunctionCallExprSyntax, ModifierChain, ImageContent.Image, String)] {
        file.functionCalls.compactMap { call in
            guard call.calleeName == "Image" else { return nil }
            let chain = ModifierChain(startingAt: call)
            guard chain.outermost.parent?.is(CodeBlockItemSyntax.self) == true, !chain.hasAccessibilityModifier,
                  let image = ImageContent.images(in: ExprSyntax(call))?.first, case let .literal(name) = image.name else { return nil }
            return (call, chain, image, name)
        }
    }
}

/// Asset names that mark an image as decoration.
public enum DecorativeNames {
    public static let words: Set<String> = [
        "background", "bg", "decoration", "decor", "divider", "separator", "pattern", "texture", "gradient",
        "swoosh", "wave", "ornament", "flourish", "watermark", "placeholder",
    ]

    public static func isDecorative(_ name: String) -> Bool {
        ReadableName.words(of: name).contains { words.contains($0.lowercased()) }
    }
}

/// What else a stack holds next to a view.
enum StackContent {
    static let stacks: Set<String> = ["HStack", "VStack", "ZStack", "LazyHStack", "LazyVStack", "Group"]

    /// Modifiers that make a container speak for everything in it.
    static let containerModifiers: Set<String> = [
        "onTapGesture", "onLongPressGesture", "accessibilityElement", "accessibilityLabel", "accessibilityHidden", "accessibilityRepresentation",
    ]

    /// Whether a view around `node` is tappable or already one accessibility element.
    static func isInsideAccessibleContainer(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let candidate = current, !candidate.is(MemberBlockSyntax.self) {
            if let call = candidate.as(FunctionCallExprSyntax.self), call.calleeName.map(stacks.contains) == true,
               ModifierChain(startingAt: call).modifiers.contains(where: { containerModifiers.contains($0.name) }) {
                return true
            }
            current = candidate.parent
        }
        return false
    }

    /// Whether `view` is a statement in a stack's closure (of one of `kinds`) that also holds a `Text` or `Label`.
    static func hasTextSibling(_ view: some SyntaxProtocol, in kinds: Set<String> = stacks) -> Bool {
        guard let statements = siblings(of: view, in: kinds) else { return false }
        return statements.contains { statement in
            guard statement.item.id != view.parent?.as(CodeBlockItemSyntax.self)?.item.id,
                  case let .expr(expression) = statement.item else { return false }
            return ["Text", "Label"].contains(ModifierChain(endingAt: expression).root.as(FunctionCallExprSyntax.self)?.calleeName ?? "")
        }
    }

    /// The statements of the stack closure that `view` is a statement of.
    static func siblings(of view: some SyntaxProtocol, in kinds: Set<String> = stacks) -> CodeBlockItemListSyntax? {
        guard let list = view.parent?.parent?.as(CodeBlockItemListSyntax.self),
              let closure = list.parent?.as(ClosureExprSyntax.self),
              let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
              let name = call.calleeName, kinds.contains(name) else { return nil }
        return list
    }
}
