import A11yFixSyntax
import SwiftSyntax

/// `goToNext()` under a chevron in a find bar, whose code speaks of matches
/// (`.disabled(controller.matches.isEmpty)`): it goes to the next match. "Go to next" alone does not
/// say next what (judged on unseen apps: vague where "Next match" was in the code).
enum MatchStep {
    /// What a find bar steps through, by the word the code uses for them.
    static let things: [String: String] = [
        "match": "match", "matches": "match", "result": "result", "results": "result", "occurrence": "occurrence",
        "occurrences": "occurrence", "hit": "hit", "hits": "hit",
    ]

    /// "Next match" for a bare "Next"/"Go to next" step, when the button's modifiers, its action or
    /// the method it calls name the things it steps through; nil otherwise.
    static func phrase(refining phrase: String, chain: ModifierChain, action: ExprSyntax?, in file: SourceFile)
        -> String?
    {
        var words = ReadableName.words(of: phrase).map { $0.lowercased() }
        // "Go to next", "Select previous", "Jump to next": a verb of moving adds nothing to the direction.
        if words.count > 1, ["go", "move", "jump", "step", "select", "show"].contains(words[0]) { words.removeFirst() }
        if words.count > 1, words[0] == "to" { words.removeFirst() }
        guard words.count == 1, let direction = ["next": "Next", "previous": "Previous", "prev": "Previous"][words[0]]
        else { return nil }
        var places: [Syntax] = chain.modifiers.compactMap { $0.call.map(Syntax.init) }
        if let action {
            places.append(Syntax(action))
            if let name = ActionName.name(of: action) { places += methods(named: name, in: file).map(Syntax.init) }
        }
        var found: Set<String> = []
        for place in places {
            for token in place.tokens(viewMode: .sourceAccurate) {
                guard case .identifier(let name) = token.tokenKind else { continue }
                for word in ReadableName.words(of: name) {
                    if let thing = things[word.lowercased()] { found.insert(thing) }
                }
            }
        }
        guard found.count == 1, let thing = found.first else { return nil }
        return direction + " " + thing
    }

    /// The bodies of the file's functions named `name` (`private func goToNext() { controller.next() }`).
    static func methods(named name: String, in file: SourceFile) -> [CodeBlockSyntax] {
        final class Finder: SyntaxVisitor {
            let name: String
            var bodies: [CodeBlockSyntax] = []
            init(name: String) {
                self.name = name
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
                if node.name.text == name, let body = node.body { bodies.append(body) }
                return .skipChildren
            }
        }
        let finder = Finder(name: name)
        finder.walk(file.tree)
        return finder.bodies
    }
}
