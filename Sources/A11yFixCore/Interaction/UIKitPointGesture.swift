import A11yFixSyntax
import SwiftSyntax

/// A tap recognizer that picks a point, not a target: tap-to-focus (a camera preview) or
/// double-tap-to-zoom (an image, a page). Judged on real apps, reports on these were noise: the
/// view has no action to name, and VoiceOver users zoom and focus by other means (pinch, the
/// rotor, the camera's own controls).
enum UIKitPointGesture {
    /// Words of a handler that moves the view to where the tap landed.
    static let pointWords = ["zoom", "focus", "pointofinterest"]

    /// Whether the recognizer `call` adds is a point gesture: its handler reads where the tap
    /// landed to zoom or focus there, or it is a double tap whose handler zooms.
    static func isPointGesture(_ call: FunctionCallExprSyntax, in classDecl: ClassDeclSyntax) -> Bool {
        guard let setUp = setUpText(of: call, in: classDecl) else { return false }
        let handler = handlerBody(named: selectorName(in: setUp), in: classDecl)?.trimmedText
        let handlerText = (handler ?? classDecl.memberBlock.trimmedText).lowercased()
        let aimsAtPoint = pointWords.contains { handlerText.includes($0) }
        let isDoubleTap = setUp.includes("numberOfTapsRequired = 2")
        return aimsAtPoint && (isDoubleTap || handlerText.includes("location(in:"))
    }

    /// Calls that pick a target at a point: a handler making them dispatches by where the tap lands.
    static let hitTests = ["indexPathForRow(at:", "indexPathForItem(at:", "hitTest(", "point(inside:"]

    /// Whether the handler reads where the tap landed only to place the menu or popover it opens
    /// (`buttonView.frame = CGRect(x: location.x, …)` then a menu): one target, not several
    /// (judged noise on unseen apps: a file tree's secondary-click menu anchored at the pointer).
    static func anchorsMenu(_ call: FunctionCallExprSyntax, in classDecl: ClassDeclSyntax) -> Bool {
        guard let body = handler(of: call, in: classDecl)?.body?.trimmedText, body.includes("location(in:"),
            !hitTests.contains(where: { body.includes($0) })
        else { return false }
        // `frame.contains(point)`: the point is tested against a part, so it picks among targets.
        let point = body.components(separatedBy: "location(in:")[0].components(separatedBy: "let ").last?
            .prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        if let point, !point.isEmpty, body.includes("contains(\(point)") { return false }
        let lowered = body.lowercased()
        return ["menu", "popover", "sourcerect"].contains { lowered.includes($0) }
    }

    /// The statements that make and set up the recognizer `call` adds: inline, or those naming its
    /// variable.
    static func setUpText(of call: FunctionCallExprSyntax, in classDecl: ClassDeclSyntax) -> String? {
        guard let recognizer = call.arguments.first?.expression else { return nil }
        let name = recognizer.as(DeclReferenceExprSyntax.self)?.baseName.text
        var setUp = recognizer.trimmedText
        if let name {
            for token in classDecl.memberBlock.tokens(spelled: name) {
                if let statement = token.ancestor(CodeBlockItemSyntax.self) { setUp += "\n" + statement.trimmedText }
                if let variable = token.ancestor(VariableDeclSyntax.self) { setUp += "\n" + variable.trimmedText }
            }
        }
        return setUp
    }

    /// The class's method that handles the recognizer `call` adds.
    static func handler(of call: FunctionCallExprSyntax, in classDecl: ClassDeclSyntax) -> FunctionDeclSyntax? {
        handlerBody(named: setUpText(of: call, in: classDecl).flatMap(selectorName(in:)), in: classDecl)
    }

    /// `handleDoubleTap` in `#selector(handleDoubleTap(_:))` or `#selector(Self.handleDoubleTap)`.
    static func selectorName(in text: String) -> String? {
        guard let start = text.range(of: "#selector(") else { return nil }
        let path = text[start.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        return path.split(separator: ".").last.map(String.init)
    }

    /// The class's method `name`, declared in the class or in an extension of it in the same file;
    /// its text has its name too (`handleDoubleTap` says zoom).
    static func handlerBody(named name: String?, in classDecl: ClassDeclSyntax) -> FunctionDeclSyntax? {
        guard let name else { return nil }
        var members = Array(classDecl.memberBlock.members)
        for statement in classDecl.root.as(SourceFileSyntax.self)?.statements ?? [] {
            guard let extensionDecl = statement.item.as(ExtensionDeclSyntax.self),
                extensionDecl.extendedType.trimmedText == classDecl.name.text
            else { continue }
            members += extensionDecl.memberBlock.members
        }
        return members.lazy.compactMap { $0.decl.as(FunctionDeclSyntax.self) }.first { $0.name.text == name }
    }
}
