import A11yFixSyntax
import SwiftSyntax

/// Where a UIKit font's point size comes from, as far as the file shows.
enum FontSizeSource: Equatable {
    /// A literal, or a local `let` set to one.
    case literal(Double)
    /// One of UIKit's fixed size constants: `UIFont.systemFontSize` (14 pt on iOS), …
    case fixedConstant(Double)
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
    static let uiKitConstants: [String: Double] = ["systemFontSize": 14, "smallSystemFontSize": 12, "labelFontSize": 17, "buttonFontSize": 18]

    /// Sizes that make a font scale, or are decided elsewhere: no finding.
    var isDecidedElsewhere: Bool {
        switch self {
        case .scaled, .derived, .parameter: true
        default: false
        }
    }

    var points: Double? {
        switch self {
        case let .literal(points), let .fixedConstant(points): points
        default: nil
        }
    }

    static func of(_ expression: ExprSyntax, in file: SourceFile, index: ProjectIndex, depth: Int = 0) -> FontSizeSource {
        guard depth < 5 else { return .unknown }
        if let value = expression.numberLiteralValue { return .literal(value) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first {
            return of(inner.expression, in: file, index: index, depth: depth + 1)
        }
        // `CGFloat(x)`, `Double(x)`
        if let call = expression.as(FunctionCallExprSyntax.self), let name = call.calleeName, ["CGFloat", "Double", "Float"].contains(name),
           call.arguments.count == 1, let only = call.arguments.first, only.label == nil {
            return of(only.expression, in: file, index: index, depth: depth + 1)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
           base.baseName.text == "UIFont", let points = uiKitConstants[member.declName.baseName.text] {
            return .fixedConstant(points)
        }
        // `size`: a parameter, or a local binding.
        if let name = expression.as(DeclReferenceExprSyntax.self).flatMap({ $0.argumentNames == nil ? $0.baseName.text : nil }) {
            if LocalNames.isParameter(name, at: Syntax(expression)) { return .parameter }
            if let binding = LocalNames.binding(of: name, before: Syntax(expression)) {
                guard let value = binding.initializer?.value else { return .unknown }
                let source = of(value, in: file, index: index, depth: depth + 1)
                // Only a constant keeps its literal; a `var` may change.
                if case .literal = source, binding.parent?.parent?.as(VariableDeclSyntax.self)?.bindingSpecifier.tokenKind != .keyword(.let) {
                    return .unknown
                }
                return source
            }
        }
        // Scaling evidence anywhere in the expression.
        let names = Set(expression.tokens(viewMode: .sourceAccurate).filter { $0.tokenKind.isIdentifierLike }.map(\.text))
        if names.contains("UIFontMetrics") || names.contains("scaledValue") || names.contains("preferredFont") { return .scaled }
        if names.contains(where: { index.scalesFont(member: $0) }) { return .scaled }
        let helpers = file.memoized("UIKitFontScaling.scalingHelpers") { ScalingHelpers.names(in: file) }
        if !names.isDisjoint(with: helpers) { return .scaled }
        let scaledMetrics = file.memoized("UIKitFontScaling.scaledMetrics") { ScaledMetricNames(file: file) }
        if scaledMetrics.contains(expression) { return .scaled }
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "pointSize" { return .derived }
        if Self.referencedName(expression) != nil { return .unknown }

        // `base * 1.2`, `bodySize + 2`: the strongest evidence among the operands; for
        // `condition ? a : b`, among the two branches.
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            var operands = elements.filter { !$0.is(BinaryOperatorExprSyntax.self) }
            if let ternary = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
               let then = elements[ternary].as(UnresolvedTernaryExprSyntax.self)?.thenExpression {
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

    /// `size` or `self.size`.
    static func referencedName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return member.declName.baseName.text
        }
        return nil
    }
}

/// Functions and properties declared in the file whose bodies scale a size
/// (`UIFontMetrics…scaledValue(for:)`, a preferred font's `pointSize`): what the project index
/// knows across files, for this file alone (standard input, a file outside the run).
enum ScalingHelpers {
    static func names(in file: SourceFile) -> Set<String> {
        guard file.containsAny("scaledValue", "preferredFont") else { return [] }
        final class Collector: SyntaxVisitor {
            var names: Set<String> = []
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
                if let body = node.body, scales(body) { names.insert(node.name.text) }
                return .visitChildren
            }
            override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
                if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                   let body = node.accessorBlock.map(Syntax.init) ?? node.initializer.map(Syntax.init), scales(body) {
                    names.insert(name)
                }
                return .visitChildren
            }
            func scales(_ body: some SyntaxProtocol) -> Bool {
                let text = body.trimmedText
                return (text.includes("UIFontMetrics") && text.includes("scaledValue")) || (text.includes("preferredFont") && text.includes("pointSize"))
            }
        }
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(file.tree)
        return collector.names
    }
}

