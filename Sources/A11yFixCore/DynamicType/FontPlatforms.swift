import A11yFixSyntax
import SwiftSyntax

/// The platforms a font expression is compiled for, and what that means for Dynamic Type.
///
/// Only iOS (with iPadOS and Mac Catalyst), watchOS and visionOS scale text with the user's
/// setting; macOS and tvOS text styles are fixed sizes, so rewriting fonts there changes the look
/// and helps no one.
public struct FontPlatforms: Equatable, Sendable {
    public var platforms: Set<ApplePlatform>

    public init(_ platforms: Set<ApplePlatform>) {
        self.platforms = platforms
    }

    /// Platforms whose text follows the user's text-size setting.
    public static let dynamicType: Set<ApplePlatform> = [.iOS, .watchOS, .visionOS]

    /// Whether text can scale on at least one platform the code builds for.
    public var canScaleText: Bool { !platforms.isDisjoint(with: Self.dynamicType) }

    /// The size tables of every platform the code builds for, or nil when one of them has none
    /// here (watchOS sizes depend on the watch, visionOS and tvOS styles differ from iOS): a text
    /// style then cannot be shown to keep the designed size.
    public var sizeTables: [FontPlatform]? {
        var tables: [FontPlatform] = []
        for platform in platforms.sorted() {
            switch platform {
            case .iOS: tables.append(.iOS)
            case .macOS: tables.append(.macOS)
            case .tvOS, .watchOS, .visionOS: return nil
            }
        }
        return tables.isEmpty ? nil : tables
    }

    /// The table that picks the style a `@ScaledMetric` scales along: watchOS for watch-only code,
    /// iOS when the code builds for an iOS-family platform, macOS otherwise.
    public var primaryTable: FontPlatform {
        if platforms == [.watchOS] { return .watchOS }
        return canScaleText || !platforms.contains(.macOS) ? .iOS : .macOS
    }

    /// The platforms `node` builds for: the project's platforms for the file (or, for a loose file,
    /// iOS — or macOS when it imports AppKit and not UIKit), narrowed by imports that exist on one
    /// side only and by the innermost `#if os(…)`/`canImport`/`targetEnvironment` branch.
    public static func of(_ node: some SyntaxProtocol, in file: SourceFile) -> FontPlatforms {
        let imports = file.unconditionalImports
        let appKitOnly = !imports.isDisjoint(with: ["AppKit", "Cocoa"]) && !imports.contains("UIKit")
        var platforms: Set<ApplePlatform>
        if let declared = file.projectPlatforms, !declared.isEmpty {
            platforms = declared
            // An unconditional `import AppKit` builds only for macOS; `import UIKit` never does.
            if appKitOnly, declared.contains(.macOS) { platforms = [.macOS] }
            if imports.contains("UIKit"), platforms.count > 1 { platforms.remove(.macOS) }
        } else {
            platforms = appKitOnly ? [.macOS] : [.iOS]
        }
        // WatchKit exists only on watchOS.
        if imports.contains("WatchKit") { platforms = [.watchOS] }
        if file.hasConditionalCompilation, let branch = PlatformResolver.conditionalPlatformNames(of: Syntax(node)) {
            let named = Set(branch.compactMap(ApplePlatform.init(key:)))
            let narrowed = platforms.intersection(named)
            // A branch for a platform the project does not declare still says what the code is for.
            platforms = narrowed.isEmpty ? named : narrowed
        }
        // `UIDevice.isTV ? .system(size: 22) : .footnote`: shared code picks the TV font at run time.
        switch RuntimeIdiomBranch.of(node) {
        case .television?: platforms = [.tvOS]
        case .notTelevision? where platforms.count > 1: platforms.remove(.tvOS)
        default: break
        }
        return FontPlatforms(platforms)
    }

    /// Whether the code runs only as a Mac Catalyst app in the Mac idiom: every target compiling it
    /// names the Mac (`TARGETED_DEVICE_FAMILY` 6) as its only device, so its iOS build never reaches an
    /// iPhone or iPad, and Mac text follows no size setting.
    public func isMacIdiomOnly(_ targets: DeploymentTargets) -> Bool {
        targets.macIdiomOnly && platforms.isSubset(of: [.iOS, .macOS])
    }

    /// Whether the file has code for native macOS: a macOS or AppKit branch, or an AppKit import.
    /// Without one, UIKit code in it cannot build for macOS, only for Mac Catalyst.
    public static func isGuardedForMacOS(_ file: SourceFile) -> Bool {
        file.memoized("FontPlatforms.guardedForMacOS") {
            file.containsAny("os(macOS)", "os(OSX)", "canImport(AppKit)", "canImport(Cocoa)", "import AppKit")
                || file.containsAny("import Cocoa", "!canImport(UIKit)")
        }
    }
}

/// Which side of a run-time Apple TV check code sits on: `UIDevice.current.userInterfaceIdiom
/// == .tv`, or a project's `isTV` helper, as the condition of a ternary or an `if`.
enum RuntimeIdiomBranch {
    case television, notTelevision

    static func of(_ node: some SyntaxProtocol) -> RuntimeIdiomBranch? {
        var current = Syntax(node)
        while let parent = current.parent, !parent.is(MemberBlockSyntax.self) {
            defer { current = parent }
            if let ternary = parent.as(TernaryExprSyntax.self), let isTV = asksForTV(ternary.condition) {
                if ternary.thenExpression.id == current.id { return isTV ? .television : .notTelevision }
                if ternary.elseExpression.id == current.id { return isTV ? .notTelevision : .television }
            }
            // As the parser leaves it: `condition`, `? then :`, `else` in one unfolded sequence.
            if let list = parent.as(ExprListSyntax.self), let branch = unfoldedTernaryBranch(of: current, in: list) {
                return branch
            }
            if let statement = parent.as(IfExprSyntax.self), statement.conditions.count == 1,
                case let .expression(condition)? = statement.conditions.first?.condition,
                let isTV = asksForTV(condition)
            {
                if statement.body.id == current.id { return isTV ? .television : .notTelevision }
                if statement.elseBody?.id == current.id { return isTV ? .notTelevision : .television }
            }
        }
        return nil
    }

    private static func unfoldedTernaryBranch(of element: Syntax, in list: ExprListSyntax) -> RuntimeIdiomBranch? {
        let elements = Array(list)
        for (index, item) in elements.enumerated() {
            guard let ternary = item.as(UnresolvedTernaryExprSyntax.self), index > 0, index + 1 < elements.count else {
                continue
            }
            // The condition is everything before `?` (`idiom == .tv` is three elements).
            let condition = elements[..<index].map(\.trimmedText).joined()
            guard !condition.includes("&&"), !condition.includes("||"), let isTV = asksForTV(text: condition) else {
                return nil
            }
            if element.id == ternary.id { return isTV ? .television : .notTelevision }
            if element.id == elements[index + 1].id, index + 2 == elements.count {
                return isTV ? .notTelevision : .television
            }
        }
        return nil
    }

    /// True for a condition that holds on Apple TV, false for its negation, nil for anything else.
    private static func asksForTV(_ condition: ExprSyntax) -> Bool? {
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return asksForTV(prefix.expression).map { !$0 }
        }
        return asksForTV(text: condition.trimmedText)
    }

    private static func asksForTV(text: String) -> Bool? {
        let text = String(text.filter { !$0.isWhitespace })
        if text.hasSuffix("isTV") || text.hasSuffix("isAppleTV") || text.hasSuffix("==.tv") || text.hasPrefix(".tv==") {
            return true
        }
        if text.hasSuffix("!=.tv") { return false }
        return nil
    }
}
