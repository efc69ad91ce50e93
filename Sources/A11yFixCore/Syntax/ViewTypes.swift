import A11yFixSyntax
import SwiftSyntax

/// The types in a file that are SwiftUI views, view modifiers, styles or toolbar content (all of
/// which can hold `@Environment` and `@ScaledMetric` properties): a `struct`/`class`/`enum`
/// declaring one of those protocols or a project protocol that refines `View`, any type an
/// extension in the file makes one, and types the project index knows as such from other files.
public struct ViewTypes {
    public static let viewProtocols: Set<String> = [
        "View", "ViewModifier", "ToolbarContent", "SwiftUI.View", "SwiftUI.ViewModifier", "SwiftUI.ToolbarContent",
    ]

    private var viewLikeNames: Set<String> = []
    /// Primary declarations (where stored properties may go), by type name.
    private var declarations: [String: DeclGroupSyntax] = [:]
    /// Types the file declares more than once (one per `#if` branch).
    private var duplicated: Set<String> = []

    private var index = ProjectIndex.empty

    public init(file: SourceFile, index: ProjectIndex = .empty) {
        final class Collector: SyntaxVisitor {
            var viewLikeNames: Set<String> = []
            var declarations: [String: DeclGroupSyntax] = [:]
            var duplicated: Set<String> = []
            let index: ProjectIndex

            init(index: ProjectIndex) {
                self.index = index
                super.init(viewMode: .sourceAccurate)
            }

            func record(_ name: String, _ inheritance: InheritanceClauseSyntax?, declaration: DeclGroupSyntax?) {
                if let declaration {
                    if declarations[name] == nil { declarations[name] = declaration } else { duplicated.insert(name) }
                }
                let inherited = inheritance?.inheritedTypes.map { $0.type.trimmedText } ?? []
                if inherited.contains(where: {
                    ViewTypes.viewProtocols.contains($0) || ProjectIndex.styleProtocols.contains($0)
                        || index.refinesView($0)
                }) {
                    viewLikeNames.insert(name)
                }
            }

            override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
                record(node.name.text, node.inheritanceClause, declaration: node)
                return .visitChildren
            }

            override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
                record(node.name.text, node.inheritanceClause, declaration: node)
                return .visitChildren
            }

            override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
                record(node.name.text, node.inheritanceClause, declaration: node)
                return .visitChildren
            }

            override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
                record(node.extendedType.trimmedText, node.inheritanceClause, declaration: nil)
                return .visitChildren
            }
        }
        let collector = Collector(index: index)
        collector.walk(file.tree)
        viewLikeNames = collector.viewLikeNames
        declarations = collector.declarations
        duplicated = collector.duplicated
        self.index = index
    }

    public func isViewLike(_ name: String) -> Bool { viewLikeNames.contains(name) || index.isViewLike(name) }

    /// Whether the file declares or extends any view-like type.
    public var declaresViews: Bool {
        !viewLikeNames.isEmpty || declarations.keys.contains { index.isViewLike($0) }
    }

    /// Whether the file declares a type of this name (shadowing a SwiftUI type).
    public func declaresType(named name: String) -> Bool { declarations[name] != nil }

    /// The View-like type around `node` and the declaration its stored properties belong in
    /// (the `struct` or `class` itself, also when `node` sits in one of its extensions in this
    /// file). Nil for an `enum` view, which cannot hold stored properties.
    public func enclosingViewType(of node: some SyntaxProtocol) -> (name: String, declaration: DeclGroupSyntax)? {
        guard let (name, group) = EnclosingType.of(node), isViewLike(name) else { return nil }
        // Code in the declaration itself: that one, even when `#if` branches declare the type
        // once per platform (judged on real apps: the property went into the tvOS twin).
        if group.is(StructDeclSyntax.self) || group.is(ClassDeclSyntax.self) { return (name, group) }
        // Code in an extension: the one declaration in the file, and none when there are several.
        guard !duplicated.contains(name), let declaration = declarations[name],
            declaration.is(StructDeclSyntax.self) || declaration.is(ClassDeclSyntax.self)
        else { return nil }
        return (name, declaration)
    }

    /// Names bound between `node` and its enclosing type — parameters, closure parameters, local
    /// variables and `if let` bindings — which hide a property of the same name.
    public static func localNames(around node: some SyntaxProtocol) -> Set<String> {
        var names: Set<String> = []
        var current = node.parent
        while let candidate = current, !candidate.is(MemberBlockSyntax.self) {
            if let function = candidate.as(FunctionDeclSyntax.self) {
                names.formUnion(
                    function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
            } else if let initializer = candidate.as(InitializerDeclSyntax.self) {
                names.formUnion(
                    initializer.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
            } else if let closure = candidate.as(ClosureExprSyntax.self) {
                switch closure.signature?.parameterClause {
                case let .simpleInput(parameters)?: names.formUnion(parameters.map(\.name.text))
                case let .parameterClause(clause)?:
                    names.formUnion(clause.parameters.map { ($0.secondName ?? $0.firstName).text })
                case nil: break
                }
            } else if let block = candidate.as(CodeBlockItemListSyntax.self) {
                for item in block {
                    if let variable = item.item.as(VariableDeclSyntax.self) {
                        names.formUnion(
                            variable.bindings.compactMap {
                                $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                            })
                    }
                }
            } else if let conditions = candidate.as(ConditionElementListSyntax.self) {
                for condition in conditions {
                    if case let .optionalBinding(binding) = condition.condition,
                        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                    {
                        names.insert(name)
                    }
                }
            }
            current = candidate.parent
        }
        return names
    }

    /// Whether `node` is evaluated on an instance of its enclosing type: not inside a `static`
    /// member, and not in a stored property's initializer (where `self` is not available).
    public static func hasInstanceContext(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let candidate = current, !candidate.is(MemberBlockSyntax.self) {
            if candidate.is(DeclSyntax.self), let decl = candidate.asProtocol(WithModifiersSyntax.self),
                decl.modifiers.contains(where: {
                    $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
                })
            {
                return false
            }
            if let variable = candidate.as(VariableDeclSyntax.self),
                variable.parent?.is(MemberBlockItemSyntax.self) == true,
                variable.bindings.contains(where: { $0.accessorBlock == nil && $0.initializer != nil }),
                !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.lazy) })
            {
                return false
            }
            current = candidate.parent
        }
        return true
    }
}