extension TokenKind {
    var isIdentifierLike: Bool {
        if case .identifier = self { return true }
        return false
    }
}

/// Local names around a node: parameters of the enclosing functions and closures, and bindings
/// made earlier in the enclosing blocks (the file's top level included, type members not).
enum LocalNames {
    static func isParameter(_ name: String, at node: Syntax) -> Bool {
        var current = node.parent
        while let parent = current {
            if let function = parent.as(FunctionDeclSyntax.self) {
                if function.signature.parameterClause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name }) { return true }
            } else if let initializer = parent.as(InitializerDeclSyntax.self) {
                if initializer.signature.parameterClause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name }) { return true }
            } else if let closure = parent.as(ClosureExprSyntax.self), let parameters = closure.signature?.parameterClause {
                switch parameters {
                case let .simpleInput(list): if list.contains(where: { $0.name.text == name }) { return true }
                case let .parameterClause(clause): if clause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name }) { return true }
                }
            }
            current = parent.parent
        }
        return false
    }

    /// The nearest `let`/`var` binding of `name` in a statement before `node`, in its block or an
    /// enclosing one.
    static func binding(of name: String, before node: Syntax) -> PatternBindingSyntax? {
        var current = node.parent
        while let parent = current {
            if let list = parent.as(CodeBlockItemListSyntax.self) {
                var found: PatternBindingSyntax?
                for item in list where item.endPosition <= node.position {
                    guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        found = binding
                    }
                }
                if let found { return found }
            }
            if parent.is(MemberBlockSyntax.self) { return nil }
            current = parent.parent
        }
        return nil
    }

    /// Whether `name` is declared in the function, closure or accessor body around `node`
    /// (a parameter or a local), as opposed to a property.
    static func isLocal(_ name: String, at node: Syntax) -> Bool {
        isParameter(name, at: node) || binding(of: name, before: node) != nil
    }
}

/// Fonts that only measure text or draw it into an image: no text on screen follows them, so
/// scaling them changes measurements and pictures, not what the user reads.
enum FontMeasuringUse {
    /// Font metrics read straight off the font: `UIFont.systemFont(ofSize: 14).lineHeight`.
    static let metrics: Set<String> = ["lineHeight", "capHeight", "ascender", "descender", "xHeight", "leading", "pointSize"]
    /// `UIGraphicsImageRenderer` methods whose closure draws an image.
    static let rendererMethods: Set<String> = ["image", "pngData", "jpegData"]

    /// Whether the font expression is only used to measure or draw text.
    static func isOnlyMeasuredOrDrawn(_ expression: ExprSyntax, in file: SourceFile) -> Bool {
        use(of: Syntax(expression), in: file, depth: 0) == .measuring
    }

    private enum Use { case measuring, other }

    private static func use(of node: Syntax, in file: SourceFile, depth: Int) -> Use {
        guard depth < 4 else { return .other }
        if isInDrawingContext(node, in: file) { return .measuring }
        // Metrics read off the value itself (through `!`, `?` and parentheses).
        var value = node
        while let parent = value.parent, isTransparent(parent) { value = parent }
        if let member = value.parent?.as(MemberAccessExprSyntax.self), member.base.map(Syntax.init)?.id == value.id,
           metrics.contains(member.declName.baseName.text) {
            return .measuring
        }
        // A measuring or drawing call around it in the same statement.
        var current = node
        while let parent = current.parent, !parent.is(CodeBlockItemSyntax.self), !parent.is(MemberBlockItemSyntax.self), !parent.is(ClosureExprSyntax.self) {
            if let call = parent.as(FunctionCallExprSyntax.self), isMeasuringOrDrawing(call) { return .measuring }
            current = parent
        }
        // Through a variable: `let font = …`, `let attributes = [.font: …]`, `font = …`.
        guard let (name, scope, after) = boundName(of: node) else { return .other }
        let usages = references(to: name, in: scope, after: after)
        guard !usages.isEmpty else { return .other }
        for usage in usages where use(of: usage, in: file, depth: depth + 1) == .other { return .other }
        return .measuring
    }

