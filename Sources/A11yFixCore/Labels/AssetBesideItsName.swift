import A11yFixSyntax
import SwiftSyntax

/// An asset image named for the title shown beside it: a product's logo beside its name
/// (`Image(.xcode)` beside "Xcode", `Image("androidStudio")` beside "Android Studio"). The title
/// says what the picture shows, so VoiceOver reading both says it twice: `image-decorative` hides
/// it. Beside is: a `Text` of the same stack, or the title argument of the call whose closure
/// draws the image (`ItemLayout(title: "Xcode") { Image(.xcode) }`). Only on a name match:
/// `terminal` beside "Command Line Helper" may show something the title does not say.
enum AssetBesideItsName {
    /// The title beside the image that its asset name spells, or nil.
    static func title(beside chain: ModifierChain, assetName name: String) -> String? {
        let key = spelling(of: name)
        guard !key.isEmpty else { return nil }
        return titles(beside: chain.outermost).first { spelling(of: $0) == key }
    }

    /// Words a name adds to say how it is drawn, not what it shows (`xcodeLogo`, `scrcpy_icon`).
    static let lookWords: Set<String> = [
        "logo", "icon", "image", "img", "fill", "filled", "glyph", "symbol", "mark", "color", "colour", "mono",
        "small", "large", "big",
    ]

    /// The letters and digits of the name's words, lowercased, without the words for its look.
    static func spelling(of name: String) -> String {
        ReadableName.words(of: name).map { $0.lowercased() }.filter { !lookWords.contains($0) }.joined()
            .filter { $0.isLetter || $0.isNumber }
    }

    /// The literal title of the layout whose closure is all `view` (`SummaryHeader("Guest App") {
    /// Image(.guestSymbol) }`): the view the icon is handed to draws it beside that title.
    static func slotTitle(of view: ExprSyntax) -> String? {
        guard let list = view.parent?.parent?.as(CodeBlockItemListSyntax.self), list.count == 1,
            let closure = list.parent?.as(ClosureExprSyntax.self), closure.signature == nil,
            let owner = layoutCall(holding: closure)
        else { return nil }
        return owner.arguments.lazy.filter { ["title", "name", nil].contains($0.label?.text) }
            .compactMap { $0.expression.stringLiteralValue }.first { $0.contains(where: \.isLetter) }
    }

    /// The literal title of the call whose `icon:` closure `view` is all of (`Option(label: "Opaque",
    /// icon: { Image(systemName: "circle.fill") })`): the icon of that title, as a `Label`'s is.
    static func iconSlotTitle(of view: ExprSyntax) -> String? {
        guard let list = view.parent?.parent?.as(CodeBlockItemListSyntax.self), list.count == 1,
            let closure = list.parent?.as(ClosureExprSyntax.self), closure.signature == nil,
            (closure.parent?.as(LabeledExprSyntax.self)?.label
                ?? closure.parent?.as(MultipleTrailingClosureElementSyntax.self)?.label)?.text == "icon",
            let owner = layoutCall(holding: closure)
        else { return nil }
        return owner.arguments.lazy.filter { ["title", "name", "label", nil].contains($0.label?.text) }
            .compactMap { $0.expression.stringLiteralValue }.first { $0.contains(where: \.isLetter) }
    }

    /// Controls and links: their closures are a label or the screen they open, never a layout's artwork.
    private static let controls: Set<String> = ["Button", "NavigationLink", "Link", "Menu", "Toggle", "ShareLink"]

    /// The call `closure` is handed to: as its trailing closure, a labelled argument or an extra trailing closure.
    private static func call(taking closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        closure.parent?.as(FunctionCallExprSyntax.self)
            ?? closure.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self)
            ?? closure.parent?.as(MultipleTrailingClosureElementSyntax.self)?.parent?.parent?
            .as(FunctionCallExprSyntax.self)
    }

    /// The call whose closure `closure` is, unless a stack (its content) or a control (its label or screen).
    private static func layoutCall(holding closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        let owner = call(taking: closure)
        // `Section("Guest App") { Image(…) }` holds the image as its content, below the title, not beside it;
        // a `Picker`'s or `LabeledContent`'s content is a choice or the value the title names.
        let containers: Set<String> = [
            "Section", "GroupBox", "DisclosureGroup", "Form", "List", "ScrollView", "Picker", "LabeledContent",
            "ForEach", "Group", "TabView", "Tab", "ControlGroup", "NavigationStack", "NavigationView",
        ]
        guard let owner, let callee = owner.calleeName, callee.first?.isUppercase == true,
            !StackContent.stacks.contains(callee), !controls.contains(callee), !containers.contains(callee)
        else { return nil }
        return owner
    }

    /// Literal titles shown beside `view`: its stack's `Text`s, then the call drawing it's titles.
    private static func titles(beside view: ExprSyntax) -> [String] {
        var found: [String] = []
        if let statements = StackContent.siblings(of: view) {
            for statement in statements {
                guard case let .expr(expression) = statement.item,
                    let root = ModifierChain(endingAt: expression).root.as(FunctionCallExprSyntax.self),
                    root.calleeName == "Text", let first = root.arguments.first, first.label == nil,
                    let text = first.expression.stringLiteralValue
                else { continue }
                found.append(text)
            }
        }
        // `Layout(title: "Xcode", …) { Image(.xcode) }`: the image is the closure's only statement.
        guard let list = view.parent?.parent?.as(CodeBlockItemListSyntax.self), list.count == 1,
            let closure = list.parent?.as(ClosureExprSyntax.self)
        else { return found }
        let owner = call(taking: closure)
        guard let owner, let callee = owner.calleeName, !StackContent.stacks.contains(callee),
            !controls.contains(callee)
        else { return found }
        for argument in owner.arguments where ["title", "name", nil].contains(argument.label?.text) {
            if let text = argument.expression.stringLiteralValue { found.append(text) }
        }
        return found
    }
}
