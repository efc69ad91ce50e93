import A11yFixSyntax

/// The view types a file shows in a bar: `navigationItem.titleView = ChatTitleView()`, or a local
/// made from a type and set there (`let titleView = ChatTitleView(); navigationItem.titleView = titleView`),
/// and `UIBarButtonItem(customView: …)` (or `shareItem.customView = …`, `tabsButton.customView = …`)
/// the same way. Other `customView:` arguments (a table row's,
/// a cell accessory's) and other views' `titleView` properties are no bar. A bar keeps one height at every text size,
/// so the fonts such a type sets are bar chrome wherever the type is declared.
struct BarViewTypes: TokenReading {
    private(set) var names: Set<String> = []
    let tokens: [SwiftTokenScanner.Token]
    let bytes: [UInt8]

    init(tokens: [SwiftTokenScanner.Token], bytes: [UInt8]) {
        self.tokens = tokens
        self.bytes = bytes
        // `let name = Type(` and `var name: Type`: what a later `titleView = name` shows.
        var made: [String: String] = [:]
        for index in tokens.indices where equals(index, "titleView") || equals(index, "customView") {
            // `navigationItem.titleView = …`, not any view's `titleView` property.
            let isAssigned =
                equals(index, "titleView") && equals(index - 2, "navigationItem")
                && isPunctuation(index - 1, UInt8(ascii: ".")) && isPunctuation(index + 1, UInt8(ascii: "="))
                && !isPunctuation(index + 2, UInt8(ascii: "="))
            // `UIBarButtonItem(customView: …)`, not a table row's or cell accessory's `customView:`.
            let isArgument =
                equals(index, "customView") && isPunctuation(index + 1, UInt8(ascii: ":"))
                && isPunctuation(index - 1, UInt8(ascii: "(")) && equals(index - 2, "UIBarButtonItem")
            // `toolbarTabsButton.customView = …`, `shareItem.customView = …`: a bar button item's
            // property, named as the item or button it is; other views' `customView` (a popup's, a
            // HUD's) are no bar.
            let isItemProperty =
                equals(index, "customView") && isPunctuation(index - 1, UInt8(ascii: ".")) && isName(index - 2)
                && ["item", "button"].contains { text(index - 2).lowercased().hasSuffix($0) }
                && isPunctuation(index + 1, UInt8(ascii: "=")) && !isPunctuation(index + 2, UInt8(ascii: "="))
            guard isAssigned || isArgument || isItemProperty else { continue }
            var value = index + 2
            if equals(value, "self"), isPunctuation(value + 1, UInt8(ascii: ".")) { value += 2 }
            guard isName(value) else { continue }
            if !isLowercase(value), isPunctuation(value + 1, UInt8(ascii: "(")) {
                names.insert(text(value))
            } else if isLowercase(value) {
                if made.isEmpty { made = madeTypes() }
                if let type = made[text(value)] { names.insert(type) }
            }
        }
    }

    /// `let name = Type(…)`, `let name: Type`, `var name: Type?`: each name's type, the last one
    /// written winning.
    private func madeTypes() -> [String: String] {
        var types: [String: String] = [:]
        for index in tokens.indices where equals(index, "let") || equals(index, "var") {
            let name = index + 1
            guard isName(name), isLowercase(name) else { continue }
            let type = index + 3
            guard isName(type), !isLowercase(type) else { continue }
            if isPunctuation(name + 1, UInt8(ascii: "=")), isPunctuation(type + 1, UInt8(ascii: "(")) {
                types[text(name)] = text(type)
            } else if isPunctuation(name + 1, UInt8(ascii: ":")) {
                types[text(name)] = text(type)
            }
        }
        return types
    }
}
