import A11yFixSyntax

/// A call that draws an icon: its name and the label of the argument naming the symbol, as in
/// `Image(systemSymbol:)`. An enum-case argument (`.squareAndArrowUp`) maps back to the symbol
/// name (`square.and.arrow.up`), as SFSafeSymbols spells them.
public struct IconInitializer: Sendable, Hashable {
    public var name: String
    public var argumentLabel: String?

    public init(name: String, argumentLabel: String?) {
        self.name = name
        self.argumentLabel = argumentLabel
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
