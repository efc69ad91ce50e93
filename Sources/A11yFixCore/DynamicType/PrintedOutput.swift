import A11yFixSyntax
import SwiftSyntax

/// Text laid out for paper: fonts in a type named for printing or PDF output
/// (`DatabasePrintFormatter`, `InvoicePDFRenderer`), or one that subclasses a UIKit print
/// renderer or formatter. A printed page has no text-size setting; its point sizes are the design.
/// Judged on real apps, a password database's print formatter was told to wrap its fonts in
/// `UIFontMetrics`.
enum PrintedOutput {
    static let printClasses: Set<String> = [
        "UIPrintPageRenderer", "UIPrintFormatter", "UISimpleTextPrintFormatter", "UIMarkupTextPrintFormatter",
        "UIViewPrintFormatter",
    ]

    /// The enclosing type, when it is named for print or PDF output or subclasses a print class.
    static func typeName(around node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let candidate = current {
            defer { current = candidate.parent }
            guard let group = candidate.asProtocol(DeclGroupSyntax.self) else { continue }
            let name: String
            if let type = candidate.as(ClassDeclSyntax.self) {
                name = type.name.text
            } else if let type = candidate.as(StructDeclSyntax.self) {
                name = type.name.text
            } else if let type = candidate.as(EnumDeclSyntax.self) {
                name = type.name.text
            } else if let type = candidate.as(ExtensionDeclSyntax.self) {
                name = type.extendedType.trimmedText
            } else {
                continue
            }
            let inherited = group.inheritanceClause?.inheritedTypes.map { $0.type.trimmedText } ?? []
            if isNamedForPaper(name) || inherited.contains(where: printClasses.contains) { return name }
        }
        return nil
    }

    /// The word Print or PDF in a type's name (`PrintFormatter`, `PDFExporter`), not a longer word
    /// (`Blueprint`, `Fingerprint`).
    static func isNamedForPaper(_ name: String) -> Bool {
        ReadableName.words(of: name).contains { ["print", "pdf"].contains($0.lowercased()) }
    }
}
