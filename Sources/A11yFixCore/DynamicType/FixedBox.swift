import A11yFixSyntax
import SwiftSyntax

/// A UIKit label whose box is a small fixed square or tile: an avatar's initials, an emoji or icon
/// button of constant width and height. Its text is a picture sized to the box; scaling it clips,
/// and growing the box would change the design (judged on apps never tuned on: the initials of a
/// 60 pt avatar placeholder, a 32 pt emoji in a 38 × 38 button that clips to its bounds).
/// A box fixed only in height (a row) is not this: the height can be let grow, so that is reported.
enum FixedBox {
    /// Tiles are no larger than this on either side, unless both sides are one name.
    static let tileSide = 88.0

    /// Why the text of `receiver` keeps its size, or nil.
    static func reason(for receiver: String, statement: CodeBlockItemSyntax, in file: SourceFile) -> String? {
        guard let name = TextViewSizing.ownerName(receiver), file.containsAny("width", "Width") else { return nil }
        let node = Syntax(statement)
        // Each box with the place that names it: a container's own local is found where it adds the label.
        var boxes = [(name, node)]
        let type = node.ancestor(MemberBlockSyntax.self).map(Syntax.init) ?? Syntax(file.tree)
        let scope = LocalNames.isLocal(name, at: node) ? TextViewSizing.enclosingBody(of: node) ?? type : type
        boxes += FixedHeightContainer.containers(of: name, in: scope, file: file)
        // `lazy var levelLabel: UILabel = { let label = UILabel(); …; return label }()` is added as `levelLabel`.
        if LocalNames.isLocal(name, at: node),
            let property = TextViewSizing.lazyProperty(returning: name, around: node),
            property != name
        {
            boxes += FixedHeightContainer.containers(of: property, in: type, file: file)
        }
        for (box, place) in boxes {
            // Laid over a picture of constant size (a number on a shield, a count on an icon): the
            // image does not grow with the text, whatever its proportions.
            if box != name, FontFramework.declaredType(of: box, at: place, in: file)?.hasSuffix("ImageView") == true,
                let size = tileSize(of: box, at: place, in: file, square: false)
            {
                return
                    "\(name) is laid over \(box), an image of constant width and height (\(size)): its text is part of the picture"
            }
            if let size = tileSize(of: box, at: place, in: file) {
                let tile = box == name ? "\(name) is a tile" : "\(name) is drawn in \(box), a tile"
                return "\(tile) of constant width and height (\(size)): its text is sized to the box"
            }
        }
        if let size = collectionItemSize(around: node, in: file) {
            return
                "\(name) is in a collection cell of constant width and height (itemSize \(size)): its text is sized to the cell"
        }
        return nil
    }

    /// `layout.itemSize = CGSize(width: side, height: side)` in the file, for a node in a
    /// `UICollectionViewCell` subclass: every cell is such a tile (an emoji keyboard's keys).
    static func collectionItemSize(around node: Syntax, in file: SourceFile) -> String? {
        guard file.containsText("itemSize"),
            let type = node.ancestor(ClassDeclSyntax.self),
            type.inheritanceClause?.inheritedTypes.contains(where: {
                $0.type.trimmedText.hasSuffix("CollectionViewCell")
            }) == true
        else { return nil }
        for call in file.functionCalls where call.calleeName == "CGSize" {
            guard let sequence = call.parent?.parent?.as(SequenceExprSyntax.self),
                case let elements = Array(sequence.elements), elements.count == 3, elements[2].id == call.id,
                elements[1].is(AssignmentExprSyntax.self),
                elements[0].as(MemberAccessExprSyntax.self)?.declName.baseName.text == "itemSize",
                let width = call.argument(labeled: "width")?.expression,
                let height = call.argument(labeled: "height")?.expression, isSide(width), isSide(height)
            else { continue }
            if isTile(width, height) { return "\(width.trimmedText) × \(height.trimmedText)" }
        }
        return nil
    }

    /// Whether `body` binds `name` itself (`let name = …`), not counting closures inside it.
    static func declares(_ name: String, in body: Syntax, file: SourceFile) -> Bool {
        file.descendants(IdentifierPatternSyntax.self, of: body).contains { pattern in
            pattern.identifier.text == name
                && pattern.ancestor(PatternBindingSyntax.self) != nil
                && TextViewSizing.enclosingBody(of: Syntax(pattern))?.id == body.id
        }
    }

    /// Square: both sides one name, or numbers within a quarter of each other and at most
    /// `tileSide` (a 60 × 28 text button is a row that could grow, not a tile). With `square`
    /// false, any two numbers up to `tileSide`: a small picture of any proportions.
    static func isTile(_ width: ExprSyntax, _ height: ExprSyntax, square: Bool = true) -> Bool {
        if width.trimmedText == height.trimmedText { return true }
        guard let w = number(width), let h = number(height), max(w, h) <= tileSide else { return false }
        return !square || max(w, h) <= min(w, h) * 1.25
    }

