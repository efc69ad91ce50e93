import SwiftSyntax

/// Code inside a view class that a storyboard or xib of the project holds at a constant height
/// (by the project index): the text it styles cannot grow taller than that.
enum InterfaceBuilderClass {
    /// The class around `node` and where Interface Builder holds it (`38 pt in Effects.xib`).
    static func heldHeight(around node: some SyntaxProtocol, index: ProjectIndex) -> (String, String)? {
        var current = node.parent
        while let candidate = current {
            if let type = candidate.as(ClassDeclSyntax.self) {
                return index.interfaceBuilderHeight(of: type.name.text).map { (type.name.text, $0) }
            }
            current = candidate.parent
        }
        return nil
    }
}
