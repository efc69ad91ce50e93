/// A codemod: reads the original tree of one file and returns findings, most with a fix.
/// Transforms are stateless per file, never see each other's output within a pass, and must be
/// idempotent: on their own output they return no fix.
public protocol Transform: Sendable {
    static var descriptor: TransformDescriptor { get }
    init()
    func findings(in file: SourceFile, context: TransformContext) -> [Finding]
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

    public init(id: String, summary: String, frameworks: [Framework], deviceTests: [DeviceTest], isOptIn: Bool = false) {
        self.id = id
        self.summary = summary
        self.frameworks = frameworks
        self.deviceTests = deviceTests
        self.isOptIn = isOptIn
    }
}

public enum Framework: String, Sendable, CaseIterable {
    case swiftUI = "SwiftUI"
    case uiKit = "UIKit"
    case appKit = "AppKit"
}

/// Settings shared by every transform for one run.
public struct TransformContext: Sendable {
    public var phrases: SymbolPhraseTable
    public var fontStrategy: FontStrategy

    public init(phrases: SymbolPhraseTable = .standard, fontStrategy: FontStrategy = .textStyle) {
        self.phrases = phrases
        self.fontStrategy = fontStrategy
    }
}

/// How `font-text-style` makes a fixed SwiftUI font size scale.
public enum FontStrategy: String, Sendable, CaseIterable {
    /// The nearest Dynamic Type text style: least code, size may move a few points.
    case textStyle = "text-style"
    /// `@ScaledMetric(relativeTo:)` on the enclosing view: keeps the exact design size.
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