/// Inserts a new member at the top of a type's member block, indented like its members. A member
/// of several lines (`PropertyLayout`'s attribute above its declaration) is given with `\n`
/// between them; each line gets the indentation and the file's line ending.
public enum MemberInsertion {
    public static func edit(inserting member: String, atTopOf group: DeclGroupSyntax, in file: SourceFile) -> TextEdit {
        let brace = group.memberBlock.leftBrace
        let newline = file.lineEnding
        let firstMember = group.memberBlock.members.first
        let indentation: String
        if let firstMember, firstMember.leadingTrivia.contains(where: \.isNewline) {
            indentation = file.indentation(ofLineContaining: firstMember.positionAfterSkippingLeadingTrivia.utf8Offset)
        } else {
            indentation =
                file.indentation(ofLineContaining: group.positionAfterSkippingLeadingTrivia.utf8Offset)
                + file.indentUnit
        }
        // After `{` and anything trailing it on its line (a comment), before the line break.
        var text = newline + indentation + indented(member, by: indentation, in: file)
        let nextToken = brace.nextToken(viewMode: .sourceAccurate)
        guard let nextToken, !nextToken.leadingTrivia.contains(where: \.isNewline) else {
            return .insert(text, at: brace.endPosition.utf8Offset)
        }
        // `struct A: View { var body … }` on one line: the rest moves to its own line, and the
        // spaces after `{` go rather than trail.
        text +=
            newline + file.indentation(ofLineContaining: brace.positionAfterSkippingLeadingTrivia.utf8Offset)
            + (nextToken.tokenKind == .rightBrace ? "" : file.indentUnit)
        if brace.trailingTrivia.allSatisfy(\.isSpaceOrTab) {
            return .replace(brace.endPositionBeforeTrailingTrivia.utf8Offset..<brace.endPosition.utf8Offset, with: text)
        }
        return .insert(text, at: brace.endPosition.utf8Offset)
    }
}

extension MemberInsertion {
    /// Inserts a member line directly above the type's first stored instance property (above its
    /// doc comment), or at the top of the member block when it has none.
    public static func edit(
        inserting member: String, beforeFirstStoredPropertyOf group: DeclGroupSyntax, in file: SourceFile
    ) -> TextEdit {
        guard let stored = group.memberBlock.members.first(where: { isStoredInstanceProperty($0.decl) }),
            stored.leadingTrivia.contains(where: \.isNewline)
        else {
            return edit(inserting: member, atTopOf: group, in: file)
        }
        // The start of the member's first line: after the last line break before its first comment
        // or token, so blank lines above stay above.
        var offset = stored.position.utf8Offset
        var lineStart = offset
        for piece in stored.leadingTrivia {
            if piece.isNewline {
                offset += piece.sourceLength.utf8Length
                lineStart = offset
            } else if piece.isSpaceOrTab {
                offset += piece.sourceLength.utf8Length
            } else {
                break
            }
        }
        let indentation = file.indentation(ofLineContaining: stored.positionAfterSkippingLeadingTrivia.utf8Offset)
        return .insert(indentation + indented(member, by: indentation, in: file) + file.lineEnding, at: lineStart)
    }

