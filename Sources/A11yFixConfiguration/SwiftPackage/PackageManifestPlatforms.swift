import A11yFixCore
import A11yFixSyntax
import SwiftParser
import SwiftSyntax

/// Deployment targets declared by a package manifest's `platforms:` list:
/// `.iOS(.v15)`, `.iOS("15.4")`, `.macOS(.v10_15)`, `SupportedPlatform.tvOS(.v15)`, …
public enum PackageManifestPlatforms {
    public static func parse(_ manifest: String) -> [ApplePlatform: OSVersion] {
        SwiftPackageManifest.parse(manifest, path: "Package.swift").platforms
    }

    static func platforms(in list: ArrayExprSyntax?) -> [ApplePlatform: OSVersion] {
        var result: [ApplePlatform: OSVersion] = [:]
        for element in list?.elements ?? [] {
            guard let call = element.expression.as(FunctionCallExprSyntax.self),
                let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                let platform = platform(named: member.declName.baseName.text),
                let argument = call.arguments.first?.expression,
                let version = version(of: argument)
            else { continue }
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

extension String {
    func trimmingSuffix(_ suffix: String) -> String { hasSuffix(suffix) ? String(dropLast(suffix.count)) : self }
    var trimmingQuotes: String {
        hasPrefix("\"") && hasSuffix("\"") && count >= 2 ? String(dropFirst().dropLast()) : self
    }
}
