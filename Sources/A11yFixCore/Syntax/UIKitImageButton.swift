import A11yFixSyntax
import SwiftSyntax

/// A UIKit button or bar button item given an image: `x.setImage(UIImage(…), for:)`, a
/// `UIButton(configuration:)` whose configuration has an image, or `UIBarButtonItem(image:…)`.
/// Shared by the label transform and the project index, which records the labels such buttons get.
enum UIKitImageButton {
    enum Shape {
        case target(receiver: String, image: ExprSyntax, action: ExprSyntax?, statement: CodeBlockItemSyntax)
        /// It shows a title too: not image-only.
        case titled
        /// No statement follows it where a label could go (a stored property's initializer).
        case noStatement
        /// An image setter of a control that is no image-only button: a search bar's icon
        /// (`setImage(_:for: .search, state:)`), a segmented control's segment (`forSegmentAt:`).
        case notAButton
    }

    /// `UISearchBar.Icon` cases: `searchBar.setImage(_, for: .search, state: .normal)` sets the field's icon.
    static let searchBarIcons: Set<String> = ["search", "clear", "bookmark", "resultsList"]

    /// The receiver to label, the image expression, the action, and the statement to follow; or
    /// why an image-bearing button is no image-only target. Nil for anything else.
    static func shape(of call: FunctionCallExprSyntax) -> Shape? {
        // `x.setImage(UIImage(…), for: .normal)`
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "setImage",
            let receiver = member.base?.trimmedText, let image = call.arguments.first?.expression, isUIImage(image),
            let statement = call.parent?.as(CodeBlockItemSyntax.self)
        {
            let placement = call.argument(labeled: "for")?.expression.as(MemberAccessExprSyntax.self)?.declName
            if call.arguments.contains(where: { ["state", "forSegmentAt"].contains($0.label?.text) })
                || placement.map({ searchBarIcons.contains($0.baseName.text) }) == true
            {
                return .notAButton
            }
            return .target(receiver: receiver, image: image, action: nil, statement: statement)
        }
        // `let button = UIButton(configuration: config)` where `config.image = UIImage(…)` and no title.
        if call.calleeName == "UIButton",
            let configuration = call.argument(labeled: "configuration")?.expression.as(DeclReferenceExprSyntax.self)?
                .baseName.text,
            let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let statement = LocalStatement.of(binding), let scope = statement.parent?.as(CodeBlockItemListSyntax.self)
        {
            var image: ExprSyntax?
            var titled = false
            for item in scope {
                guard let sequence = item.item.as(SequenceExprSyntax.self),
                    let target = ExprSyntax(sequence).assignmentTarget,
                    let member = target.as(MemberAccessExprSyntax.self), member.base?.trimmedText == configuration
                else { continue }
                switch member.declName.baseName.text {
                case "image": image = Array(sequence.elements).last
                case "title", "attributedTitle", "subtitle": titled = true
                default: break
                }
            }
            guard let image, isUIImage(image) else { return nil }
            if titled { return .titled }
            return .target(receiver: name, image: image, action: nil, statement: statement)
        }
        // `UIBarButtonItem(image: UIImage(…), style:, target:, action: #selector(share))`
        guard call.calleeName == "UIBarButtonItem", let image = call.argument(labeled: "image")?.expression,
            isUIImage(image)
        else { return nil }
        if call.argument(labeled: "title") != nil { return .titled }
        // A primary action with a title names the item already.
        let primaryAction = call.argument(labeled: "primaryAction")?.expression
        if primaryAction?.as(FunctionCallExprSyntax.self)?.argument(labeled: "title") != nil {
            return .titled
        }
        let action = call.argument(labeled: "action")?.expression ?? primaryAction
        // `let item = UIBarButtonItem(…)` as a local (a stored property has no statement to follow).
        if let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let statement = LocalStatement.of(binding)
        {
            return .target(receiver: name, image: image, action: action, statement: statement)
        }
        // `navigationItem.rightBarButtonItems = [UIBarButtonItem(…), …]`: labelled by index.
        if let element = call.parent?.as(ArrayElementSyntax.self),
            let list = element.parent?.as(ArrayElementListSyntax.self),
            let array = list.parent?.as(ArrayExprSyntax.self),
            let sequence = array.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self),
            let target = ExprSyntax(sequence).assignmentTarget, target.trimmedText.hasSuffix("BarButtonItems"),
            let statement = sequence.parent?.as(CodeBlockItemSyntax.self),
            let index = list.firstIndex(where: { $0.id == element.id }).map({
                list.distance(from: list.startIndex, to: $0)
            })
        {
            return .target(
                receiver: "\(target.trimmedText)?[\(index)]", image: image, action: action, statement: statement)
        }
        // `navigationItem.rightBarButtonItem = UIBarButtonItem(…)`
        if let sequence = call.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self),
            let target = ExprSyntax(sequence).assignmentTarget, target.trimmedText.hasSuffix("BarButtonItem"),
            let statement = sequence.parent?.as(CodeBlockItemSyntax.self)
        {
            return .target(receiver: "\(target.trimmedText)?", image: image, action: action, statement: statement)
        }
        return .noStatement
    }

    /// `UIImage(…)`, force-unwrapped or not.
    static func isUIImage(_ expression: ExprSyntax) -> Bool {
        let root = expression.as(ForceUnwrapExprSyntax.self)?.expression ?? expression
        return root.as(FunctionCallExprSyntax.self)?.calleeName == "UIImage"
    }
}
