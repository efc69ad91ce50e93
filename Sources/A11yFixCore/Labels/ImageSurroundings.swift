import A11yFixSyntax
import SwiftSyntax

/// Where an image stands in its view, read the way a reviewer reads it before labelling or hiding
/// it: what already speaks for it, what text sits near it, and what its expression must stay.
/// Shared by `image-label` and `image-decorative`.
struct ImageSurroundings {
    /// A control, a `Label`, or a container that is already one element (combined, labelled,
    /// hidden, tappable) speaks for the image.
    var isSpokenForByAncestor = false
    /// An enclosing stack, up to the declaration, also shows text: the text names the image or
    /// the image decorates the text. Either way a label of its own is not the fix.
    var hasTextNearby = false
    /// One layer of an illustration composed in a `ZStack` of images.
    var isIllustrationLayer = false
    /// Shown while something loads or after it failed: an `AsyncImage` phase or placeholder.
    var isPlaceholder = false
    /// The expression is the value of something typed `Image` (property, function, closure): an
    /// appended modifier would change its type and break the build.
    var mustStayImage = false
    /// The image has a gesture of its own: `tap-gesture-button` owns it and its label.
    var hasOwnGesture = false
    /// The image is all a helper member returns (`var starredImage: some View { Image(…) }`):
    /// a building block whose use site, not its definition, says whether it needs a label.
    var isBuildingBlock = false
    /// A container around it is one element that ignores its children (`.accessibilityElement()`,
    /// `children: .ignore`), is hidden, or is represented by another view: VoiceOver never reaches
    /// the image, so hiding or labelling it changes nothing.
    var isUnreachable = false
    /// Drawn in a `.tabItem { … }`: the tab's `Text` names the item, and a page-style `TabView`
    /// never shows it, so VoiceOver never reads the image on its own.
    var isTabItem = false

    init(of call: some SyntaxProtocol, chain: ModifierChain, file: SourceFile, index: ProjectIndex) {
        hasOwnGesture = chain.modifiers.contains { Self.gestures.contains($0.name) }
        isBuildingBlock = Self.isWholeValueOfHelper(chain.outermost)
        mustStayImage = Self.mustStayImage(chain.outermost)
        var current = Syntax(chain.outermost)
        var statement: CodeBlockItemSyntax?
        while let parent = current.parent, !parent.is(MemberBlockSyntax.self), !parent.is(SourceFileSyntax.self) {
            defer { current = parent }
            if let item = parent.as(CodeBlockItemSyntax.self) { statement = item }
            // A branch of an `if` in a view (`if custom { Image(…); Text("Custom") }`) lays its
            // statements out in the stack around it, as if written there.
            if let branch = parent.as(CodeBlockSyntax.self), branch.parent?.is(IfExprSyntax.self) == true,
                let statement,
                branch.statements.contains(where: { $0.id != statement.id && Self.drawsText($0, index: index) })
            {
                hasTextNearby = true
            }
            // In the tab item's closure, not in the page the modifier is applied to.
            if let modifier = parent.as(FunctionCallExprSyntax.self),
                current.is(ClosureExprSyntax.self) || current.is(LabeledExprListSyntax.self),
                modifier.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "tabItem"
            {
                isTabItem = true
            }
            guard let container = parent.as(FunctionCallExprSyntax.self), let name = container.calleeName else {
                continue
            }
            if name == "AsyncImage" {
                isPlaceholder = true
            } else if ControlNames.labelled.contains(name) {
                isSpokenForByAncestor = true
            }
            let modifiers = ModifierChain(startingAt: container).modifiers
            if modifiers.contains(where: Self.speaks) { isSpokenForByAncestor = true }
            if modifiers.contains(where: ElementFolding.hidesChildren) {
                isUnreachable = true
                isSpokenForByAncestor = true
            }
            guard StackContent.stacks.contains(name) || name == "ForEach", let statement else { continue }
            let closures =
                [container.trailingClosure].compactMap { $0 } + container.additionalTrailingClosures.map(\.closure)
            for closure in closures where closure.statements.contains(where: { $0.id == statement.id }) {
                let others = closure.statements.filter { $0.id != statement.id }
                if others.contains(where: { Self.drawsText($0, index: index) }) { hasTextNearby = true }
                if name == "ZStack", others.contains(where: Self.isImage) { isIllustrationLayer = true }
            }
        }
    }

