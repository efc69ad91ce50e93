import SwiftSyntax

/// How a property this tool adds is written: `@ScaledMetric(relativeTo: .body) private var size`
/// on one line, or with the attribute on the line above. The project's formatter or linter decides
/// where it says (`AttributePlacement`); else the file's own attributed properties do, by majority;
/// else one line.
public enum PropertyLayout {
    /// The property's text for `MemberInsertion`: one line, or two separated by `\n`.
    public static func text(
        attribute: String, declaration: String, in file: SourceFile, configured: AttributePlacement?
    ) -> String {
        let above =
            configured?.isOnLineAbove(attribute)
            ?? file.memoized("PropertyLayout.fileWritesAttributesAbove") {
                fileWritesAttributesAbove(file.tree)
            }
        return attribute + (above ? "\n" : " ") + declaration
    }

    /// Whether more of the file's stored properties with an attribute that takes arguments
    /// (`@Environment(\.colorScheme)`, `@AppStorage("key")`) put it on the line above than on theirs.
    static func fileWritesAttributesAbove(_ tree: SourceFileSyntax) -> Bool {
        final class Counter: SyntaxVisitor {
            var above = 0, sameLine = 0
            // Stored properties live in member blocks, never in a call's arguments or chain: not
            // descending keeps a long modifier chain cheap and off the stack.
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

            override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
                guard let attribute = node.attributes.last?.as(AttributeSyntax.self), attribute.arguments != nil,
                    let next = attribute.lastToken(viewMode: .sourceAccurate)?.nextToken(viewMode: .sourceAccurate)
                else { return .skipChildren }
                if next.leadingTrivia.contains(where: \.isNewline) { above += 1 } else { sameLine += 1 }
                return .skipChildren
            }
        }
        let counter = Counter(viewMode: .sourceAccurate)
        counter.walk(tree)
        return counter.above > counter.sameLine
    }

    /// Whether more of the file's `@Environment` properties write their type
    /// (`@Environment(\.dismiss) private var dismiss: DismissAction`) than leave it to inference:
    /// a new one follows, as projects with SwiftLint's `explicit_type_interface` rule need.
    public static func fileTypesEnvironmentValues(_ file: SourceFile) -> Bool {
        file.memoized("PropertyLayout.fileTypesEnvironmentValues") {
            final class Counter: SyntaxVisitor {
                var typed = 0, inferred = 0
                override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

                override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
                    let isEnvironment = node.attributes.contains {
                        $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Environment"
                    }
                    if isEnvironment {
                        if node.bindings.first?.typeAnnotation != nil { typed += 1 } else { inferred += 1 }
                    }
                    return .skipChildren
                }
            }
            let counter = Counter(viewMode: .sourceAccurate)
            counter.walk(file.tree)
            return counter.typed > counter.inferred
        }
    }
}
