import A11yFixSyntax
import SwiftSyntax

/// Fonts of system bar chrome: navigation bar titles (`titleTextAttributes`,
/// `largeTitleTextAttributes`), bar button, tab bar item and segmented control titles
/// (`setTitleTextAttributes(_:for:)`), and a label or button shown in a bar: a navigation item's
/// `titleView` or a bar button item's `customView`.
/// Bars keep one height at every text size and show the Large Content Viewer instead, so a
/// larger font there is clipped, not read.
enum BarChromeFont {
    static let attributeProperties: Set<String> = ["titleTextAttributes", "largeTitleTextAttributes"]
    static let attributeSetters: Set<String> = ["setTitleTextAttributes", "setBadgeTextAttributes"]

    static func isBarChrome(_ expression: ExprSyntax, assignment: FontAssignment?, in file: SourceFile) -> Bool {
        guard
            file.containsAny(
                "TextAttributes", "titleView", "TitleView", "customView", "BarItem", "barItem", "TabBar", "tabBar",
                "NavigationBar", "navigationBar", "navigationTitle", "NavBar", "navBar", "Toolbar")
        else { return false }
        if FontMeasuringUse.everyUse(of: Syntax(expression), depth: 0, satisfies: isBarAttribute) { return true }
        if isInTitleViewCase(Syntax(expression)) { return true }
        guard let assignment else { return false }
        return isTitleView(assignment.receiver, statement: assignment.statement, in: file)
    }

    /// Inside `bar.titleTextAttributes = […]` or `item.setTitleTextAttributes([…], for: .normal)`.
    static func isBarAttribute(_ node: Syntax) -> Bool {
        var current = node
        while let parent = current.parent, !parent.is(CodeBlockItemSyntax.self), !parent.is(MemberBlockItemSyntax.self),
            !parent.is(ClosureExprSyntax.self)
        {
            if let call = parent.as(FunctionCallExprSyntax.self),
                let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                attributeSetters.contains(member.declName.baseName.text)
            {
                return true
            }
            if let sequence = parent.as(SequenceExprSyntax.self) {
                let elements = Array(sequence.elements)
                if elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                    node.position >= elements[2].position,
                    let target = elements[0].as(MemberAccessExprSyntax.self),
                    isBarStyleProperty(target.declName.baseName.text)
                {
                    return true
                }
            }
            current = parent
        }
        return false
    }

    /// `titleTextAttributes`, or a property named for a bar's font or attributes
    /// (`style.buttonBarItemFont`, `tabBarTitleAttributes`): a paging or tab bar of fixed height.
    static func isBarStyleProperty(_ name: String) -> Bool {
        if attributeProperties.contains(name) { return true }
        let lowered = name.lowercased()
        guard lowered.hasSuffix("font") || lowered.hasSuffix("attributes") else { return false }
        return ["baritem", "tabbar", "navigationbar", "navbar"].contains { lowered.includes($0) }
    }

    /// In a `case .titleView:` of a style switch (or `.navigationTitle`, `.navBarTitle`): the
    /// style of a navigation bar's title view.
    static func isInTitleViewCase(_ node: Syntax) -> Bool {
        guard let switchCase = node.ancestor(SwitchCaseSyntax.self), case let .case(label) = switchCase.label else {
            return false
        }
        let items = label.caseItems.trimmedText.lowercased()
        return ["titleview", "navigationtitle", "navbartitle"].contains { items.includes($0) }
    }

    /// The receiver is shown in a bar: itself (or the lazy property that makes it), the view it
    /// is added to, or the type it is a part of is what the file sets as a `titleView` or a bar
    /// button's `customView` (or the type is named for a navigation bar's title view).
    static func isTitleView(_ receiver: String, statement: CodeBlockItemSyntax, in file: SourceFile) -> Bool {
        let shown = barViews(in: file)
        if let name = TextViewSizing.ownerName(receiver) {
            var names = [name]
            if let property = TextViewSizing.lazyProperty(returning: name, around: Syntax(statement)) {
                names.append(property)
            }
            for name in names {
                if shown.contains(name) { return true }
                let added = FixedHeightContainer.containers(of: name, in: Syntax(file.tree), file: file)
                if added.contains(where: { shown.contains($0.0) }) { return true }
            }
        }
        var current = statement.parent
        while let candidate = current {
            // Made in the function whose result the file shows in a bar
            // (`navigationItem.titleView = Self.makeLogoView()`): a part of that bar view.
            if let function = candidate.as(FunctionDeclSyntax.self), shown.contains(function.name.text) {
                return true
            }
            if let name = candidate.as(ClassDeclSyntax.self)?.name.text {
                let lowered = name.lowercased()
                return shown.contains(name) || isNamedForBar(lowered)
            }
            current = candidate.parent
        }
        return false
    }

