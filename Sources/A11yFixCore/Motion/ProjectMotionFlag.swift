import A11yFixSyntax
import SwiftSyntax

/// The project's own Reduce Motion flag, declared in the file: a `static var` of a type or
/// extension whose words say so (`Device.isReduceMotionEnabled`, `Motion.isReduced`) and whose body
/// reads the platform flag it stands for. A new gate outside a view reads it, as the project's own
/// code does, rather than the platform API (judged on apps never tuned on).
enum ProjectMotionFlag {
    /// `Type.name` for the flag that reads `platformFlag` (or the setting on either platform).
    static func replacing(_ platformFlag: String, in file: SourceFile) -> String? {
        guard file.containsText("static"), file.containsText("ReduceMotion") else { return nil }
        let platformName = platformFlag.split(separator: ".").last.map(String.init) ?? platformFlag
        final class Finder: SyntaxVisitor {
            let platformName: String
            var found: [String] = []
            init(_ platformName: String) {
                self.platformName = platformName
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
                guard node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
                    !node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.private) }),
                    node.bindings.count == 1, let binding = node.bindings.first,
                    let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    binding.typeAnnotation?.type.trimmedText == "Bool",
                    ProjectMotionFlag.isAboutReduceMotion(name),
                    let owner = Self.ownerName(of: node),
                    binding.accessorBlock?.tokens(viewMode: .sourceAccurate).contains(where: {
                        $0.text == self.platformName
                            || self.platformName == "isReduceMotionEnabled"
                                && $0.text == "UIAccessibilityIsReduceMotionEnabled"
                    }) == true
                else { return .skipChildren }
                found.append("\(owner).\(name)")
                return .skipChildren
            }

            static func ownerName(of node: VariableDeclSyntax) -> String? {
                guard let group = node.parent?.parent?.parent?.as(MemberBlockSyntax.self)?.parent else { return nil }
                if let type = group.as(ExtensionDeclSyntax.self), type.genericWhereClause == nil {
                    return type.extendedType.trimmedText
                }
                if let type = group.asProtocol(NamedDeclSyntax.self), group.as(ProtocolDeclSyntax.self) == nil,
                    group.asProtocol(WithGenericParametersSyntax.self)?.genericParameterClause == nil
                {
                    return type.name.text
                }
                return nil
            }
        }
        let finder = Finder(platformName)
        finder.walk(file.tree)
        return finder.found.count == 1 ? finder.found[0] : nil
    }

    /// A name whose own words say "reduce(d)" and "motion" or "animation(s)", so a later run sees the
    /// check it writes (`isReduceMotionEnabled`, `reducedMotion`).
    static func isAboutReduceMotion(_ name: String) -> Bool {
        let words = Set(ReadableName.words(of: name).map { $0.lowercased() })
        return !words.isDisjoint(with: ["reduce", "reduced", "reduces"])
            && !words.isDisjoint(with: ["motion", "animation", "animations"])
    }
}
