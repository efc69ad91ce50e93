import A11yFixSyntax
import SwiftSyntax

/// A model's `withAnimation { … }` that only marks work going on or done: a flag such as
/// `isLoading` or `isFetchingRules`, a progress value, and, with a progress value, the lists the
/// work delivered (`feeds = result.feeds`). A spinner or progress bar appears and fills, and rows
/// fade in: a standard content update, not motion Reduce Motion is asked to stop (judged on real
/// apps: such gates were noise). A flag named for what the interface does (`isEditing`,
/// `isExpanded`) is not such a mark.
enum LoadingStep {
    /// The verbs of work a flag names (`isLoading`, `isFetchingRemoteRules`, `isSyncing`).
    static let workVerbs = [
        "Loading", "Fetching", "Processing", "Refreshing", "Syncing", "Downloading", "Uploading", "Saving",
        "Sending", "Submitting", "Searching", "Importing", "Exporting", "Analyzing", "Analysing", "Busy",
        "Working", "Connecting",
    ]

    /// A flag alone counts only where no view of this file reads it: where one does, what it
    /// shows there (a status line pushing content down) is the evidence to judge by.
    static func onlyMarksWork(_ closure: ClosureExprSyntax, in file: SourceFile) -> Bool {
        guard
            let names = ScreenChanges.changedNames(
                in: closure.statements, throughBranches: false, acceptingMutations: true)
        else { return false }
        let progress = names.filter(isProgressValue)
        let flags = names.filter(isWorkFlag)
        let rest = names.filter { !isProgressValue($0) && !isWorkFlag($0) }
        guard !progress.isEmpty || !flags.isEmpty else { return false }
        if rest.isEmpty { return !progress.isEmpty || flags.allSatisfy { !isReadOutside(closure, $0, in: file) } }
        // Lists filled in beside a progress value: the rows the work delivered.
        guard !progress.isEmpty else { return false }
        return rest.allSatisfy { isListProperty($0, around: Syntax(closure)) }
    }

    /// `name` is mentioned outside the type whose code `closure` is in (a view of the file reads it).
    static func isReadOutside(_ closure: ClosureExprSyntax, _ name: String, in file: SourceFile) -> Bool {
        guard let (_, group) = EnclosingType.of(closure) else { return true }
        let range = group.position.utf8Offset..<group.endPosition.utf8Offset
        return file.identifierTokens(named: name).contains { !range.contains($0.position.utf8Offset) }
    }

    /// `progress`, `downloadProgress`.
    static func isProgressValue(_ name: String) -> Bool {
        name == "progress" || name.hasSuffix("Progress")
    }

    /// `isLoading`, `isFetchingRemoteRules`, `loading`: a flag named for work going on.
    static func isWorkFlag(_ name: String) -> Bool {
        let stem = name.hasPrefix("is") ? String(name.dropFirst(2)) : name.prefix(1).uppercased() + name.dropFirst()
        return workVerbs.contains { stem.hasPrefix($0) }
    }

    /// A stored property of the enclosing type declared as an array (`[Feed]`, `[Feed]?`).
    static func isListProperty(_ name: String, around node: Syntax) -> Bool {
        guard let (_, group) = EnclosingType.of(node) else { return false }
        for member in group.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings
            where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                guard var type = binding.typeAnnotation?.type else { return false }
                if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
                return type.is(ArrayTypeSyntax.self)
            }
        }
        return false
    }
}
