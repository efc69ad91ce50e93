import A11yFixSyntax

/// A codemod: reads the original tree of one file and returns findings, most with a fix.
/// Transforms are stateless per file, never see each other's output within a pass, and must be
/// idempotent: on their own output they return no fix.
public protocol Transform: Sendable {
    static var descriptor: TransformDescriptor { get }
    init()
    func findings(in file: SourceFile, context: TransformContext) -> [Finding]
    /// Places checked and found correct, for the audit's "Verified in code" group.
    func verifications(in file: SourceFile, context: TransformContext) -> [Verification]
    /// Places the transform saw and left unchanged on purpose (a font in a fixed layout, text on
    /// a platform without Dynamic Type): counted in every fix run's summary, not just the audit,
    /// so a reviewer knows they were looked at.
    func leftOnPurpose(in file: SourceFile, context: TransformContext) -> [Verification]
}

extension Transform {
    public func verifications(in file: SourceFile, context: TransformContext) -> [Verification] { [] }
    public func leftOnPurpose(in file: SourceFile, context: TransformContext) -> [Verification] { [] }
}

/// A count of places a transform checked and found correct: "3 icon-only controls already labelled".
public struct Verification: Hashable, Sendable {
    public var kind: String
    public var count: Int
    /// Left unchanged on purpose (from `leftOnPurpose`), rather than found correct.
    public var isLeftOnPurpose: Bool

    public init(kind: String, count: Int, isLeftOnPurpose: Bool = false) {
        self.kind = kind
        self.count = count
        self.isLeftOnPurpose = isLeftOnPurpose
    }
}

/// How much a problem costs users, as the audit groups them.
public enum Tier: Int, Sendable, CaseIterable, Comparable {
    /// Completely unreachable for assistive technology: fix immediately.
    case blocksAssistiveTech
    /// Reachable, with significant friction.
    case degradesExperience
    /// Gaps that prevent Nutrition Label claims.
    case incompleteSupport

    public static func < (lhs: Tier, rhs: Tier) -> Bool { lhs.rawValue < rhs.rawValue }

    public var heading: String {
        switch self {
        case .blocksAssistiveTech: "**🔴 Blocks Assistive Tech**"
        case .degradesExperience: "**🟡 Degrades Experience**"
        case .incompleteSupport: "**🟠 Incomplete Support**"
        }
    }
}

/// What `list`, `explain`, the summary and the docs say about a transform.
public struct TransformDescriptor: Sendable {
    /// Kebab-case; equals the transform's folder name under `Transforms/`.
    public let id: String
    /// One line for `a11yfix list`.
    public let summary: String
    public let frameworks: [Framework]
    /// The device checks the Accessibility Summary asks for when this transform applied a fix.
    public let deviceTests: [DeviceTest]
    /// Opt-in transforms do not run unless selected.
    public let isOptIn: Bool
    /// Whether an opt-in transform that is off still reports what it would change (with the fix
    /// removed). False for transforms whose findings are suggestions, not problems: off means silent.
    public let reportsWhenOff: Bool
    /// The audit group of its findings.
    public let tier: Tier
    /// What its findings are, counted in the audit ("hard-coded font sizes").
    public let problem: String
    /// Its place among the transforms that give an element its accessible name
    /// (`Fix.namedElement`): of several fixes naming one element in a pass, the lowest rank's is
    /// applied and the others wait. Nil ranks after every owner.
    public let namingRank: Int?
    /// The App Store Accessibility Nutrition Labels a finding of it keeps the app from claiming.
    public let blockedLabels: @Sendable (Finding) -> Set<NutritionLabels.Label>

    public init(id: String, summary: String, frameworks: [Framework], deviceTests: [DeviceTest], isOptIn: Bool = false,
                reportsWhenOff: Bool = true, tier: Tier = .incompleteSupport, problem: String = "problems",
                namingRank: Int? = nil, blocks: Set<NutritionLabels.Label> = [],
                blocksByFinding: (@Sendable (Finding) -> Set<NutritionLabels.Label>)? = nil) {
        self.id = id
        self.summary = summary
        self.frameworks = frameworks
        self.deviceTests = deviceTests
        self.isOptIn = isOptIn
        self.reportsWhenOff = reportsWhenOff
        self.tier = tier
        self.problem = problem
        self.namingRank = namingRank
        self.blockedLabels = blocksByFinding ?? { _ in blocks }
    }
}

