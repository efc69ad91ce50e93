import A11yFixSyntax
import SwiftSyntax

/// Images whose pixels arrive at run time: `Image(uiImage:)`, `Image(nsImage:)`, `Image(cgImage…)`,
/// an `AsyncImage` without a content closure, and the image an `AsyncImage` hands to its content.
/// No asset or symbol name goes with them, so unlabelled, VoiceOver says only "image"; and the
/// code does not say what they show, so the tool never guesses a label for them.
enum RuntimeImage {
    /// One runtime image that is a view statement of its own. `node` is where it is made: the
    /// `Image`/`AsyncImage` call, or the content closure's image (`image` in `image.resizable()`).
    struct Entry {
        var node: ExprSyntax
        var chain: ModifierChain
        /// `Image(cgImage, scale:, orientation:, label:)` names itself; `Image(decorative:…)` is hidden.
        var isLabelled: Bool
        var isDecorative: Bool
        /// The `AsyncImage` whose content closure shows it, when it is one.
        var asyncImage: FunctionCallExprSyntax? = nil
        /// The asset a UIKit or AppKit image is loaded from (`UIImage(named: "AppLogo")`), when it says.
        var assetName: String? = nil
    }

    static let initializerLabels: Set<String> = ["uiImage", "nsImage"]

    static func all(in file: SourceFile) -> [Entry] {
        file.memoized("RuntimeImage.all") { file.containsText("Image") ? find(in: file) : [] }
    }

    private static func find(in file: SourceFile) -> [Entry] {
        var entries: [Entry] = []
        for call in file.functionCalls {
            switch call.calleeName ?? "" {
            case "Image":
                if let entry = image(call) { entries.append(entry) }
            case "AsyncImage":
                entries += asyncImage(call)
            default: continue
            }
        }
        return entries
    }

    /// `Image(uiImage: photo)`, `Image(nsImage: icon)`, `Image(cgImage, scale: 1, label: Text(…))`,
    /// `Image(decorative: cgImage, scale: 1)`. Not one made from a system symbol
    /// (`Image(uiImage: UIImage(systemName: "star")!)`), which keeps the symbol's description.
    private static func image(_ call: FunctionCallExprSyntax) -> Entry? {
        let first = call.arguments.first
        let isBitmap =
            first.map { initializerLabels.contains($0.label?.text ?? "") } == true
            || (call.argument(labeled: "scale") != nil
                && (first?.label == nil || first?.label?.text == "decorative"))
        let source = first?.expression.trimmedText ?? ""
        guard isBitmap, let first, !source.contains("systemName"), !source.contains("systemSymbolName") else {
            return nil
        }
        var entry = statement(
            call, isLabelled: call.argument(labeled: "label") != nil, isDecorative: first.label?.text == "decorative")
        entry?.assetName = AssetName.first(in: first.expression)
        return entry
    }

    /// `AsyncImage(url:)` with no content closure draws the image itself; with one, the image it
    /// passes in (`{ image in image.resizable() }`, or `phase.image` / `.success(let image)` of a
    /// phase) is what the content closure shows. Placeholders are stand-ins, not the picture.
    private static func asyncImage(_ call: FunctionCallExprSyntax) -> [Entry] {
        guard let content = call.trailingClosure ?? call.closure(labeled: "content") else {
            return statement(call, isLabelled: false, isDecorative: false).map { [$0] } ?? []
        }
        let hasPlaceholder = call.closure(labeled: "placeholder") != nil
        let names = BoundImages(viewMode: .sourceAccurate)
        names.walk(content)
        if hasPlaceholder {
            names.names.formUnion(content.parameterNames)
            if content.signature == nil { names.names.insert("$0") }
        }
        let references = References(names: names.names)
        references.walk(content)
        return references.found.compactMap { reference in
            let chain = ModifierChain(startingAt: reference)
            guard chain.outermost.parent?.is(CodeBlockItemSyntax.self) == true else { return nil }
            return Entry(
                node: ExprSyntax(reference), chain: chain, isLabelled: false, isDecorative: false, asyncImage: call)
        }
    }

    private static func statement(_ call: FunctionCallExprSyntax, isLabelled: Bool, isDecorative: Bool) -> Entry? {
        let chain = ModifierChain(startingAt: call)
        guard chain.outermost.parent?.is(CodeBlockItemSyntax.self) == true else { return nil }
        return Entry(node: ExprSyntax(call), chain: chain, isLabelled: isLabelled, isDecorative: isDecorative)
    }
}

/// The asset a UIKit or AppKit image is loaded from, when that is all the expression does:
/// `UIImage(named: "AppLogo")!`, `NSImage(named: "Splash")`, SwiftGen's `Asset.launchLogo.image`
/// (`.withRenderingMode(…)` changes only its tint). Not a fallback (`icon ?? UIImage(named: …)`).
private enum AssetName {
    static func first(in expression: ExprSyntax) -> String? {
        var unwrapped = expression.as(ForceUnwrapExprSyntax.self)?.expression ?? expression
        if let rendered = unwrapped.as(FunctionCallExprSyntax.self),
            let member = rendered.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "withRenderingMode", let base = member.base
        {
            unwrapped = base
        }
        if let generated = generatedAsset(unwrapped) { return generated }
        guard let call = unwrapped.as(FunctionCallExprSyntax.self), ["UIImage", "NSImage"].contains(call.calleeName),
            let argument = call.arguments.first, argument.label?.text == "named"
        else { return nil }
        return argument.expression.stringLiteralValue
    }
}