    /// `x!`, `x?`, `(x)`: the same value.
    private static func isTransparent(_ node: Syntax) -> Bool {
        if node.is(ForceUnwrapExprSyntax.self) || node.is(OptionalChainingExprSyntax.self) { return true }
        if let tuple = node.as(TupleExprSyntax.self) { return tuple.elements.count == 1 }
        if let list = node.as(LabeledExprListSyntax.self) { return list.count == 1 && list.parent?.is(TupleExprSyntax.self) == true }
        if let element = node.as(LabeledExprSyntax.self) { return element.label == nil && element.parent?.parent?.is(TupleExprSyntax.self) == true }
        return false
    }

    /// `boundingRect(with:…)`, `size(withAttributes:)`, `size()`, `draw(in:)`, `draw(at:)`, `draw(with:…)`.
    static func isMeasuringOrDrawing(_ call: FunctionCallExprSyntax) -> Bool {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
        switch member.declName.baseName.text {
        case "boundingRect", "draw": return true
        case "size": return call.arguments.isEmpty || call.arguments.first?.label?.text == "withAttributes"
        default: return false
        }
    }

    /// Inside a `UIGraphicsImageRenderer` closure, or after `UIGraphicsBeginImageContext…` in the
    /// same body.
    static func isInDrawingContext(_ node: Syntax, in file: SourceFile) -> Bool {
        guard file.containsAny("GraphicsImageRenderer", "UIGraphicsBeginImageContext") else { return false }
        var current = node.parent
        while let parent = current {
            if let closure = parent.as(ClosureExprSyntax.self) {
                var call = closure.parent?.as(FunctionCallExprSyntax.self)
                if call == nil, let argument = closure.parent?.as(LabeledExprSyntax.self) { call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) }
                if let call, let member = call.calledExpression.as(MemberAccessExprSyntax.self), rendererMethods.contains(member.declName.baseName.text) {
                    return true
                }
            }
            let statements = parent.as(CodeBlockSyntax.self)?.statements ?? parent.as(ClosureExprSyntax.self)?.statements
            if let statements, statements.contains(where: { $0.endPosition <= node.position && $0.trimmedText.includes("UIGraphicsBeginImageContext") }) {
                return true
            }
            if parent.is(MemberBlockSyntax.self) { return false }
            current = parent.parent
        }
        return false
    }

    /// The name a statement binds the value at `node` to, where to look for its uses, and the
    /// position after which they count.
    private static func boundName(of node: Syntax) -> (String, Syntax, AbsolutePosition)? {
        var current = node
        while let parent = current.parent, !parent.is(CodeBlockItemSyntax.self), !parent.is(MemberBlockItemSyntax.self), !parent.is(ClosureExprSyntax.self) {
            if let initializer = parent.as(InitializerClauseSyntax.self), let binding = initializer.parent?.as(PatternBindingSyntax.self),
               let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                return scope(of: binding).map { (name, $0, binding.endPosition) }
            }
            if let sequence = parent.as(SequenceExprSyntax.self), sequence.elements.count == 3,
               Array(sequence.elements)[1].is(AssignmentExprSyntax.self), let target = Array(sequence.elements).first,
               node.position >= Array(sequence.elements)[2].position,
               let name = FontSizeSource.referencedName(target) {
                return scope(of: sequence).map { (name, $0, sequence.endPosition) }
            }
            current = parent
        }
        return nil
    }

    /// The body a binding's name is visible in: the function, closure or accessor around it, the
    /// type for a property, or the file.
    private static func scope(of node: some SyntaxProtocol) -> Syntax? {
        var current = node.parent
        while let parent = current {
            if parent.is(CodeBlockSyntax.self) || parent.is(ClosureExprSyntax.self) || parent.is(MemberBlockSyntax.self) || parent.is(SourceFileSyntax.self) {
                return parent
            }
            current = parent.parent
        }
        return nil
    }

    /// Reads of `name` in `scope` after `position`: `name` or `self.name`, not member names
    /// (`label.name`) and not the left side of an assignment.
    static func references(to name: String, in scope: Syntax, after position: AbsolutePosition) -> [Syntax] {
        final class Finder: SyntaxVisitor {
            let name: String
            let position: AbsolutePosition
            var found: [Syntax] = []
            init(name: String, position: AbsolutePosition) {
                self.name = name
                self.position = position
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
                guard node.baseName.text == name, node.position >= position else { return .skipChildren }
                var reference = Syntax(node)
                if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
                    guard member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { return .skipChildren }
                    reference = Syntax(member)
                }
                if let sequence = reference.parent?.parent?.as(SequenceExprSyntax.self), reference.parent?.is(ExprListSyntax.self) == true,
                   sequence.elements.count == 3, Array(sequence.elements)[1].is(AssignmentExprSyntax.self),
                   Array(sequence.elements)[0].id == reference.id {
                    return .skipChildren
                }
                found.append(reference)
                return .skipChildren
            }
        }
        let finder = Finder(name: name, position: position)
        finder.walk(scope)
        return finder.found
    }
}