public enum Framework: String, Sendable, CaseIterable {
    case swiftUI = "SwiftUI"
    case uiKit = "UIKit"
    case appKit = "AppKit"
}

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

    public init(
        phrases: SymbolPhraseTable = .standard,
        fontStrategy: FontStrategy = .keepSize,
        targets: DeploymentTargets = .defaults,
        iconInitializers: [IconInitializer] = [],
        index: ProjectIndex = .empty,
        codeKinds: CodeKindPolicy = CodeKindPolicy(),
        lineLength: LineLengthLimit? = nil
    ) {
        self.phrases = phrases
        self.fontStrategy = fontStrategy
        self.targets = targets
        self.iconInitializers = IconInitializer.builtIn + iconInitializers.filter { !IconInitializer.builtIn.contains($0) }
        self.index = index
        self.codeKinds = codeKinds
        self.lineLength = lineLength
    }

    public var availability: Availability { Availability(targets: targets) }
}

/// A call that draws an icon: its name and the label of the argument naming the symbol, as in
/// `Image(systemSymbol:)`. An enum-case argument (`.squareAndArrowUp`) maps back to the symbol
/// name (`square.and.arrow.up`), as SFSafeSymbols spells them.
public struct IconInitializer: Sendable, Hashable {
    public var name: String
    public var argumentLabel: String?

    public init(name: String, argumentLabel: String?) {
        self.name = name
        self.argumentLabel = argumentLabel
    }

    /// Parses `Image(systemSymbol:)` or `Image(_:)`.
    public init?(signature: String) {
        guard let open = signature.firstIndex(of: "("), signature.hasSuffix(":)") else { return nil }
        let name = String(signature[..<open])
        let label = String(signature[signature.index(after: open)..<signature.index(signature.endIndex, offsetBy: -2)])
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }),
              label.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        self.init(name: name, argumentLabel: label == "_" || label.isEmpty ? nil : label)
    }

    public var signature: String { "\(name)(\(argumentLabel ?? "_"):)" }

    /// Read without configuration: SFSafeSymbols' `Image(systemSymbol: .squareAndArrowUp)`, the
    /// most common way apps name SF Symbols besides string literals.
    public static let builtIn = [IconInitializer(name: "Image", argumentLabel: "systemSymbol")]

    /// `squareAndArrowUp` → `square.and.arrow.up`, `person2Fill` → `person.2.fill`.
    public static func symbolName(forCase name: String) -> String {
        ReadableName.words(of: name.hasPrefix("_") ? String(name.dropFirst()) : name).map { $0.lowercased() }.joined(separator: ".")
    }
}

/// How `font-text-style` makes a fixed SwiftUI font size scale.
public enum FontStrategy: String, Sendable, CaseIterable {
    /// The default: a text style where one has exactly the designed size, else
    /// `@ScaledMetric(relativeTo:)` on the enclosing view; never a change of size.
    case keepSize = "keep-size"
    /// The nearest Dynamic Type text style: least code, but the size may move a few points.
    case textStyle = "text-style"
    /// `@ScaledMetric(relativeTo:)` on the enclosing view even where a text style matches.
    case scaledMetric = "scaled-metric"
}

/// The nine "Must Test on Device" checks, in the order the summary lists them.
public enum DeviceTest: Int, Sendable, CaseIterable, Comparable {
    case voiceOver, voiceControl, switchControl, fullKeyboardAccess, dynamicType, reduceMotion, grayscale, darkContrast, captions

    public static func < (lhs: DeviceTest, rhs: DeviceTest) -> Bool { lhs.rawValue < rhs.rawValue }

    public var text: String {
        switch self {
        case .voiceOver: "VoiceOver: navigation order, reading flow, focus after push/modal"
        case .voiceControl: "Voice Control: \"Show numbers\" coverage, \"Tap [name]\" activation"
        case .switchControl: "Switch Control: scanning path, custom actions reachable"
        case .fullKeyboardAccess: "Full Keyboard Access: Tab order, Escape dismissal"
        case .dynamicType: "Dynamic Type: layout at max size — no clipping or overlap"
        case .reduceMotion: "Reduce Motion: all animations verified"
        case .grayscale: "Grayscale filter: information comprehensible without color"
        case .darkContrast: "Dark + Increase Contrast: contrast in both modes"
        case .captions: "Captions and Audio Descriptions: auto-enable"
        }
    }
}
