import A11yFixSyntax
import SwiftSyntax

/// Where a UIKit font's point size comes from, as far as the file shows.
enum FontSizeSource: Equatable {
    /// A literal, or a local `let` set to one.
    case literal(Double)
    /// One of UIKit's fixed size constants: `UIFont.systemFontSize` (14 pt on iOS), …
    case fixedConstant(Double)
    /// Chosen by the file's code among literals: the larger branch of a condition
    /// (`narrow ? 13 : 15`), a constant of the file (`private let titleSize: CGFloat = 15`,
    /// `Layout.titleSize`), or a parameter's literal default (`size: CGFloat = 15`). Fixed all the
    /// same: `UIFontMetrics` scales any base size, so the default size picks the style. The text
    /// says where the size comes from, for the fix's summary.
    case chosen(Double, String)
    /// Follows the user's text size already: a preferred font's `pointSize`,
    /// `UIFontMetrics…scaledValue(for:)`, a `@ScaledMetric` property, a project helper the index
    /// knows scales.
    case scaled
    /// Another font's `pointSize` (`label.font.pointSize`): whether it scales is decided where
    /// that font is made.
    case derived
    /// A parameter of the enclosing function or closure: the helper's callers choose it.
    case parameter
    case unknown

    /// UIKit's size constants and their iOS values.
    static let uiKitConstants: [String: Double] = [
        "systemFontSize": 14, "smallSystemFontSize": 12, "labelFontSize": 17, "buttonFontSize": 18,
    ]

    /// Sizes that make a font scale, or are decided elsewhere: no finding.
    var isDecidedElsewhere: Bool {
        switch self {
        case .scaled, .derived, .parameter: true
        default: false
        }
    }

    var points: Double? {
        switch self {
        case let .literal(points), let .fixedConstant(points), let .chosen(points, _): points
        default: nil
        }
    }