/// What a text view's surroundings say about scaling its font.
enum TextViewSizing {
    /// A constant height on the receiver (not a text view, which scrolls), in its function or, for
    /// a property, anywhere in its type: `label.heightAnchor.constraint(equalToConstant: 20)` (or `lessThanOrEqualToConstant:`,
    /// or the `NSLayoutConstraint(item:attribute: .height…)` spelling). Returns the constraint's text.
    static func fixedHeight(of receiver: String, statement: CodeBlockItemSyntax, in file: SourceFile) -> String? {
        guard file.containsAny("heightAnchor", ".height") else { return nil }
        let name = Self.plainName(receiver)
        guard let name else { return nil }
        // A text view scrolls its text: a fixed height does not clip it.
        if let type = FontFramework.declaredType(of: name, at: Syntax(statement), in: file),
           type.trimmingCharacters(in: ["?", "!"]).hasSuffix("TextView") {
            return nil
        }
        // Where to look: the body for a local, the type for a property.
        var places: [(name: String, scope: Syntax)] = []
        let isLocal = LocalNames.isLocal(name, at: Syntax(statement))
        if isLocal, let body = enclosingBody(of: Syntax(statement)) {
            places.append((name, body))
        } else if let type = statement.ancestor(MemberBlockSyntax.self).map(Syntax.init) {
            places.append((name, type))
        } else {
            places.append((name, Syntax(file.tree)))
        }
        // `lazy var badgeLabel: UILabel = { let label = UILabel(); label.font = …; return label }()`:
        // the property's constraints count too.
        if isLocal, let property = lazyProperty(returning: name, around: Syntax(statement)), let type = statement.ancestor(MemberBlockSyntax.self).map(Syntax.init) {
            places.append((property, type))
        }
        for call in file.functionCalls {
            for place in places where call.position >= place.scope.position && call.endPosition <= place.scope.endPosition {
                if isFixedHeightConstraint(call, on: place.name) { return call.singleLineText }
            }
        }
        return nil
    }

    static func isFixedHeightConstraint(_ call: FunctionCallExprSyntax, on name: String) -> Bool {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "constraint",
           let anchor = member.base?.as(MemberAccessExprSyntax.self), anchor.declName.baseName.text == "heightAnchor",
           let base = anchor.base, plainName(base.trimmedText) == name {
            return call.arguments.contains { $0.label?.text == "equalToConstant" || $0.label?.text == "lessThanOrEqualToConstant" }
        }
        if call.calleeName == "NSLayoutConstraint", let item = call.argument(labeled: "item")?.expression, plainName(item.trimmedText) == name,
           call.argument(labeled: "attribute")?.expression.trimmedText == ".height",
           ["nil"].contains(call.argument(labeled: "toItem")?.expression.trimmedText ?? ""),
           [".equal", ".lessThanOrEqual"].contains(call.argument(labeled: "relatedBy")?.expression.trimmedText ?? "") {
            return true
        }
        return false
    }

    /// `adjustsFontForContentSizeCategory = false` set on the receiver in the same block: the
    /// text is kept at its size on purpose.
    static func optsOutOfScaling(_ receiver: String, scope: Syntax) -> Bool {
        let text = scope.trimmedText
        return text.includes("\(receiver).adjustsFontForContentSizeCategory = false")
            || (receiver.hasPrefix("self.") && text.includes("\(receiver.dropFirst(5)).adjustsFontForContentSizeCategory = false"))
    }

    /// `label`, `self.label` → `label`; nil for a path (`button.titleLabel?`).
    static func plainName(_ receiver: String) -> String? {
        var name = receiver
        if name.hasPrefix("self.") { name.removeFirst(5) }
        name = name.trimmingCharacters(in: ["?", "!"])
        return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && !name.isEmpty ? name : nil
    }