    /// A view type named for a bar's content: a navigation bar's title view
    /// (`ProfileNavigationBarTitleView`), a toolbar's or tab bar's view (`ReaderToolbarView`).
    static func isNamedForBar(_ lowered: String) -> Bool {
        if lowered.hasSuffix("titleview"), lowered.includes("navigation") || lowered.includes("navbar") { return true }
        return ["toolbarview", "toolbar", "tabbarview", "navigationbarview", "navbarview"].contains {
            lowered.hasSuffix($0)
        }
    }

    /// `configuration.attributedTitle = AttributedString(title, attributes: …[.font: font])`, then
    /// `button.configuration = configuration` and `navigationItem.titleView = button`: the view the
    /// font reaches through the statements after it in its block, when the file shows that view in
    /// a bar (judged on apps never tuned on: a title button copying the bar's 17 pt semibold title
    /// was scaled, and would outgrow the bar).
    static func barViewCarrying(_ expression: ExprSyntax, in file: SourceFile) -> String? {
        let shown = barViews(in: file)
        guard !shown.isEmpty, let item = expression.ancestor(CodeBlockItemSyntax.self),
            let block = item.parent?.as(CodeBlockItemListSyntax.self)
        else { return nil }
        var carriers = writtenNames(item)
        guard !carriers.isEmpty else { return nil }
        for later in block.drop(while: { $0.id != item.id }).dropFirst() {
            let read = Set(
                later.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                    if case let .identifier(name) = token.tokenKind { return name }
                    return nil
                })
            if !read.isDisjoint(with: carriers) { carriers.formUnion(writtenNames(later)) }
        }
        return carriers.sorted().first(where: shown.contains)
    }

    /// The names a statement gives a value to: a declared local, an assignment's target (by its
    /// first name after `self.`), or the receiver of a call (`button.setAttributedTitle(…)`).
    private static func writtenNames(_ statement: CodeBlockItemSyntax) -> Set<String> {
        if let variable = statement.item.as(VariableDeclSyntax.self) {
            return Set(variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text })
        }
        guard let expression = statement.expression else { return [] }
        if let write = Write(expression), write.operation == .assignment {
            return rootName(write.target).map { [$0] } ?? []
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
            let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        {
            return rootName(base).map { [$0] } ?? []
        }
        return []
    }

    /// `configuration` of `configuration.attributedTitle`, `titleButton` of `self.titleButton?.configuration`.
    private static func rootName(_ path: ExprSyntax) -> String? {
        let names = path.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
            if case let .identifier(name) = token.tokenKind { return name }
            return nil
        }
        return names.first
    }

    /// What the file shows in a bar: `navigationItem.titleView = titleLabel` gives `titleLabel`,
    /// `… = HeaderTitleView()` gives `HeaderTitleView` (`… = Self.makeLogoView()` gives the function
    /// `makeLogoView`), `UIBarButtonItem(customView: container)`
    /// gives `container`.
    static func barViews(in file: SourceFile) -> Set<String> {
        guard file.containsAny("titleView", "customView") else { return [] }
        return file.memoized("BarChromeFont.barViews") {
            var names: Set<String> = []
            for sequence in file.descendants(SequenceExprSyntax.self, of: file.tree) {
                let elements = Array(sequence.elements)
                guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                    let target = elements[0].as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                    target == "titleView" || target == "customView"
                else { continue }
                if let name = TextViewSizing.plainName(elements[2].trimmedText) { names.insert(name) }
                if let type = elements[2].as(FunctionCallExprSyntax.self)?.calleeName { names.insert(type) }
            }
            for call in file.functionCalls where call.calleeName == "UIBarButtonItem" {
                guard let view = call.argument(labeled: "customView")?.expression else { continue }
                if let name = TextViewSizing.plainName(view.trimmedText) { names.insert(name) }
                if let maker = view.as(FunctionCallExprSyntax.self)?.calleeName { names.insert(maker) }
            }
            return names
        }
    }

    /// Inside the content of a SwiftUI `ToolbarItem` or `ToolbarItemGroup`: drawn in a bar of fixed
    /// height, which shows the Large Content Viewer rather than growing (judged on unseen apps: a
    /// leading bar title that shrinks on scroll, whose scaling would clip it).
    static func isInToolbarItem(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let candidate = current, !candidate.is(MemberBlockSyntax.self) {
            if let call = candidate.as(FunctionCallExprSyntax.self),
                ["ToolbarItem", "ToolbarItemGroup"].contains(call.calleeName ?? "")
            {
                return true
            }
            current = candidate.parent
        }
        return false
    }
}