    /// A literal, or one operation on two literals (`31 * 1.5`).
    static func number(_ value: ExprSyntax) -> Double? {
        if let literal = value.numberLiteralValue { return literal }
        guard let sequence = value.as(SequenceExprSyntax.self) else { return nil }
        return FixedSizeArithmetic.value(of: Array(sequence.elements), sizeOf: \.numberLiteralValue)
    }

    /// `60 × 60` when `name` is given a constant width and height in its body (a local) or its
    /// type (a property), square (see `isTile`).
    static func tileSize(of name: String, at node: Syntax, in file: SourceFile, square: Bool = true) -> String? {
        // A local, also one whose declaration `node` is in (`let result = UIStackView(arrangedSubviews: […])`):
        // its body; a property: its type.
        let body = TextViewSizing.enclosingBody(of: node)
        let scope: Syntax?
        if LocalNames.isLocal(name, at: node) || body.map({ declares(name, in: $0, file: file) }) == true {
            scope = body
        } else {
            scope = node.ancestor(MemberBlockSyntax.self).map(Syntax.init)
        }
        guard let scope else { return nil }
        // Each name with where it is sized: a property made by a closure is sized there under the closure's local.
        var places = [(name, scope)]
        if scope.is(MemberBlockSyntax.self), let made = closureLocal(of: name, in: scope, file: file) {
            places.append(made)
        }
        var width: ExprSyntax?
        var height: ExprSyntax?
        for (sized, place) in places {
            for call in file.descendants(FunctionCallExprSyntax.self, of: place) {
                for (side, value) in sides(set: call, on: sized) {
                    if side == "width" { width = width ?? value } else { height = height ?? value }
                }
            }
        }
        guard let width, let height else { return nil }
        guard isTile(width, height, square: square) else { return nil }
        return "\(width.trimmedText) × \(height.trimmedText)"
    }

    /// The local a property's closure makes and returns, with the closure
    /// (`lazy var badge: UIImageView = { let view = UIImageView(); …; return view }()`: `view`).
    static func closureLocal(of property: String, in members: Syntax, file: SourceFile) -> (String, Syntax)? {
        for binding in file.descendants(PatternBindingSyntax.self, of: members)
        where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == property {
            guard let call = binding.initializer?.value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
                let closure = call.calledExpression.as(ClosureExprSyntax.self),
                let returned = closure.statements.compactMap({ $0.item.as(ReturnStmtSyntax.self)?.expression }).last
                    ?? closure.statements.last?.item.as(ExprSyntax.self),
                let local = returned.as(DeclReferenceExprSyntax.self)?.baseName.text
            else { continue }
            return (local, Syntax(closure))
        }
        return nil
    }

    /// The constant sides one call gives `name`: `name.widthAnchor.constraint(equalToConstant: 60)`,
    /// `name.set(.width, to: 38)` (a layout helper's spelling), `name.frame = CGRect(…)` and
    /// `UIView(frame: CGRect(…))` bound to `name`.
    static func sides(set call: FunctionCallExprSyntax, on name: String) -> [(String, ExprSyntax)] {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else {
            return frameSides(call, on: name)
        }
        let method = member.declName.baseName.text
        if method == "constraint", let anchor = member.base?.as(MemberAccessExprSyntax.self),
            let base = anchor.base, TextViewSizing.plainName(base.trimmedText) == name,
            let value = call.argument(labeled: "equalToConstant")?.expression, isSide(value)
        {
            switch anchor.declName.baseName.text {
            case "widthAnchor": return [("width", value)]
            case "heightAnchor": return [("height", value)]
            default: return []
            }
        }
        if method == "set", let base = member.base, TextViewSizing.plainName(base.trimmedText) == name,
            call.arguments.count == 2, let side = call.arguments.first?.expression.trimmedText,
            [".width", ".height"].contains(side), let value = call.argument(labeled: "to")?.expression,
            isSide(value)
        {
            return [(String(side.dropFirst()), value)]
        }
        return frameSides(call, on: name)
    }

    /// A number other than 0, or a name (`avatarSide`, `Layout.avatar`): a side no content sets.
    static func isSide(_ value: ExprSyntax) -> Bool {
        if let number = number(value) { return number != 0 }
        // `bounds.width`, `frame.height`: measured, not chosen.
        if HeldViews.measuredWords.contains(where: { value.trimmedText.includes($0) }) { return false }
        if value.is(DeclReferenceExprSyntax.self) { return true }
        guard let member = value.as(MemberAccessExprSyntax.self) else { return false }
        return member.base == nil || member.base?.is(DeclReferenceExprSyntax.self) == true
    }

    private static func frameSides(_ call: FunctionCallExprSyntax, on name: String) -> [(String, ExprSyntax)] {
        guard TextViewSizing.isConstantFrame(call, of: name) else { return [] }
        let size = call.argument(labeled: "size")?.expression.as(FunctionCallExprSyntax.self)
        guard let width = call.argument(labeled: "width")?.expression ?? size?.argument(labeled: "width")?.expression,
            let height = call.argument(labeled: "height")?.expression ?? size?.argument(labeled: "height")?.expression,
            isSide(width)
        else { return [] }
        return [("width", width), ("height", height)]
    }
}
