import A11yFixSyntax
import SwiftSyntax

/// A font set where a view is made (`commonInit`, `createTitleView`, `setUpViews`, an initializer
/// or a property's closure) that a method of the same type sets again on every update pass
/// (`updateValueLabel`, `layoutSubviews`, `configure(with:)`), on every path through it: the later
/// write is what shows, so scaling the first one changes nothing on screen. Judged on real apps: a
/// stats bubble whose `createTitleView` font `updateValueLabel` replaces before the view is
/// revealed, and a subclass whose `commonInit` font its own `updateValueLabel` override replaces.
/// A method a SwiftUI representable's `updateUIView` calls on the view while giving text fonts of
/// its own (`uiView.setAttributedTitle(title:)`, from the project index) is such an update too:
/// SwiftUI runs it right after the view is made. The later write is judged where it stands.
enum OverwrittenFont {
    /// Methods that run once, where a view is made and first styled.
    static let creationNames: Set<String> = ["commonInit", "awakeFromNib", "viewDidLoad", "loadView"]
    static let creationPrefixes = ["setup", "setUp", "create", "make", "build", "init", "style", "configureView"]
    /// Methods that run again on every update, layout or reuse pass.
    static let updateNames: Set<String> = [
        "layoutSubviews", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewWillAppear", "updateUIView",
        "updateNSView", "prepareForReuse",
    ]
    static let updatePrefixes = ["update", "reload", "refresh", "configure", "apply", "render"]

    /// The later write that wins over the font `assignment` sets ("set again by
    /// updateValueLabel(_:asDetail:) at line 49"); nil when none does.
    static func winningWrite(over assignment: FontAssignment, in file: SourceFile, index: ProjectIndex) -> String? {
        guard var key = key(assignment.receiver), let owner = EnclosingType.ownerName(of: assignment.statement),
            isCreation(Syntax(assignment.statement), owner: owner, in: file)
        else { return nil }
        // `let titleLabel: UILabel = { let result = UILabel(); result.font = …; return result }()`
        // is set again as `titleLabel`.
        if let property = TextViewSizing.lazyProperty(returning: key, around: Syntax(assignment.statement)) {
            key = property
        }
        let here = Syntax(assignment.statement).ancestor(FunctionDeclSyntax.self)
        for function in file.descendants(FunctionDeclSyntax.self, of: file.tree) {
            guard function.id != here?.id, let body = function.body, EnclosingType.ownerName(of: function) == owner
            else { continue }
            let updater = index.representableUpdate(calling: function.name.text, on: owner)
            guard updater != nil || (isUpdate(function.name.text) && runs(function, in: file)),
                let write = writeOnEveryPath(body.statements, key: key, styledByCaller: updater != nil)
            else { continue }
            let line = file.location(of: write.positionAfterSkippingLeadingTrivia.utf8Offset).line
            let when = updater.map { ", which \($0) calls with text of its own fonts," } ?? ""
            return
                "set again by \(function.name.text)(…) at line \(line)\(when) on every update, so that write is what shows"
        }
        return nil
    }

    /// `self.valueLabel?` → `valueLabel`; `button.titleLabel?` → `button.titleLabel`.
    static func key(_ receiver: String) -> String? {
        var name = receiver.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
        if name.hasPrefix("self.") { name.removeFirst(5) }
        return name.isEmpty ? nil : name
    }

    /// Whether `node` runs once, where the view is made: in an initializer, a property's
    /// initializer or a creation method, or in a method of `owner` that one of those calls
    /// (`setStyle()`, called by `setupView()` from `init`).
    static func isCreation(_ node: Syntax, owner: String, in file: SourceFile, depth: Int = 0) -> Bool {
        var current = node.parent
        while let parent = current {
            if parent.is(InitializerDeclSyntax.self) { return true }
            if let function = parent.as(FunctionDeclSyntax.self) {
                let name = function.name.text
                if creationNames.contains(name) || creationPrefixes.contains(where: { name.hasPrefix($0) }) {
                    return true
                }
                // An update method runs again, wherever it is first called from.
                guard depth < 3, !isUpdate(name) else { return false }
                return file.functionCalls.contains { call in
                    call.calleeName == name && !call.calledExpression.is(MemberAccessExprSyntax.self)
                        && EnclosingType.ownerName(of: call) == owner
                        && isCreation(Syntax(call), owner: owner, in: file, depth: depth + 1)
                }
            }
            if parent.is(AccessorBlockSyntax.self) { return false }
            if parent.is(PatternBindingSyntax.self) { return true }
            current = parent.parent
        }
        return false
    }