    static let gestures: Set<String> = [
        "onTapGesture", "onLongPressGesture", "gesture", "simultaneousGesture", "highPriorityGesture",
    ]

    /// Modifiers that make a container speak for everything in it.
    static let speakingModifiers: Set<String> = [
        "onTapGesture", "onLongPressGesture", "accessibilityElement", "accessibilityLabel", "accessibilityHidden",
        "accessibilityRepresentation", "accessibility", "accessibilityChildren",
    ]

    /// Whether `modifier` makes a container speak for its content. Not `.accessibilityHidden(false)`,
    /// which hides nothing, nor `.accessibilityElement(children: .contain)`, whose children stay
    /// elements of their own.
    static func speaks(_ modifier: ModifierChain.Modifier) -> Bool {
        guard speakingModifiers.contains(modifier.name) else { return false }
        return !ImageAccessibility.isInert(modifier) && !ElementFolding.containsChildren(modifier)
    }

    static let textViews: Set<String> = ["Text", "Label", "TextField", "SecureField", "TextEditor", "LabeledContent"]

    /// Whether `statement` shows text: a `Text`, a `Label`, or a view of the project that draws text.
    static func drawsText(_ statement: CodeBlockItemSyntax, index: ProjectIndex) -> Bool {
        final class Finder: SyntaxVisitor {
            let index: ProjectIndex
            var found = false
            init(index: ProjectIndex) {
                self.index = index
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if let name = node.calleeName, ImageSurroundings.textViews.contains(name) || index.drawsText(view: name)
                {
                    found = true
                }
                return found ? .skipChildren : .visitChildren
            }
        }
        let finder = Finder(index: index)
        finder.walk(statement)
        return finder.found || helperDrawsText(statement, index: index)
    }