    static func enclosingBody(of node: Syntax) -> Syntax? {
        var current = node.parent
        while let parent = current {
            if parent.is(ClosureExprSyntax.self) || parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self)
                || parent.is(AccessorBlockSyntax.self) || parent.is(DeinitializerDeclSyntax.self) {
                return parent
            }
            current = parent.parent
        }
        return nil
    }

    /// The property whose `{ … }()` initializer `node` is in and returns `name`.
    static func lazyProperty(returning name: String, around node: Syntax) -> String? {
        var current = node.parent
        while let parent = current {
            if let closure = parent.as(ClosureExprSyntax.self) {
                guard let call = closure.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == closure.id,
                      let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
                      let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      closure.statements.contains(where: {
                          $0.item.as(ReturnStmtSyntax.self)?.expression?.trimmedText == name
                              || (closure.statements.last?.id == $0.id && $0.item.as(ExprSyntax.self)?.trimmedText == name)
                      }) else { return nil }
                return property
            }
            if parent.is(MemberBlockSyntax.self) { return nil }
            current = parent.parent
        }
        return nil
    }
}

/// Which framework a font expression belongs to: an implicit member (`.systemFont(ofSize: 13)`)
/// is a `UIFont` or an `NSFont` by what it is assigned to.
enum FontFramework {
    case uiKit, appKit, unknown

    /// From the declared type of a name: `NSTextField`, `NSFont?` → AppKit; `UILabel` → UIKit.
    static func of(typeName: String) -> FontFramework {
        let name = typeName.trimmingCharacters(in: ["?", "!", " "])
        let last = name.split(separator: ".").last.map(String.init) ?? name
        if last.hasPrefix("NS"), last.dropFirst(2).first?.isUppercase == true,
           !["NSAttributedString", "NSMutableAttributedString", "NSString", "NSObject", "NSLayoutConstraint"].contains(last) {
            return .appKit
        }
        if last.hasPrefix("UI"), last.dropFirst(2).first?.isUppercase == true { return .uiKit }
        return .unknown
    }

    /// The framework `target` (a font expression) is written for: the declared type of the
    /// receiver of `receiver.font = target`, the annotation of the variable it initializes, or
    /// the return type of the function or property that returns it.
    static func of(_ target: ExprSyntax, receiver: String?, in file: SourceFile) -> FontFramework {
        if let receiver, let name = receiver.split(separator: ".").last.map({ String($0).trimmingCharacters(in: ["?", "!"]) }) {
            if let type = declaredType(of: name, at: Syntax(target), in: file) { return of(typeName: type) }
            return .unknown
        }
        var current = Syntax(target)
        while let parent = current.parent {
            if let binding = parent.as(PatternBindingSyntax.self) {
                return binding.typeAnnotation.map { of(typeName: $0.type.trimmedText) } ?? .unknown
            }
            if parent.is(ReturnStmtSyntax.self) || parent.is(CodeBlockItemSyntax.self) {
                return returnType(around: parent).map { of(typeName: $0) } ?? .unknown
            }
            guard parent.is(ExprSyntax.self) || parent.is(InitializerClauseSyntax.self) || parent.is(ExprListSyntax.self) else { return .unknown }
            current = parent
        }
        return .unknown
    }

    /// The declared return type of the function, or the type of the computed property, a return
    /// at `node` belongs to.
    static func returnType(around node: Syntax) -> String? {
        var current = node.parent
        while let parent = current {
            if parent.is(ClosureExprSyntax.self) { return nil }
            if let function = parent.as(FunctionDeclSyntax.self) { return function.signature.returnClause?.type.trimmedText }
            if let binding = parent.as(PatternBindingSyntax.self) { return binding.typeAnnotation?.type.trimmedText }
            if parent.is(MemberBlockSyntax.self) { return nil }
            current = parent.parent
        }
        return nil
    }

    /// The type a name is declared with: a parameter of an enclosing function, a binding before
    /// it, or any variable of that name in the file.
    static func declaredType(of name: String, at node: Syntax, in file: SourceFile) -> String? {
        var current = node.parent
        while let parent = current {
            if let function = parent.as(FunctionDeclSyntax.self),
               let parameter = function.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) {
                return parameter.type.trimmedText
            }
            if let closure = parent.as(ClosureExprSyntax.self), case let .parameterClause(clause)? = closure.signature?.parameterClause,
               let parameter = clause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) {
                return parameter.type?.trimmedText
            }
            current = parent.parent
        }
        if let binding = LocalNames.binding(of: name, before: node), let type = Self.type(of: binding) { return type }
        for variable in file.variableDecls {
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                if let type = Self.type(of: binding) { return type }
            }
        }
        return nil
    }

    private static func type(of binding: PatternBindingSyntax) -> String? {
        if let annotated = binding.typeAnnotation?.type.trimmedText { return annotated }
        return binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calleeName
    }
}
