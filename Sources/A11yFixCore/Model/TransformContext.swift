/// Settings for the transforms on one file: the user's options, the file's platforms and
/// deployment targets, and what the project index knows across files.
public struct TransformContext: Sendable {
    public var phrases: SymbolPhraseTable
    public var fontStrategy: FontStrategy
    public var targets: DeploymentTargets
    /// Calls that draw an icon besides `Image(systemName:)`: SFSafeSymbols' `Image(systemSymbol:)`
    /// always (`IconInitializer.builtIn`), plus the project's `icon_initializers`.
    public var iconInitializers: [IconInitializer]
    /// Types, view contents and helpers declared anywhere in the run.
    public var index: ProjectIndex
    /// Whether preview regions are fixed too (whole test and documentation files are decided
    /// before the engine runs).
    public var codeKinds: CodeKindPolicy
    /// The project's line length: no fix may make a line longer than it. Nil: no limit.
    public var lineLength: LineLengthLimit?
    /// Where the project's formatter or linter puts a new property's attribute. Nil: it does not
    /// say, and the file's own properties decide (`PropertyLayout`).
    public var attributePlacement: AttributePlacement?
    /// The linter file that wants a new stored property's type written out (SwiftLint's
    /// `explicit_type_interface`); nil: the file's own properties decide (`PropertyLayout`).
    public var explicitTypesSource: String?
    /// The `.swift-format` whose pretty printer wants two spaces before a trailing comment; the
    /// engine then writes two (`TrailingCommentSpacing`). Nil: one.
    public var twoSpaceCommentsSource: String?
    /// The names of the targets the project says compile the file; empty when it does not say.
    public var compilingTargets: Set<String> = []
    /// The Swift language mode the project compiles the file in; nil when it does not say.
    public var languageMode: SwiftLanguageMode?
    /// The string table new label text of this file's folder goes to; nil when the project has no
    /// table near the file.
    public var newStrings: NewStringTable?
    /// Whether the run writes the entries fixes add to `newStrings`. Standard input and an editor's
    /// buffer write only the buffer: there the same label is reused from the table, and a fix that
    /// needs a new entry is reported (`NotAppliedReason.stringTable`) rather than made without it.
    public var writesStringTables = true

    public init(
        phrases: SymbolPhraseTable = .standard,
        fontStrategy: FontStrategy = .keepSize,
        targets: DeploymentTargets = .defaults,
        iconInitializers: [IconInitializer] = [],
        index: ProjectIndex = .empty,
        codeKinds: CodeKindPolicy = CodeKindPolicy(),
        lineLength: LineLengthLimit? = nil,
        attributePlacement: AttributePlacement? = nil
    ) {
        self.phrases = phrases
        self.fontStrategy = fontStrategy
        self.targets = targets
        self.iconInitializers =
            IconInitializer.builtIn + iconInitializers.filter { !IconInitializer.builtIn.contains($0) }
        self.index = index
        self.codeKinds = codeKinds
        self.lineLength = lineLength
        self.attributePlacement = attributePlacement
    }

    public var availability: Availability { Availability(targets: targets) }
}
