import A11yFixSyntax
import SwiftSyntax

/// A call that makes a font with a fixed point size, in one of the spellings the font transforms
/// rewrite: `.system(size: 17)`, `Font.system(size:weight:design:)`, `.custom("X", size: 17)`,
/// `UIFont.systemFont(ofSize: 17)`, `UIFont(name:size:)`, `NSFont.boldSystemFont(ofSize:)`, …
public struct FontCall {
    public var call: FunctionCallExprSyntax
    /// `Font`, `UIFont`, `NSFont`, or nil for an implicit member (`.system(size:)`).
    public var typeName: String?
    /// The type as written (`Font`, `SwiftUI.Font`), reused in replacements.
    public var writtenType: String? {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return member.base?.trimmedText }
        return call.calledExpression.trimmedText  // `UIFont(name:size:)`
    }
    /// `system`, `custom`, `systemFont`, `boldSystemFont`, … or `init` for `UIFont(name:size:)`.
    public var method: String

    /// Every method any font transform rewrites: other calls are rejected before any other work,
    /// since this runs for every call in every file.
    static let methods: Set<String> = [
        "system", "custom", "systemFont", "boldSystemFont", "italicSystemFont", "monospacedSystemFont",
        "monospacedDigitSystemFont", "init",
    ]

    public init?(_ call: FunctionCallExprSyntax) {
        self.call = call
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            method = member.declName.baseName.text
            guard Self.methods.contains(method) else { return nil }
            guard let base = member.base else { return }
            if let reference = base.as(DeclReferenceExprSyntax.self) {
                typeName = reference.baseName.text
            } else if let qualified = base.as(MemberAccessExprSyntax.self),
                qualified.base?.is(DeclReferenceExprSyntax.self) == true
            {
                typeName = qualified.declName.baseName.text  // `SwiftUI.Font`
            } else {
                return nil
            }
        } else if let name = call.calleeName, name == "UIFont" || name == "NSFont" {
            typeName = name
            method = "init"
        } else {
            return nil
        }
    }

    /// The written type prefix to reuse in a replacement: `Font.` or `.`.
    public var prefix: String { writtenType.map { $0 + "." } ?? "." }

    public func argument(_ label: String?) -> ExprSyntax? { call.argument(labeled: label)?.expression }

    /// The call's text on one line without comments, for messages and summaries.
    public var text: String { call.singleLineText }

    /// Comments written inside the call, which a replacement of the whole call must carry over.
    public var interiorComments: [TriviaPiece] {
        var comments: [TriviaPiece] = []
        let tokens = Array(call.tokens(viewMode: .sourceAccurate))
        for (index, token) in tokens.enumerated() {
            if index > 0 { comments += token.leadingTrivia.filter(\.isComment) }
            if index < tokens.count - 1 { comments += token.trailingTrivia.filter(\.isComment) }
        }
        return comments
    }

    /// ` /* a */ /* b */` to put after a replacement, or nil when a `//` comment makes that impossible.
    public var carriedComments: String? {
        var text = ""
        for comment in interiorComments {
            guard case let .blockComment(body) = comment else { return nil }
            text += " " + body
        }
        return text
    }
}

/// Names of properties declared with `@ScaledMetric` anywhere in the file: a size given by one
/// of them already scales.
public struct ScaledMetricNames {
    public private(set) var names: Set<String> = []

    public init(file: SourceFile) {
        for variable in file.variableDecls
        where variable.attributes.contains(where: {
            $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "ScaledMetric"
        }) {
            for binding in variable.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { names.insert(name) }
            }
        }
    }

    /// `size` or `self.size` naming a scaled property.
    public func contains(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return names.contains(reference.baseName.text)
        }
        if let member = expression.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        {
            return names.contains(member.declName.baseName.text)
        }
        return false
    }
}

extension SourceFile {
    /// Every call that looks like a font construction, found once for the four font transforms.
    public var fontCalls: [FontCall] {
        // Every method in `FontCall.methods` contains one of these (`systemFont`, `.system(`,
        // `.custom(`, `UIFont(name:size:)`, `NSFont.init(`).
        memoized("FontCall.all") {
            containsAny("ystem", "custom", "Font(", "Font.init") ? functionCalls.compactMap(FontCall.init) : []
        }
    }
}
