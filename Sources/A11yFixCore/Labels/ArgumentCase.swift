import A11yFixSyntax
import SwiftSyntax

/// Sibling controls that call one method with different arguments (`vote(.upvote)` beside
/// `vote(.downvote)`): the method's name is the same for both, so it tells them apart for nobody.
/// The enum case only this call passes says what it does ("Upvote"); with no such words (a number,
/// a variable) there is nothing to guess from (judged on unseen apps: "Post vote" on both arrows).
enum ArgumentCase {
    enum Distinction: Equatable {
        /// The words of the case only this control passes.
        case words(String)
        /// Other calls pass other arguments, and no case of this one's alone says how it differs.
        case unnamed
    }

    /// How the main call of `action` differs from the file's other calls of the same method; nil
    /// when every call passes the same, or differs only in variables and flags.
    static func distinction(of action: ExprSyntax, in file: SourceFile) -> Distinction? {
        guard let call = mainCall(of: action), !call.arguments.isEmpty else { return nil }
        let callee = call.calledExpression.trimmedText.filter { !$0.isWhitespace }
        let arguments = call.arguments.trimmedText.filter { !$0.isWhitespace }
        // The callee's last token first: a modifier's callee text holds its whole chain, so
        // spelling every call's out would be quadratic in a long view body.
        let lastName = call.calledExpression.lastToken(viewMode: .sourceAccurate)?.text
        let siblings = calls(endingIn: lastName, in: file).filter {
            $0.id != call.id && $0.calledExpression.trimmedText.filter({ !$0.isWhitespace }) == callee
                && $0.arguments.trimmedText.filter({ !$0.isWhitespace }) != arguments
        }
        // Told apart by a variable (`select(version: latestStable)` beside `select(version: version)`)
        // or a flag (`animated: true`): no words of the call's own to weigh; the name stands.
        guard !siblings.isEmpty, !cases(in: call).isEmpty || hasConstant(call) else { return nil }
        // The case this call passes and none of the others do (`.neutral` both share says nothing).
        let others = siblings.reduce(into: Set<String>()) { $0.formUnion(cases(in: $1)) }
        let distinct = cases(in: call).subtracting(others)
        guard distinct.count == 1, let only = distinct.first else { return .unnamed }
        return words(of: only).map { .words($0) } ?? .unnamed
    }

    /// The file's calls whose callee ends in the token `name`, in source order: grouped once per
    /// file, since each action of a file asks.
    private static func calls(endingIn name: String?, in file: SourceFile) -> [FunctionCallExprSyntax] {
        let byLastName = file.memoized("ArgumentCase.callsByLastName") {
            Dictionary(grouping: file.functionCalls) { $0.calledExpression.lastToken(viewMode: .sourceAccurate)?.text }
        }
        return byLastName[name] ?? []
    }

    /// `switch tab { case .lightning: Button { select(tab) } }`: the one argument is the variable the
    /// enclosing `switch` tests, so inside that case it is the case; its words ("Lightning"), else nil.
    static func switchedCase(of action: ExprSyntax) -> String? {
        guard let call = mainCall(of: action), call.arguments.count == 1,
            let name = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
        else { return nil }
        var node = call.parent
        while let current = node {
            if let switchCase = current.as(SwitchCaseSyntax.self),
                let subject = switchCase.parent?.parent?.as(SwitchExprSyntax.self)?.subject
            {
                guard subject.as(DeclReferenceExprSyntax.self)?.baseName.text == name,
                    let label = switchCase.label.as(SwitchCaseLabelSyntax.self), label.caseItems.count == 1,
                    let member = label.caseItems.first?.pattern.as(ExpressionPatternSyntax.self)?.expression
                        .as(MemberAccessExprSyntax.self),
                    member.base == nil
                else { return nil }
                return words(of: member.declName.baseName.text)
            }
            node = current.parent
        }
        return nil
    }

    /// `upvoteTapped` → "Upvote": the case's words without the event it was named for.
    static func words(of caseName: String) -> String? {
        var words = ReadableName.words(of: caseName)
        let events: Set<String> = ["tapped", "tap", "pressed", "clicked", "button", "action", "selected"]
        while words.count > 1, let last = words.last, events.contains(last.lowercased()) { words.removeLast() }
        return ReadableName.sentence(words)
    }

    /// `zoom(by: 1.25)`, `insert("#")`: an argument written as a number or a text.
    static func hasConstant(_ call: FunctionCallExprSyntax) -> Bool {
        call.arguments.contains { argument in
            argument.expression.tokens(viewMode: .sourceAccurate).contains { token in
                switch token.tokenKind {
                case .integerLiteral, .floatLiteral, .stringSegment: true
                default: false
                }
            }
        }
    }

    /// The enum cases an argument names (`.upvote`, `likes ? .neutral : .downvote`, `Vote.up`).
    static func cases(in call: FunctionCallExprSyntax) -> Set<String> {
        var found: Set<String> = []
        for argument in call.arguments {
            for token in argument.expression.tokens(viewMode: .sourceAccurate) {
                guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                    member.declName.baseName.id == token.id, member.parent?.is(FunctionCallExprSyntax.self) != true
                else { continue }
                let base = member.base?.trimmedText
                guard base == nil || base?.first?.isUppercase == true else { continue }
                found.insert(token.text)
            }
        }
        return found
    }

    /// The one call the action makes: `{ model.vote(.up) }`, `Task { await vote(.up) }`, or the call
    /// the others only reset around.
    static func mainCall(of action: ExprSyntax) -> FunctionCallExprSyntax? {
        var expression = action
        if let closure = expression.as(ClosureExprSyntax.self) {
            if closure.statements.count == 1, case let .expr(body) = closure.statements.first!.item {
                expression = body
            } else if let main = ActionName.mainCall(in: closure) {
                expression = main
            } else {
                return nil
            }
        }
        while let inner = expression.as(AwaitExprSyntax.self)?.expression
            ?? expression.as(TryExprSyntax.self)?
            .expression
        {
            expression = inner
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        if let wrapper = call.calleeName, ["Task", "withAnimation"].contains(wrapper), let body = call.trailingClosure {
            return mainCall(of: ExprSyntax(body))
        }
        return call
    }
}
