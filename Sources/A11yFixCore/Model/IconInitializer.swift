import A11yFixSyntax

/// A call that draws an icon: its name and the label of the argument naming the symbol, as in
/// `Image(systemSymbol:)`. An enum-case argument (`.squareAndArrowUp`) maps back to the symbol
/// name (`square.and.arrow.up`), as SFSafeSymbols spells them.
public struct IconInitializer: Sendable, Hashable {
    public var name: String
    public var argumentLabel: String?
    /// For a project's own wrapper (`Image(icon: .share)`): its enum's case → SF Symbol name. Empty
    /// for SFSafeSymbols-style initializers, whose case names spell the symbol.
    public var symbols: [String: String] = [:]

    public init(name: String, argumentLabel: String?, symbols: [String: String] = [:]) {
        self.name = name
        self.argumentLabel = argumentLabel
        self.symbols = symbols
    }

    /// The project's wrappers ("Image(icon:)" → "Icon") whose type maps cases to symbols
    /// ("Icon.share" → "square.and.arrow.up"), sorted so runs agree.
    static func projectWrappers(_ wrappers: [String: String], symbols: [String: String]) -> [IconInitializer] {
        wrappers.keys.sorted().compactMap { signature in
            let prefix = wrappers[signature]! + "."
            var cases: [String: String] = [:]
            for (key, symbol) in symbols where key.hasPrefix(prefix) {
                cases[String(key.dropFirst(prefix.count))] = symbol
            }
            guard !cases.isEmpty, var initializer = IconInitializer(signature: signature) else { return nil }
            initializer.symbols = cases
            return initializer
        }
    }

    /// Parses `Image(systemSymbol:)` or `Image(_:)`.
    public init?(signature: String) {
        guard let open = signature.firstIndex(of: "("), signature.hasSuffix(":)") else { return nil }
        let name = String(signature[..<open])
        let label = String(signature[signature.index(after: open)..<signature.index(signature.endIndex, offsetBy: -2)])
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }),
            label.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return nil }
        self.init(name: name, argumentLabel: label == "_" || label.isEmpty ? nil : label)
    }

    public var signature: String { "\(name)(\(argumentLabel ?? "_"):)" }

    /// Read without configuration: SFSafeSymbols' `Image(systemSymbol: .squareAndArrowUp)`, the
    /// most common way apps name SF Symbols besides string literals.
    public static let builtIn = [IconInitializer(name: "Image", argumentLabel: "systemSymbol")]

    /// `squareAndArrowUp` → `square.and.arrow.up`, `person2Fill` → `person.2.fill`.
    public static func symbolName(forCase name: String) -> String {
        ReadableName.words(of: name.hasPrefix("_") ? String(name.dropFirst()) : name).map { $0.lowercased() }.joined(
            separator: ".")
    }
}
