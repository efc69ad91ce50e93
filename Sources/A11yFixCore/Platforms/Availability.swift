import A11yFixSyntax
import SwiftSyntax

/// What a place in a file can use: the platforms it builds for and, per platform, the oldest OS
/// it must run on — the deployment target, raised by any enclosing `if #available`, `guard
/// #available` or `@available`.
public struct Availability {
    public var targets: DeploymentTargets

    public init(targets: DeploymentTargets) { self.targets = targets }

    /// The platforms code at `node` is compiled for: the innermost `#if os(…)` branch, else the
    /// file's unconditional imports (UIKit: iOS, tvOS, visionOS; AppKit or Cocoa: macOS; WatchKit:
    /// watchOS), else every platform.
    /// Also limited to the platforms the project declares, when it declares any.
    public func platforms(of node: some SyntaxProtocol, in file: SourceFile) -> [ApplePlatform] {
        let fromCode = Self.platforms(of: node, in: file)
        let declared = targets.declaredPlatforms
        let both = fromCode.filter(declared.contains)
        return declared.isEmpty || both.isEmpty ? fromCode : both
    }

    public static func platforms(of node: some SyntaxProtocol, in file: SourceFile) -> [ApplePlatform] {
        if file.hasConditionalCompilation, let names = PlatformResolver.conditionalPlatformNames(of: Syntax(node)) {
            return ApplePlatform.allCases.filter { names.contains($0.rawValue) }
        }
        let imports = file.unconditionalImports
        if imports.contains("UIKit") && !imports.contains("AppKit") { return [.iOS, .tvOS, .visionOS] }
        if (imports.contains("AppKit") || imports.contains("Cocoa")) && !imports.contains("UIKit") { return [.macOS] }
        if imports.contains("WatchKit") { return [.watchOS] }
        return ApplePlatform.allCases
    }

    /// The oldest OS per platform that code at `node` runs on.
    public func minimumVersions(at node: some SyntaxProtocol, in file: SourceFile) -> [ApplePlatform: OSVersion] {
        var versions = Dictionary(
            uniqueKeysWithValues: platforms(of: node, in: file).map { ($0, targets.version(for: $0)) })
        guard file.mentionsAvailability else { return versions }
        for (platform, guaranteed) in Self.guaranteedVersions(at: Syntax(node))
        where versions[platform].map({ $0 < guaranteed }) ?? false {
            versions[platform] = guaranteed
        }
        return versions
    }

    /// The platforms where `api` is newer than what code at `node` can assume, with the version it
    /// needs. Platforms without the API are left out: code that uses a UIKit or AppKit API only
    /// builds where that framework exists.
    public func unmet(_ api: IntroducedAPI, at node: some SyntaxProtocol, in file: SourceFile) -> [ApplePlatform:
        OSVersion]
    {
        Self.unmet(api, given: minimumVersions(at: node, in: file))
    }

    /// `unmet` for versions already computed: one walk up the tree serves every API asked about.
    public static func unmet(_ api: IntroducedAPI, given minimumVersions: [ApplePlatform: OSVersion]) -> [ApplePlatform:
        OSVersion]
    {
        var unmet: [ApplePlatform: OSVersion] = [:]
        for (platform, minimum) in minimumVersions {
            if let introduced = api.introduced[platform], minimum < introduced { unmet[platform] = introduced }
        }
        return unmet
    }

    public func isAvailable(_ api: IntroducedAPI, at node: some SyntaxProtocol, in file: SourceFile) -> Bool {
        unmet(api, at: node, in: file).isEmpty
    }

    /// `#available(iOS 17, macOS 14, *)` for the platforms code at `node` builds for.
    public func availabilityCondition(for api: IntroducedAPI, at node: some SyntaxProtocol, in file: SourceFile)
        -> String
    {
        let platforms = platforms(of: node, in: file).filter { api.introduced[$0] != nil }
        return "#available("
            + (platforms.map { "\($0.rawValue) \(api.introduced[$0]!)" } + ["*"]).joined(separator: ", ") + ")"
    }

    /// Versions guaranteed by enclosing `if #available` bodies, earlier `guard #available`
    /// statements in enclosing blocks, and `@available` attributes on enclosing declarations.
    static func guaranteedVersions(at node: Syntax) -> [ApplePlatform: OSVersion] {
        var guaranteed: [ApplePlatform: OSVersion] = [:]
        func raise(_ arguments: some SyntaxProtocol) {
            for (platform, version) in parseAvailabilityArguments(arguments)
            where guaranteed[platform].map({ $0 < version }) ?? true {
                guaranteed[platform] = version
            }
        }
        var current = node
        while let parent = current.parent {
            if let ifExpression = parent.as(IfExprSyntax.self) {
                // The body of `if #available(…)`, and the `else` of `if #unavailable(…)`.
                let inBody = ifExpression.body.id == current.id, inElse = ifExpression.elseBody?.id == current.id
                for condition in ifExpression.conditions {
                    guard case let .availability(availability) = condition.condition else { continue }
                    let keyword = availability.availabilityKeyword.tokenKind
                    if (inBody && keyword == .poundAvailable) || (inElse && keyword == .poundUnavailable) {
                        raise(availability.availabilityArguments)
                    }
                }
            }
            if let block = parent.as(CodeBlockItemListSyntax.self), let item = current.as(CodeBlockItemSyntax.self) {
                for earlier in block.prefix(while: { $0.id != item.id }) {
                    guard let guardStatement = earlier.item.as(GuardStmtSyntax.self) else { continue }
                    for condition in guardStatement.conditions {
                        if case let .availability(availability) = condition.condition,
                            availability.availabilityKeyword.tokenKind == .poundAvailable
                        {
                            raise(availability.availabilityArguments)
                        }
                    }
                }
            }
            // `@available` sits on declarations; the kind check spares a protocol cast per ancestor.
            if parent.is(DeclSyntax.self), let declaration = parent.asProtocol(WithAttributesSyntax.self) {
                for attribute in declaration.attributes {
                    guard let attribute = attribute.as(AttributeSyntax.self),
                        attribute.attributeName.trimmedText == "available",
                        case let .availability(arguments)? = attribute.arguments
                    else { continue }
                    raise(arguments)
                }
            }
            current = parent
        }
        return guaranteed
    }

    /// `iOS 17, macOS 14.0, *`, or the long form `iOS, introduced: 17`, → versions per platform.
    static func parseAvailabilityArguments(_ arguments: some SyntaxProtocol) -> [(ApplePlatform, OSVersion)] {
        var result: [(ApplePlatform, OSVersion)] = []
        var longFormPlatform: ApplePlatform?
        func platform(_ name: String) -> ApplePlatform? { ApplePlatform(rawValue: name == "xrOS" ? "visionOS" : name) }
        for argument in arguments.children(viewMode: .sourceAccurate) {
            guard let element = argument.as(AvailabilityArgumentSyntax.self) else { continue }
            switch element.argument {
            case let .availabilityVersionRestriction(restriction):
                guard let platform = platform(restriction.platform.text),
                    let versionText = restriction.version?.trimmedText, let version = OSVersion(versionText)
                else { continue }
                result.append((platform, version))
            case let .token(token):
                longFormPlatform = platform(token.text)
            case let .availabilityLabeledArgument(labeled):
                guard labeled.label.text == "introduced", let longFormPlatform,
                    let version = OSVersion(labeled.value.trimmedText)
                else { continue }
                result.append((longFormPlatform, version))
            }
        }
        return result
    }
}
