import A11yFixSyntax
import SwiftSyntax

/// Recognises view content that is only images: `Image(systemName:)`, `Image("asset")` with any
/// modifiers, possibly inside stacks or groups that hold only images.
public enum ImageContent {
    public struct Image {
        public enum Name {
            case literal(String)
            /// `cond ? "star.fill" : "star"`
            case conditional(condition: String, String, String)
            /// A variable, `uiImage:` or anything else the tool cannot read.
            case unknown
        }

        public var call: FunctionCallExprSyntax
        public var isSymbol: Bool
        public var name: Name
        /// The image, or a container around it, already carries an accessibility label.
        public var isLabelled: Bool

        /// `Image("paper_plane", label: Text("Send"))`: made with the words VoiceOver reads for it.
        public var isMadeWithLabel: Bool { call.calleeName == "Image" && call.argument(labeled: "label") != nil }
    }

    static let containers: Set<String> = ["HStack", "VStack", "ZStack", "Group", "LazyHStack", "LazyVStack"]

    /// The images drawn by a closure, or nil when it draws anything else (text, other views, logic).
    /// `initializers` are extra icon calls (`Image(systemSymbol:)`) the project uses.
    public static func images(in closure: ClosureExprSyntax, initializers: [IconInitializer] = []) -> [Image]? {
        guard !closure.statements.isEmpty else { return nil }
        var images: [Image] = []
        for statement in closure.statements {
            guard case let .expr(expression) = statement.item,
                let found = self.images(in: expression, initializers: initializers)
            else { return nil }
            images += found
        }
        return images
    }

    /// The images drawn by one view expression, or nil when it is not made of images only.
    public static func images(in expression: ExprSyntax, initializers: [IconInitializer] = []) -> [Image]? {
        let chain = ModifierChain(endingAt: expression)
        guard let call = chain.root.as(FunctionCallExprSyntax.self), let callee = call.calleeName else { return nil }
        for initializer in initializers
        where initializer.name == callee || initializer.name == call.calledExpression.trimmedText {
            guard let argument = call.arguments.first(where: { $0.label?.text == initializer.argumentLabel }) else {
                continue
            }
            return [
                Image(
                    call: call, isSymbol: true, name: symbolName(of: argument.expression, initializer: initializer),
                    isLabelled: chain.hasAccessibilityLabel)
            ]
        }
        if callee == "Image" {
            return [image(call, isLabelled: chain.hasAccessibilityLabel)]
        }
        if containers.contains(callee), let content = call.trailingClosure ?? call.closure(labeled: "content"),
            var images = images(in: content, initializers: initializers)
        {
            // A label on the container names everything in it.
            if chain.hasAccessibilityLabel {
                images = images.map {
                    var labelled = $0
                    labelled.isLabelled = true
                    return labelled
                }
            }
            return images
        }
        return nil
    }

    private static func image(_ call: FunctionCallExprSyntax, isLabelled: Bool) -> Image {
        if let symbol = call.argument(labeled: "systemName") {
            return Image(call: call, isSymbol: true, name: name(of: symbol.expression), isLabelled: isLabelled)
        }
        let asset = call.argument(labeled: nil) ?? call.argument(labeled: "decorative")
        return Image(
            call: call, isSymbol: false, name: asset.map { name(of: $0.expression) } ?? .unknown, isLabelled: isLabelled
        )
    }

    /// A symbol given as a string or as an enum case (`.squareAndArrowUp`, `SFSymbol.trashFill`).
    /// A project wrapper's case is looked up in its enum's map; a case it does not map is unknown.
    private static func symbolName(of expression: ExprSyntax, initializer: IconInitializer) -> Image.Name {
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if !initializer.symbols.isEmpty { return initializer.symbols[name].map(Image.Name.literal) ?? .unknown }
            return .literal(IconInitializer.symbolName(forCase: name))
        }
        if !initializer.symbols.isEmpty { return .unknown }
        return name(of: expression)
    }

    private static func name(of expression: ExprSyntax) -> Image.Name {
        if let literal = expression.stringLiteralValue { return .literal(literal) }
        if let ternary = expression.ternaryParts,
            let whenTrue = ternary.whenTrue.stringLiteralValue, let whenFalse = ternary.whenFalse.stringLiteralValue
        {
            return .conditional(condition: ternary.condition, whenTrue, whenFalse)
        }
        // `Image(.shareIcon)`: a generated asset-catalog symbol names the asset.
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
            return .literal(member.declName.baseName.text)
        }
        return .unknown
    }
}
