import A11yFixCore
import SwiftParser
import SwiftSyntax

/// Deployment targets declared by a package manifest's `platforms:` list:
/// `.iOS(.v15)`, `.iOS("15.4")`, `.macOS(.v10_15)`, `SupportedPlatform.tvOS(.v15)`, …
public enum PackageManifestPlatforms {
    public static func parse(_ manifest: String) -> [ApplePlatform: OSVersion] {
        let tree = Parser.parse(source: manifest)
        final class Finder: SyntaxVisitor {
            var platforms: ArrayExprSyntax?
            override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
                if platforms == nil, node.label?.text == "platforms", let array = node.expression.as(ArrayExprSyntax.self) {
                    platforms = array
                }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        var result: [ApplePlatform: OSVersion] = [:]
        for element in finder.platforms?.elements ?? [] {
            guard let call = element.expression.as(FunctionCallExprSyntax.self),
                  let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  let platform = platform(named: member.declName.baseName.text),
                  let argument = call.arguments.first?.expression,
                  let version = version(of: argument) else { continue }
            result[platform] = version
        }
        return result
    }

    static func platform(named name: String) -> ApplePlatform? {
        switch name {
        case "iOS": .iOS
        case "macOS": .macOS
        case "tvOS": .tvOS
        case "watchOS": .watchOS
        case "visionOS": .visionOS
        default: nil  // macCatalyst, driverKit, linux…
        }
    }

    /// `.v15`, `.v10_15`, `.v15_4` or `"15.4"`.
    static func version(of expression: ExprSyntax) -> OSVersion? {
        if let text = expression.stringLiteralValue { return OSVersion(text) }
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
        let name = member.declName.baseName.text
        guard name.hasPrefix("v") else { return nil }
        return OSVersion(name.dropFirst().replacingOccurrences(of: "_", with: "."))
    }
}

/// Deployment targets from an Xcode project: the lowest value of each `…_DEPLOYMENT_TARGET`
/// build setting across all build configurations.
public enum XcodeProjectTargets {
    static let settings: [String: ApplePlatform] = [
        "IPHONEOS_DEPLOYMENT_TARGET": .iOS, "MACOSX_DEPLOYMENT_TARGET": .macOS, "TVOS_DEPLOYMENT_TARGET": .tvOS,
        "WATCHOS_DEPLOYMENT_TARGET": .watchOS, "XROS_DEPLOYMENT_TARGET": .visionOS,
    ]

    public static func parse(_ pbxproj: String) -> [ApplePlatform: OSVersion] {
        var result: [ApplePlatform: OSVersion] = [:]
        // Project files run to megabytes; only lines naming a deployment target are looked at.
        let marker = Array("_DEPLOYMENT_TARGET".utf8)
        let candidates = pbxproj.utf8.split(whereSeparator: { $0 == 10 || $0 == 13 }).filter { line in
            line.count > marker.count && line.indices.contains { start in line[start...].starts(with: marker) }
        }
        for line in candidates.map({ String(decoding: $0, as: UTF8.self) }) {
            // `IPHONEOS_DEPLOYMENT_TARGET = 15.0;` or `= "15.0";`
            let parts = line.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, let platform = settings[parts[0].trimmingSpaces] else { continue }
            let value = parts[1].trimmingSpaces.trimmingSuffix(";").trimmingSpaces.trimmingQuotes
            guard let version = OSVersion(value) else { continue }
            if result[platform].map({ version < $0 }) ?? true { result[platform] = version }
        }
        return result
    }
}

extension String {
    func trimmingSuffix(_ suffix: String) -> String { hasSuffix(suffix) ? String(dropLast(suffix.count)) : self }
    var trimmingQuotes: String { hasPrefix("\"") && hasSuffix("\"") && count >= 2 ? String(dropFirst().dropLast()) : self }
}