    static func isUpdate(_ name: String) -> Bool {
        updateNames.contains(name) || updatePrefixes.contains { name.hasPrefix($0) }
    }

    /// An update method runs when the system or a superclass calls it (an override, a lifecycle
    /// name), when the file calls it, or when it is `public` or `open`: the view's API for other
    /// modules (`public func update(with:)`), how its users hand it content. Any other that
    /// nothing in the file calls may never replace the first font.
    static func runs(_ function: FunctionDeclSyntax, in file: SourceFile) -> Bool {
        if updateNames.contains(function.name.text) { return true }
        if function.modifiers.contains(where: { $0.name.text == "override" }) { return true }
        if function.modifiers.contains(where: { ["public", "open"].contains($0.name.text) }) { return true }
        let name = function.name.text
        return file.functionCalls.contains { call in
            let callee = call.calledExpression
            let called =
                callee.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            return called == name && !(call.position >= function.position && call.endPosition <= function.endPosition)
        }
    }

    /// The first statement that sets `key`'s font (or its attributed text with a font) on every
    /// path through `statements`: at their top level, or in every branch of an `if`/`else` chain
    /// or a `switch` with a `default`.
    static func writeOnEveryPath(_ statements: CodeBlockItemListSyntax, key: String, styledByCaller: Bool = false)
        -> Syntax?
    {
        for item in statements {
            if writes(item, key: key, styledByCaller: styledByCaller) { return Syntax(item) }
            let expression =
                item.item.as(ExpressionStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self)
            if let branch = expression?.as(IfExprSyntax.self),
                let write = writeInEveryBranch(of: branch, key: key, styledByCaller: styledByCaller)
            {
                return write
            }
            if let choice = expression?.as(SwitchExprSyntax.self),
                choice.cases.contains(where: {
                    $0.as(SwitchCaseSyntax.self)?.label.is(SwitchDefaultLabelSyntax.self) == true
                })
            {
                let writes = choice.cases.compactMap { $0.as(SwitchCaseSyntax.self) }.map {
                    writeOnEveryPath($0.statements, key: key, styledByCaller: styledByCaller)
                }
                if let first = writes.first, writes.allSatisfy({ $0 != nil }) { return first }
            }
        }
        return nil
    }

    private static func writeInEveryBranch(of branch: IfExprSyntax, key: String, styledByCaller: Bool) -> Syntax? {
        guard let first = writeOnEveryPath(branch.body.statements, key: key, styledByCaller: styledByCaller) else {
            return nil
        }
        switch branch.elseBody {
        case let .codeBlock(block)?:
            return writeOnEveryPath(block.statements, key: key, styledByCaller: styledByCaller).map { _ in first }
        case let .ifExpr(next)?:
            return writeInEveryBranch(of: next, key: key, styledByCaller: styledByCaller).map { _ in first }
        case nil: return nil
        }
    }

    /// `key.font = …`, `key.attributedText = …` or `owner.setAttributedTitle(…)` (for
    /// `owner.titleLabel`) in a body that gives its attributed text a font, or whose caller does.
    private static func writes(_ item: CodeBlockItemSyntax, key: String, styledByCaller: Bool) -> Bool {
        guard let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
        else { return false }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                let target = elements[0].as(MemberAccessExprSyntax.self), let base = target.base,
                self.key(base.trimmedText) == key
            else { return false }
            switch target.declName.baseName.text {
            case "font": return true
            case "attributedText": return styledByCaller || givesAttributedFont(around: item)
            default: return false
            }
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "setAttributedTitle", let base = member.base
        {
            return self.key(base.trimmedText).map { "\($0).titleLabel" } == key
                && (styledByCaller || givesAttributedFont(around: item))
        }
        return false
    }

    /// Whether the function around `item` sets a `.font` attribute.
    private static func givesAttributedFont(around item: CodeBlockItemSyntax) -> Bool {
        guard let body = TextViewSizing.enclosingBody(of: Syntax(item)) else { return false }
        let text = body.trimmedText
        return text.includes(".font:") || text.includes("Key.font")
    }
}