extension AssetName {
    /// `Asset.confettiTiled.image`, `Asset.Icons.share.image`: SwiftGen's asset catalog, whose
    /// enum is named `Asset` (or `…Asset`, `…Assets`) and whose last case is the asset's name.
    fileprivate static func generatedAsset(_ expression: ExprSyntax) -> String? {
        guard let image = expression.as(MemberAccessExprSyntax.self), image.declName.baseName.text == "image",
            let asset = image.base?.as(MemberAccessExprSyntax.self)
        else { return nil }
        var root = asset.base
        while let member = root?.as(MemberAccessExprSyntax.self) { root = member.base }
        guard let catalog = root?.as(DeclReferenceExprSyntax.self)?.baseName.text,
            catalog == "Asset" || catalog.hasSuffix("Asset") || catalog.hasSuffix("Assets")
        else { return nil }
        return asset.declName.baseName.text
    }
}

/// The names an `AsyncImage` phase closure binds to its loaded image: `if let image = phase.image`,
/// `case .success(let image)`, `case let .success(image)`.
private final class BoundImages: SyntaxVisitor {
    var names: Set<String> = []

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        if let value = node.initializer?.value.trimmedText, value.hasSuffix(".image"),
            let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        {
            names.insert(name)
        }
        return .visitChildren
    }

    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        var current = node.parent
        while let parent = current, !parent.is(CodeBlockSyntax.self), !parent.is(ClosureExprSyntax.self) {
            if let call = parent.as(FunctionCallExprSyntax.self),
                call.calledExpression.trimmedText.hasSuffix(".success")
            {
                names.insert(node.identifier.text)
                break
            }
            current = parent.parent
        }
        return .skipChildren
    }
}

/// Uses of the names an `AsyncImage` content closure binds to its image.
private final class References: SyntaxVisitor {
    let names: Set<String>
    var found: [DeclReferenceExprSyntax] = []

    init(names: Set<String>) {
        self.names = names
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if names.contains(node.baseName.text) { found.append(node) }
        return .skipChildren
    }
}

extension ClosureExprSyntax {
    /// The names of the closure's parameters: `image in`, `(image) in`.
    fileprivate var parameterNames: [String] {
        switch signature?.parameterClause {
        case let .simpleInput(list): list.map(\.name.text)
        case let .parameterClause(clause): clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: []
        }
    }
}

/// Where a helper member (`private var artwork: some View { … }`) that draws an image is shown in
/// its file: the image stands where the helper is used, beside whatever text is there.
enum HelperUses {
    /// The view statements that use the member (other than `body`) whose value holds `node`.
    static func uses(ofHelperHolding node: some SyntaxProtocol, in file: SourceFile) -> [ExprSyntax] {
        guard let name = helperName(holding: node) else { return [] }
        let finder = UseFinder(name: name)
        finder.walk(file.tree)
        return finder.found.compactMap { use in
            let outermost = ModifierChain(startingAt: use).outermost
            return outermost.parent?.is(CodeBlockItemSyntax.self) == true ? use : nil
        }
    }

    /// Whether every place the file shows the helper holding `node` is `covered`, following a helper
    /// shown by another helper (`dot` inside `connector`, shown in `body`). False where the file
    /// shows it nowhere: other files' uses are not seen here.
    static func everyUse(
        ofHelperHolding node: some SyntaxProtocol, in file: SourceFile, depth: Int = 0,
        isCovered: (ExprSyntax) -> Bool
    ) -> Bool {
        let places = uses(ofHelperHolding: node, in: file)
        guard !places.isEmpty, depth < 4 else { return false }
        return places.allSatisfy { place in
            isCovered(place) || everyUse(ofHelperHolding: place, in: file, depth: depth + 1, isCovered: isCovered)
        }
    }

    private static func helperName(holding node: some SyntaxProtocol) -> String? {
        var current = Syntax(node)
        while let parent = current.parent, !parent.is(MemberBlockSyntax.self) {
            if let binding = parent.as(PatternBindingSyntax.self) {
                let name = binding.pattern.trimmedText
                return name == "body" ? nil : name
            }
            if let function = parent.as(FunctionDeclSyntax.self) { return function.name.text }
            current = parent
        }
        return nil
    }

    /// `artwork` or `self.artwork`, and `artwork(for: item)`: the root of a view statement.
    private final class UseFinder: SyntaxVisitor {
        let name: String
        var found: [ExprSyntax] = []

        init(name: String) {
            self.name = name
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.baseName.text == name else { return .skipChildren }
            var use = ExprSyntax(node)
            if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id,
                member.base?.trimmedText == "self"
            {
                use = ExprSyntax(member)
            }
            if let call = use.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == use.id {
                use = ExprSyntax(call)
            }
            found.append(use)
            return .skipChildren
        }
    }
}
