import A11yFixSyntax
import SwiftSyntax

/// A label that no view hierarchy holds: the file only sets or reads its properties (`label.text =`,
/// `timeLabel.text` handed to another object), never adds it to a view, a stack, an array or an
/// argument, and it is no outlet. Nothing draws its text, so its font changes nothing on screen
/// (judged on apps never tuned on: labels declared for a hover overlay and never used).
///
/// Only names the file sees every use of: a local, or a `private`/`fileprivate` stored property
/// (also one made by a closure that returns the local the font is set on), and only in a type that
/// lays views out in code (it adds other views to a view or a stack): where it adds none, its
/// views may be placed in ways not written here.
enum OffScreenLabel {
    /// Why the view `receiver` (set at `statement`) shows no text, or nil when it may be shown.
    static func reason(receiver: String, statement: CodeBlockItemSyntax, in file: SourceFile) -> String? {
        guard let name = TextViewSizing.plainName(receiver), placesViews(around: Syntax(statement)) else {
            return nil
        }
        if !receiver.hasPrefix("self."), let (declaration, block) = local(name, above: statement) {
            if let property = propertyReturning(name, from: block) {
                return propertyReason(property, in: file)
            }
            let after = block.filter { $0.position > declaration.position }
            guard after.allSatisfy({ onlyMemberUses(of: name, in: Syntax($0)) }) else { return nil }
            return
                "\(name) is made here but never added to a view (no addSubview, stack or outlet), so no text is drawn in this font"
        }
        guard let property = storedProperty(name, around: Syntax(statement)) else { return nil }
        return propertyReason(property, in: file)
    }

    private static func propertyReason(_ property: PatternBindingSyntax, in file: SourceFile) -> String? {
        guard let variable = property.parent?.parent?.as(VariableDeclSyntax.self),
            variable.modifiers.contains(where: { ["private", "fileprivate"].contains($0.name.text) }),
            !variable.attributes.trimmedText.includes("Outlet"),
            let name = property.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            onlyMemberUses(of: name, in: Syntax(file.tree))
        else { return nil }
        return
            "\(name) is never added to a view (no addSubview, stack or outlet in the file; only its properties are set or read), so no text is drawn in this font"
    }

    /// Whether the outermost type around `node` adds views to a view or a stack in its own body.
    private static func placesViews(around node: Syntax) -> Bool {
        var current = node.parent
        var outermost: Syntax?
        while let candidate = current {
            if candidate.isProtocol(DeclGroupSyntax.self) { outermost = candidate }
            current = candidate.parent
        }
        guard let type = outermost else { return false }
        return type.tokens(viewMode: .sourceAccurate).contains {
            ["addSubview", "addArrangedSubview", "insertSubview", "insertArrangedSubview", "arrangedSubviews"]
                .contains($0.text)
        }
    }

    /// The declaration of local `name` in a block around `statement`, before it, and that block.
    private static func local(_ name: String, above statement: CodeBlockItemSyntax)
        -> (CodeBlockItemSyntax, CodeBlockItemListSyntax)?
    {
        var current = Syntax(statement)
        while let parent = current.parent, !parent.is(MemberBlockSyntax.self) {
            defer { current = parent }
            guard let block = parent.as(CodeBlockItemListSyntax.self) else { continue }
            for item in block where item.position < current.position {
                guard let variable = item.item.as(VariableDeclSyntax.self),
                    variable.bindings.contains(where: {
                        $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
                    })
                else { continue }
                return (item, block)
            }
        }
        return nil
    }

    /// `lazy var timeLabel: UILabel = { let label = UILabel(); …; return label }()`: the binding
    /// whose immediately called closure `block` is and returns local `name`.
    private static func propertyReturning(_ name: String, from block: CodeBlockItemListSyntax)
        -> PatternBindingSyntax?
    {
        guard let closure = block.parent?.as(ClosureExprSyntax.self),
            let call = closure.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == closure.id,
            let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
            binding.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true,
            let last = block.last
        else { return nil }
        let returned = last.item.as(ReturnStmtSyntax.self)?.expression ?? last.expression
        return returned?.as(DeclReferenceExprSyntax.self)?.baseName.text == name ? binding : nil
    }

    /// The stored property `name` of the type around `node`, as declared in it.
    private static func storedProperty(_ name: String, around node: Syntax) -> PatternBindingSyntax? {
        var current = node
        while let parent = current.parent {
            defer { current = parent }
            guard let members = parent.as(MemberBlockSyntax.self)?.members else { continue }
            for member in members {
                guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                for binding in variable.bindings
                where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                    return binding.accessorBlock == nil ? binding : nil
                }
            }
            return nil
        }
        return nil
    }

    /// Members whose use says the view is in a hierarchy, or may be put in one by code not read here.
    static let placingMembers: Set<String> = [
        "topAnchor", "bottomAnchor", "leadingAnchor", "trailingAnchor", "leftAnchor", "rightAnchor",
        "centerXAnchor", "centerYAnchor", "widthAnchor", "heightAnchor", "firstBaselineAnchor", "lastBaselineAnchor",
        "superview", "window", "removeFromSuperview",
    ]
    /// Calls on a label that draw nothing and place it nowhere: sizing and measuring.
    static let plainCalls: Set<String> = [
        "sizeToFit", "sizeThatFits", "systemLayoutSizeFitting", "textRect", "setNeedsLayout", "setNeedsDisplay",
    ]

    /// Whether every mention of `name` in `root` is a property of it set or read (`name.text = …`,
    /// `self.name.font`), so it is never handed on or placed. A mention not understood counts as a use.
    static func onlyMemberUses(of name: String, in root: Syntax) -> Bool {
        for token in root.tokens(viewMode: .sourceAccurate) where token.text == name {
            guard let parent = token.parent else { continue }
            if parent.is(IdentifierPatternSyntax.self) || parent.is(FunctionParameterSyntax.self)
                || parent.as(LabeledExprSyntax.self)?.label?.id == token.id
            {
                continue
            }
            guard let reference = parent.as(DeclReferenceExprSyntax.self) else { return false }
            var used = Syntax(reference)
            // `self.name`: the same property; `other.name` is another object's, not followed.
            if let member = used.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
                guard member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else {
                    return false
                }
                used = Syntax(member)
            }
            while let wrapper = used.parent,
                wrapper.is(OptionalChainingExprSyntax.self) || wrapper.is(ForceUnwrapExprSyntax.self)
            {
                used = wrapper
            }
            guard let access = used.parent?.as(MemberAccessExprSyntax.self), access.base?.id == used.id else {
                return false
            }
            let member = access.declName.baseName.text
            if placingMembers.contains(member) { return false }
            if let call = access.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == access.id,
                !plainCalls.contains(member)
            {
                return false
            }
        }
        return true
    }
}
