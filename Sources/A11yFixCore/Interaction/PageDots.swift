import A11yFixSyntax
import SwiftSyntax

/// Custom page dots: a stack whose only content is a `ForEach` over page indices, one shape a
/// page, coloured when it is the current one.
///
///     HStack {
///         ForEach(0..<photos.count, id: \.self) { index in
///             Circle().fill(page == index ? Color.blue : .gray)
///         }
///     }
///     .accessibilityElement(children: .combine)
///     .accessibilityValue("\(page + 1) of \(photos.count)")
///
/// The colour is the only sign of the current page, and the shapes are no elements at all: the
/// stack as one element whose value says "2 of 5" tells VoiceOver what the dots show (judged on
/// unseen apps: a photo carousel's dots, reported where the value was a safe fix). The page must be
/// a whole number the file declares (`@State var page = 0`, `page: Int`), so `page + 1` compiles.
struct PageDots {
    /// The stack that holds the dots.
    let container: FunctionCallExprSyntax
    /// `"\(page + 1) of \(photos.count)"`.
    let value: String

    static let stacks: Set<String> = ["HStack", "VStack", "LazyHStack", "LazyVStack"]

    /// The dots `shape`, coloured under `condition`, is one of; nil when it is no such dot.
    init?(shape: FunctionCallExprSyntax, condition: String) {
        let row = ModifierChain(startingAt: shape).outermost
        guard let index = SelectionColour.repeatedElement(of: row),
            let list = row.parent?.parent?.as(CodeBlockItemListSyntax.self), list.count == 1,
            let closure = list.parent?.as(ClosureExprSyntax.self),
            let forEach = closure.parent?.as(FunctionCallExprSyntax.self), forEach.calleeName == "ForEach",
            let count = Self.count(of: forEach), let page = Self.page(in: condition, index: index),
            Self.isWholeNumber(page, near: shape),
            let statement = forEach.parent?.as(CodeBlockItemSyntax.self),
            let stackBody = statement.parent?.as(CodeBlockItemListSyntax.self), stackBody.count == 1,
            let stack = stackBody.parent?.parent?.as(FunctionCallExprSyntax.self),
            Self.stacks.contains(stack.calleeName ?? "")
        else { return nil }
        container = stack
        value = "\"\\(\(page) + 1) of \\(\(count))\""
    }

    /// `N` of `ForEach(0..<N, …)`, or `items.count` of `ForEach(items.indices, …)`.
    private static func count(of forEach: FunctionCallExprSyntax) -> String? {
        guard let range = forEach.arguments.first, range.label == nil else { return nil }
        let text = range.expression.trimmedText
        let plain = { (side: Substring) in
            !side.isEmpty && side.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        }
        if text.hasPrefix("0..<") {
            let bound = text.dropFirst(4).trimmingCharacters(in: .whitespaces)
            return plain(Substring(bound)) ? bound : nil
        }
        if text.hasSuffix(".indices"), plain(text.dropLast(8)) { return String(text.dropLast(8)) + ".count" }
        return nil
    }

    /// `page` in `page == index` or `index == page`: a plain name other than the index.
    private static func page(in condition: String, index: String) -> String? {
        let sides = condition.components(separatedBy: "==").map { $0.trimmingCharacters(in: .whitespaces) }
        guard sides.count == 2, sides.contains(index) else { return nil }
        let page = sides[0] == index ? sides[1] : sides[0]
        let isName = !page.isEmpty && page.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        return isName && page != index ? page : nil
    }

    /// Whether the type around `node` declares `name` as an `Int` (`var page: Int`, `@State var page = 0`).
    private static func isWholeNumber(_ name: String, near node: some SyntaxProtocol) -> Bool {
        guard let members = node.ancestor(MemberBlockSyntax.self) else { return false }
        return members.members.contains { member in
            member.decl.as(VariableDeclSyntax.self)?.bindings.contains { binding in
                guard binding.pattern.trimmedText == name else { return false }
                if let type = binding.typeAnnotation?.type.trimmedText { return type == "Int" }
                return binding.initializer?.value.is(IntegerLiteralExprSyntax.self) == true
            } ?? false
        }
    }
}
