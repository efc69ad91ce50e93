import A11yFixTestSupport
import Foundation
import SwiftSyntax
import Testing

@testable import A11yFixCore

/// The promise of `font-text-style`'s default strategy, checked from the tables and not from the
/// transform: every font of every example renders at the same default size before and after, on
/// every platform the code builds for. Examples that choose `font-strategy: text-style` opted in
/// to size changes and are skipped.
@Suite struct FontSizePreservationTests {
    static let examples = Fixture.fixtures(
        for: "font-text-style", in: PackagePaths.transforms.appendingPathComponent("font-text-style")
    )
    .filter { fixture in !((try? PackagePaths.read(fixture.optionsFile)) ?? "").contains("font-strategy: text-style") }

    @Test(arguments: examples)
    func defaultSizesStayTheSame(_ fixture: Fixture) throws {
        let before = try PackagePaths.read(fixture.input)
        let after: String
        switch fixture.expectation {
        case let .output(url): after = try PackagePaths.read(url)
        case .unchanged: after = before
        }
        let platforms = try fixture.context().targets.platforms
        let old = FontSizes.rendered(in: before, platforms: platforms),
            new = FontSizes.rendered(in: after, platforms: platforms)
        #expect(old == new, "\(fixture): default sizes changed\nbefore: \(old)\nafter:  \(new)")
        #expect(
            !old.isEmpty || fixture.name.hasPrefix("unchanged/"),
            "\(fixture): no font found, so the check proves nothing")
    }

    @Test func theCheckSeesASizeChange() {
        let before = "import SwiftUI\nlet a = Font.system(size: 18)\n", after = "import SwiftUI\nlet a = Font.title3\n"
        #expect(FontSizes.rendered(in: before, platforms: nil) != FontSizes.rendered(in: after, platforms: nil))
        let scaled =
            "import SwiftUI\nstruct V: View {\n@ScaledMetric(relativeTo: .title3) private var s: CGFloat = 18\nvar body: some View { Text(\"\").font(.system(size: s)) }\n}\n"
        #expect(FontSizes.rendered(in: before, platforms: nil) == FontSizes.rendered(in: scaled, platforms: nil))
    }
}

/// Every SwiftUI font of a file, in source order, as "<platform> <points>" at the default text size.
enum FontSizes {
    static func rendered(in text: String, platforms: Set<ApplePlatform>?) -> [String] {
        let file = SourceFile(path: "example.swift", bytes: Array(text.utf8))
        file.projectPlatforms = platforms
        let visitor = Visitor(file: file)
        visitor.walk(file.tree)
        return visitor.sizes
    }

    final class Visitor: SyntaxVisitor {
        let file: SourceFile
        var sizes: [String] = []
        let scaled: [String: String]
        /// Names bound to a number with `let` (`static let detailSize: CGFloat = 15`), by their last component.
        let constants: [String: Double]

        init(file: SourceFile) {
            self.file = file
            var constants: [String: Double] = [:]
            for variable in file.variableDecls where variable.bindingSpecifier.tokenKind == .keyword(.let) {
                for binding in variable.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                        let value = binding.initializer.flatMap({ Double($0.value.trimmedDescription) })
                    {
                        constants[name] = value
                    }
                }
            }
            self.constants = constants
            var scaled: [String: String] = [:]
            for variable in file.variableDecls where variable.attributes.trimmedDescription.contains("@ScaledMetric") {
                for binding in variable.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                        let value = binding.initializer?.value.trimmedDescription
                    {
                        scaled[name] = value
                    }
                }
            }
            self.scaled = scaled
            super.init(viewMode: .sourceAccurate)
        }

        func record(_ node: some SyntaxProtocol, _ size: (FontPlatform) -> String) {
            for platform in FontPlatforms.of(node, in: file).platforms.sorted() {
                switch platform {
                case .iOS: sizes.append("iOS \(size(.iOS))")
                case .macOS: sizes.append("macOS \(size(.macOS))")
                default: sizes.append("\(platform) \(size(.iOS))")  // no table here: compared as written
                }
            }
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
                member.declName.baseName.text == "system",
                let size = node.arguments.first(where: { $0.label?.text == "size" })?.expression
            else { return .visitChildren }
            // `compact ? 13 : 15`: each size it chooses between, in order.
            var choices = [size]
            if let sequence = size.as(SequenceExprSyntax.self), case let elements = Array(sequence.elements),
                elements.count >= 3, let marker = elements[elements.count - 2].as(UnresolvedTernaryExprSyntax.self),
                let last = elements.last
            {
                choices = [marker.thenExpression, last]
            }
            for choice in choices {
                let written = choice.trimmedDescription
                let points = value(of: written) ?? scaled[written].flatMap(value(of:))
                record(node) { _ in points.map { String($0) } ?? written }
            }
            return .visitChildren
        }

        /// A literal, or a constant of the file named bare or through a type (`RowMetrics.detailSize`).
        func value(of written: String) -> Double? {
            Double(written) ?? written.split(separator: ".").last.flatMap { constants[String($0)] }
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            guard let style = TextStyle(rawValue: node.declName.baseName.text),
                node.base == nil || node.base?.trimmedDescription == "Font",
                node.parent?.as(LabeledExprSyntax.self)?.label == nil,
                node.ancestor(AttributeSyntax.self) == nil
            else { return .visitChildren }
            record(node) { String(style.defaultSize(on: $0)) }
            return .visitChildren
        }
    }
}
