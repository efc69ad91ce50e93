import A11yFixSyntax
import SwiftSyntax

/// A UIKit label whose box does not grow with its text, or whose text is a picture: scaling its
/// font there clips or overflows, for no one who reads it (judged on apps never tuned on).
///
/// - laid out by hand: its type's `layoutSubviews()` (or `viewDidLayoutSubviews()`) sets its
///   `frame` or `bounds`, so no constraint lets it grow;
/// - pinned to a constant size: SnapKit's `make.size.equalTo(Sizes.avatar)`, `make.width.height.equalTo(30)`;
/// - a glyph hidden from VoiceOver: `label.isAccessibilityElement = false` on a label named for a
///   picture (`emojiLabel`, `iconLabel`), whose text is decoration sized to its slot.
enum FixedLabelBox {
    /// Why `receiver`'s font keeps its size, or nil.
    static func reason(for receiver: String, at node: some SyntaxProtocol) -> String? {
        guard let name = TextViewSizing.ownerName(receiver),
            let members = Syntax(node).ancestor(MemberBlockSyntax.self)
        else { return nil }
        if let line = handLayout(of: name, in: members) {
            return
                "\(name) is laid out by hand in layoutSubviews (\(line)): no constraint lets its box grow with the text"
        }
        if let size = pinnedSize(of: name, in: members) {
            return "\(name) is pinned to a constant size (\(size)): its box does not grow with the text"
        }
        if isPicture(name), hidesFromVoiceOver(name, in: members) {
            return
                "\(name) shows a glyph hidden from VoiceOver (isAccessibilityElement = false): decoration sized to its slot"
        }
        return nil
    }

    /// `badgeLabel.frame = frame` in `layoutSubviews()`: `badgeLabel.frame = …`.
    private static func handLayout(of name: String, in members: MemberBlockSyntax) -> String? {
        for member in members.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self),
                ["layoutSubviews", "viewDidLayoutSubviews"].contains(function.name.text), let body = function.body
            else { continue }
            for sequence in FixedHeightContainer.descendants(SequenceExprSyntax.self, of: Syntax(body)) {
                let elements = Array(sequence.elements)
                guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                    let target = elements[0].as(MemberAccessExprSyntax.self),
                    ["frame", "bounds"].contains(target.declName.baseName.text),
                    let base = target.base, TextViewSizing.plainName(base.trimmedText) == name
                else { continue }
                return elements[0].trimmedText + " = …"
            }
        }
        return nil
    }

    /// SnapKit's `make.size.equalTo(Sizes.avatar)` or `make.width.height.equalTo(30)` on the label:
    /// both sides held at a constant (a number, a `CGSize`, a type's static constant).
    private static func pinnedSize(of name: String, in members: MemberBlockSyntax) -> String? {
        guard members.trimmedText.includes("\(name).snp.") else { return nil }
        for call in FixedHeightContainer.descendants(FunctionCallExprSyntax.self, of: Syntax(members)) {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                ["makeConstraints", "remakeConstraints"].contains(member.declName.baseName.text),
                let snp = member.base?.as(MemberAccessExprSyntax.self), snp.declName.baseName.text == "snp",
                let base = snp.base, TextViewSizing.plainName(base.trimmedText) == name,
                let closure = call.trailingClosure
            else { continue }
            for inner in FixedHeightContainer.descendants(FunctionCallExprSyntax.self, of: Syntax(closure)) {
                guard let equal = inner.calledExpression.as(MemberAccessExprSyntax.self),
                    equal.declName.baseName.text == "equalTo", let value = inner.arguments.first?.expression,
                    isConstantSize(value)
                else { continue }
                var sides: Set<String> = []
                var chain = equal.base
                while let link = chain?.as(MemberAccessExprSyntax.self) {
                    sides.insert(link.declName.baseName.text)
                    chain = link.base
                }
                if sides.contains("size") || sides.isSuperset(of: ["width", "height"]) { return inner.trimmedText }
            }
        }
        return nil
    }

    /// `30`, `CGSize(width: 30, height: 30)`, `Styles.Sizes.avatar`: not another view's size.
    private static func isConstantSize(_ value: ExprSyntax) -> Bool {
        if value.numberLiteralValue != nil { return true }
        if let call = value.as(FunctionCallExprSyntax.self), call.calleeName == "CGSize" {
            return call.arguments.allSatisfy { $0.expression.numberLiteralValue != nil || isStaticPath($0.expression) }
        }
        return isStaticPath(value)
    }

    /// `Styles.Sizes.avatar`: a member path from a type name.
    private static func isStaticPath(_ value: ExprSyntax) -> Bool {
        var current: ExprSyntax? = value
        while let member = current?.as(MemberAccessExprSyntax.self) { current = member.base }
        guard value.is(MemberAccessExprSyntax.self), let root = current?.as(DeclReferenceExprSyntax.self) else {
            return false
        }
        return root.baseName.text.first?.isUppercase == true && !value.trimmedText.contains("snp")
    }

    /// A label named for a picture: `emojiLabel`, `iconLabel`, `glyphView`.
    private static func isPicture(_ name: String) -> Bool {
        let words = Set(ReadableName.words(of: name).map { $0.lowercased() })
        return !words.isDisjoint(with: ["emoji", "icon", "glyph", "symbol"])
    }

    private static func hidesFromVoiceOver(_ name: String, in members: MemberBlockSyntax) -> Bool {
        let text = members.trimmedText
        return text.includes("\(name).isAccessibilityElement = false")
            || text.includes("self.\(name).isAccessibilityElement = false")
            || text.includes("\(name).accessibilityElementsHidden = true")
    }
}