    /// A helper of the same type drawn by name (`butttonsView`, whose body shows the song's name):
    /// the text it shows stands where the helper is used.
    static func helperDrawsText(_ statement: CodeBlockItemSyntax, index: ProjectIndex) -> Bool {
        guard case let .expr(expression) = statement.item,
            let reference = ModifierChain(endingAt: expression).root.as(DeclReferenceExprSyntax.self)
        else { return false }
        var node = Syntax(statement)
        while let parent = node.parent, !parent.is(MemberBlockSyntax.self) { node = parent }
        guard let members = node.parent?.as(MemberBlockSyntax.self) else { return false }
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.trimmedText == reference.baseName.text {
                guard let accessor = binding.accessorBlock else { return false }
                return accessor.tokens(viewMode: .sourceAccurate).contains { token in
                    guard case .identifier = token.tokenKind, textViews.contains(token.text) else { return false }
                    return token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .leftParen
                }
            }
        }
        return false
    }

    static func isImage(_ statement: CodeBlockItemSyntax) -> Bool {
        guard case let .expr(expression) = statement.item else { return false }
        return ModifierChain(endingAt: expression).root.as(FunctionCallExprSyntax.self)?.calleeName == "Image"
    }

    /// Whether `expression` is the value of a declaration or closure typed `Image`, or an element
    /// of a ternary or array (whose other elements fix the type).
    static func mustStayImage(_ expression: some SyntaxProtocol) -> Bool {
        var current = Syntax(expression)
        while let parent = current.parent {
            if parent.is(TernaryExprSyntax.self) || parent.is(ArrayElementSyntax.self) { return true }
            if let variable = parent.as(PatternBindingSyntax.self) {
                return variable.typeAnnotation.map { isImageType($0.type) } ?? false
            }
            if let function = parent.as(FunctionDeclSyntax.self) {
                return function.signature.returnClause.map { isImageType($0.type) } ?? false
            }
            if let closure = parent.as(ClosureExprSyntax.self) {
                if let output = closure.signature?.returnClause { return isImageType(output.type) }
                // A closure's statements: the value of the closure, typed by its caller.
                if closure.statements.count == 1, closure.parent?.is(LabeledExprSyntax.self) == true { return false }
            }
            if let body = parent.as(CodeBlockSyntax.self) {
                // A branch of an `if` expression is the value of the `if`: keep climbing.
                if body.parent?.is(IfExprSyntax.self) == true {
                    current = parent
                    continue
                }
                // A one-statement function body is its implicit return value.
                guard body.statements.count == 1, let function = body.parent?.as(FunctionDeclSyntax.self) else {
                    return false
                }
                return function.signature.returnClause.map { isImageType($0.type) } ?? false
            }
            if parent.is(MemberBlockSyntax.self) { return false }
            current = parent
        }
        return false
    }

    /// Whether `expression` is what a property or function other than `body` returns: alone, or
    /// as one branch of an `if`/`switch` (possibly in a `Group`), as in `var icon: Image { switch
    /// kind { case .a: Image("a") … } }` or `var selectionMark: some View { Group { if … } }`.
    static func isWholeValueOfHelper(_ expression: some SyntaxProtocol) -> Bool {
        memberWhollyMade(of: expression).map { $0 != "body" } ?? false
    }

    /// Whether `expression` is all a view's `body` (through a `Group`, an `if` or a `switch`).
    static func isWholeBody(_ expression: some SyntaxProtocol) -> Bool {
        memberWhollyMade(of: expression) == "body"
    }

    /// The member (property or function) whose whole value `expression` is, if it is one.
    private static func memberWhollyMade(of expression: some SyntaxProtocol) -> String? {
        var current = Syntax(expression)
        while let parent = current.parent {
            defer { current = parent }
            if let binding = parent.as(PatternBindingSyntax.self) { return binding.pattern.trimmedText }
            if let function = parent.as(FunctionDeclSyntax.self) { return function.name.text }
            if let list = parent.as(CodeBlockItemListSyntax.self) {
                guard list.count == 1 else { return nil }
                continue
            }
            if let call = parent.as(FunctionCallExprSyntax.self) {
                // Only a `Group` passes its content through; any other call is a container.
                guard call.calleeName == "Group", current.is(ClosureExprSyntax.self) else { return nil }
                continue
            }
            if parent.is(CodeBlockItemSyntax.self) || parent.is(CodeBlockSyntax.self) || parent.is(IfExprSyntax.self)
                || parent.is(ExpressionStmtSyntax.self) || parent.is(SwitchCaseSyntax.self)
                || parent.is(SwitchCaseListSyntax.self)
                || parent.is(SwitchExprSyntax.self) || parent.is(AccessorBlockSyntax.self)
                || parent.is(ClosureExprSyntax.self)
            {
                continue
            }
            return nil
        }
        return nil
    }

    static func isImageType(_ type: TypeSyntax) -> Bool {
        let text = type.trimmedText
        return text == "Image" || text == "SwiftUI.Image" || text == "Image?"
    }
}

/// SF Symbols that show a state rather than a thing or an action: a checkmark or circle for done
/// or selected, an arrow for ahead/behind or up/down, a warning mark shown on error. An action
/// phrase ("Done") misnames them, and hidden, the state is lost.
enum StateGlyphs {
    static let selectionAndDirection = [
        "checkmark", "circle", "largecircle", "smallcircle", "square", "arrow", "record",
    ]

    /// Selection and direction symbols: a label must say the state, which the code rarely names.
    static func isStateGlyph(_ symbol: String) -> Bool {
        // `checkmark.seal` is a badge ("Verified"), not a selection mark.
        guard selectionAndDirection.contains(base(of: symbol)), !symbol.includes("seal") else { return false }
        // A plain shape is a mark (`square`, `circle.inset.filled`); one drawing more
        // (`square.3.layers.3d`, `circle.grid.2x2`) is a picture of a thing, not a state.
        guard ["square", "circle"].contains(base(of: symbol)) else { return true }
        return symbol.split(separator: ".").dropFirst().allSatisfy { Self.markParts.contains(String($0)) }
    }

    /// Parts of a plain square or circle mark's symbol name.
    static let markParts: Set<String> = [
        "fill", "inset", "filled", "dashed", "dotted", "lefthalf", "righthalf", "tophalf", "bottomhalf", "circle",
        "square",
    ]

    /// State symbols, warning marks and locks: what the icon says may be missing from the text beside it.
    static func carriesMeaning(_ symbol: String) -> Bool {
        isStateGlyph(symbol) || ["exclamationmark", "lock"].contains(base(of: symbol))
    }

    private static func base(of symbol: String) -> String {
        symbol.split(separator: ".").first.map(String.init) ?? symbol
    }
}