    static func of(_ expression: ExprSyntax, in file: SourceFile, index: ProjectIndex, depth: Int = 0) -> FontSizeSource
    {
        guard depth < 5 else { return .unknown }
        if let value = expression.numberLiteralValue { return .literal(value) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first
        {
            return of(inner.expression, in: file, index: index, depth: depth + 1)
        }
        // `CGFloat(x)`, `Double(x)`
        if let call = expression.as(FunctionCallExprSyntax.self), let name = call.calleeName,
            ["CGFloat", "Double", "Float"].contains(name),
            call.arguments.count == 1, let only = call.arguments.first, only.label == nil
        {
            return of(only.expression, in: file, index: index, depth: depth + 1)
        }
        if let member = expression.as(MemberAccessExprSyntax.self),
            let base = member.base?.as(DeclReferenceExprSyntax.self),
            base.baseName.text == "UIFont", let points = uiKitConstants[member.declName.baseName.text]
        {
            return .fixedConstant(points)
        }
        // `size`: a parameter, or a local binding.
        if let name = expression.as(DeclReferenceExprSyntax.self).flatMap({
            $0.argumentNames == nil ? $0.baseName.text : nil
        }) {
            if let parameter = LocalNames.parameter(name, at: Syntax(expression)) {
                // `func make(size: CGFloat = 15)`: the default is the size most callers get.
                if let value = parameter.defaultValue?.value.numberLiteralValue {
                    return .chosen(value, "the default of `\(name)`")
                }
                return .parameter
            }
            // A closure's parameter (`sizes.map { size in … }`): its callers choose the size.
            if LocalNames.isParameter(name, at: Syntax(expression)) { return .parameter }
            if let binding = LocalNames.binding(of: name, before: Syntax(expression)) {
                guard let value = binding.initializer?.value else { return .unknown }
                let source = of(value, in: file, index: index, depth: depth + 1)
                // Only a constant keeps its literal; a `var` may change.
                if case .literal = source,
                    binding.parent?.parent?.as(VariableDeclSyntax.self)?.bindingSpecifier.tokenKind != .keyword(.let)
                {
                    return .unknown
                }
                return source
            }
            // A constant of the file or its type (`private let kFontSize: CGFloat = { … }()`) made
            // from a size that scales: it scales too.
            if let value = storedConstant(name, in: file),
                of(value, in: file, index: index, depth: depth + 1) == .scaled
            {
                return .scaled
            }
        }
        // Scaling evidence anywhere in the expression.
        let names = Set(
            expression.tokens(viewMode: .sourceAccurate).filter { $0.tokenKind.isIdentifierLike }.map(\.text))
        if names.contains("UIFontMetrics") || names.contains("scaledValue") || names.contains("preferredFont")
            || names.contains("preferredFontDescriptor")
            // The project's own table of sizes per content size category (`isAccessibilityCategory ? 20 : 14`).
            || names.contains("preferredContentSizeCategory") || names.contains("isAccessibilityCategory")
        {
            return .scaled
        }
        if names.contains(where: { index.scalesFont(member: $0) }) { return .scaled }
        let helpers = file.memoized("FontSizeSource.scalingHelpers") { ScalingHelpers.names(in: file) }
        if !names.isDisjoint(with: helpers) { return .scaled }
        let scaledMetrics = file.memoized("FontSizeSource.scaledMetrics") { ScaledMetricNames(file: file) }
        if scaledMetrics.contains(expression) { return .scaled }
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "pointSize" {
            return .derived
        }
        if let value = constantValue(expression, in: file) {
            return .chosen(value, "the constant `\(expression.trimmedText)`")
        }
        if Self.referencedName(expression) != nil { return .unknown }

        // `base * 1.2`, `bodySize + 2`: the strongest evidence among the operands; for
        // `condition ? a : b`, among the two branches.
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            // `narrow ? 13 : 15`: two fixed sizes; the larger one picks the style.
            if let ternary = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
                ternary + 2 == elements.count,
                let then = elements[ternary].as(UnresolvedTernaryExprSyntax.self)?.thenExpression,
                let first = of(then, in: file, index: index, depth: depth + 1).points,
                let second = of(elements[ternary + 1], in: file, index: index, depth: depth + 1).points
            {
                return .chosen(max(first, second), "the larger size of its condition")
            }
            // `UIFont.systemFontSize * 1.2`: fixed sizes and factors make a fixed size.
            if let value = FixedSizeArithmetic.value(
                of: elements,
                sizeOf: {
                    of($0, in: file, index: index, depth: depth + 1).points
                })
            {
                return .chosen(value, "`\(expression.trimmedText)`")
            }
            var operands = elements.filter { !$0.is(BinaryOperatorExprSyntax.self) }
            if let ternary = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
                let then = elements[ternary].as(UnresolvedTernaryExprSyntax.self)?.thenExpression
            {
                operands = [then] + elements[(ternary + 1)...].filter { !$0.is(BinaryOperatorExprSyntax.self) }
            }
            let sources = operands.map { of($0, in: file, index: index, depth: depth + 1) }
            for kind in [FontSizeSource.scaled, .derived] where sources.contains(kind) { return kind }
            // `size * 1.2` in a helper: the callers' size, unless another operand is a fixed name.
            let names = sources.filter { $0.points == nil }
            if !names.isEmpty, names.allSatisfy({ $0 == .parameter }) { return .parameter }
        }
        return .unknown
    }

    /// The value of a constant the file binds to a literal with `let`: `titleSize`, `self.titleSize`,
    /// `Self.titleSize` or `Layout.titleSize` (a type's, not another instance's); the largest
    /// when `#if` branches bind it to several.
    static func constantValue(_ expression: ExprSyntax, in file: SourceFile) -> Double? {
        if let member = expression.as(MemberAccessExprSyntax.self) {
            guard let base = member.base?.as(DeclReferenceExprSyntax.self),
                base.baseName.tokenKind == .keyword(.self) || base.baseName.text.first?.isUppercase == true
            else { return nil }
        } else if !expression.is(DeclReferenceExprSyntax.self) {
            return nil
        }
        let constants = file.memoized("FontSizeSource.constants") { NumericConstants(file: file) }
        return constants.values(of: expression)?.max()
    }

    /// The value of the one `let` named `name` that the file declares outside functions (a global
    /// or a stored property); nil when there is none, or more than one.
    static func storedConstant(_ name: String, in file: SourceFile) -> ExprSyntax? {
        var found: [ExprSyntax] = []
        for variable in file.variableDecls where variable.bindingSpecifier.tokenKind == .keyword(.let) {
            for binding in variable.bindings
            where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                guard Syntax(variable).ancestor(CodeBlockSyntax.self) == nil,
                    Syntax(variable).ancestor(ClosureExprSyntax.self) == nil,
                    let value = binding.initializer?.value
                else { continue }
                found.append(value)
            }
        }
        return found.count == 1 ? found.first : nil
    }

    /// `size` or `self.size`.
    static func referencedName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            return reference.baseName.text
        }
        if let member = expression.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        {
            return member.declName.baseName.text
        }
        return nil
    }
}