    /// Inserts a member line after the type's last property carrying `attribute` (`ScaledMetric`),
    /// so properties of one kind stay together (judged on apps never tuned on: a new `@ScaledMetric`
    /// put at the top, above a nested `enum`, away from the type's own); without one, directly above
    /// the first stored property.
    public static func edit(
        inserting member: String, besideMembersWith attribute: String, of group: DeclGroupSyntax, in file: SourceFile
    ) -> TextEdit {
        let last = group.memberBlock.members.last { item in
            item.decl.as(VariableDeclSyntax.self)?.attributes.contains {
                $0.as(AttributeSyntax.self)?.attributeName.trimmedText == attribute
            } == true
        }
        // Only where the member ends its line: `{ @ScaledMetric var size = 14 }` on one line has no line to add.
        guard let last,
            last.lastToken(viewMode: .sourceAccurate)?.nextToken(viewMode: .sourceAccurate)?.leadingTrivia.contains(
                where: \.isNewline) == true
        else { return edit(inserting: member, beforeFirstStoredPropertyOf: group, in: file) }
        // After the member and anything trailing it on its line (a comment), before the line break.
        var end = last.endPositionBeforeTrailingTrivia.utf8Offset
        while end < file.bytes.count, file.bytes[end] != UInt8(ascii: "\n"), file.bytes[end] != UInt8(ascii: "\r") {
            end += 1
        }
        let indentation = file.indentation(ofLineContaining: last.positionAfterSkippingLeadingTrivia.utf8Offset)
        return .insert(file.lineEnding + indentation + indented(member, by: indentation, in: file), at: end)
    }

    /// The member's later lines indented like its first.
    static func indented(_ member: String, by indentation: String, in file: SourceFile) -> String {
        guard member.contains("\n") else { return member }
        return member.split(separator: "\n", omittingEmptySubsequences: false).joined(
            separator: file.lineEnding + indentation)
    }

    static func isStoredInstanceProperty(_ decl: DeclSyntax) -> Bool {
        guard let variable = decl.as(VariableDeclSyntax.self),
            !variable.modifiers.contains(where: {
                $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
            })
        else { return false }
        return variable.bindings.allSatisfy { binding in
            guard let accessors = binding.accessorBlock?.accessors else { return true }
            // Observers keep a property stored; getters make it computed.
            if case let .accessors(list) = accessors {
                return list.allSatisfy {
                    $0.accessorSpecifier.tokenKind == .keyword(.willSet)
                        || $0.accessorSpecifier.tokenKind == .keyword(.didSet)
                }
            }
            return false
        }
    }
}

/// Inserts a statement after another one: on the next line at the same indentation, or on the
/// same line after a `;` when more code follows there (`if c { a.font = f }`, `a.font = f; a.text = t`).
public enum StatementInsertion {
    /// Several statements after `item`, one a line at its indentation, with the file's line ending.
    public static func edit(insertingLines lines: [String], after item: CodeBlockItemSyntax, in file: SourceFile)
        -> TextEdit?
    {
        let indentation = file.indentation(ofLineContaining: item.positionAfterSkippingLeadingTrivia.utf8Offset)
        return edit(inserting: lines.joined(separator: file.lineEnding + indentation), after: item, in: file)
    }

    public static func edit(inserting statement: String, after item: CodeBlockItemSyntax, in file: SourceFile)
        -> TextEdit?
    {
        guard let lastToken = item.lastToken(viewMode: .sourceAccurate) else { return nil }
        let next = lastToken.nextToken(viewMode: .sourceAccurate)
        let nextIsOnSameLine =
            next.map { $0.tokenKind != .endOfFile && !$0.leadingTrivia.contains(where: \.isNewline) } ?? false
        if nextIsOnSameLine {
            if item.semicolon != nil {
                return .insert(" \(statement);", at: lastToken.endPositionBeforeTrailingTrivia.utf8Offset)
            }
            return .insert("; \(statement)", at: lastToken.endPositionBeforeTrailingTrivia.utf8Offset)
        }
        var indentation = file.indentation(ofLineContaining: item.positionAfterSkippingLeadingTrivia.utf8Offset)
        // `case 0: label.font = f` — the statement does not start its line: indent as a case body.
        if !item.leadingTrivia.contains(where: \.isNewline),
            item.previousToken(viewMode: .sourceAccurate)?.tokenKind == .colon
        {
            indentation += file.indentUnit
        }
        return .insert(file.lineEnding + indentation + statement, at: lastToken.endPosition.utf8Offset)
    }
}
