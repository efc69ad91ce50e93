import A11yFixSyntax
import SwiftSyntax

/// A font for a chart's labels: an argument of a chart or axis type (`ChartLabelSettings(font:)`,
/// `AxisValueLabel(font:)`), or set on a path that names a chart or axis (`chart.xAxis.labelFont`,
/// `axisLabelSettings.font`). A chart draws its labels into the plot's fixed size.
enum ChartLabelFont {
    static let words: Set<String> = ["chart", "axis", "diagram", "pie"]

    static func isChartLabel(_ font: ExprSyntax, receiver: String?) -> Bool {
        if let receiver, names(receiver) { return true }
        var node = Syntax(font)
        while let parent = node.parent, !parent.is(CodeBlockItemSyntax.self), !parent.is(ClosureExprSyntax.self) {
            if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id != node.id,
                let name = call.calleeName
                    ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName
                    .baseName.text,
                name.first?.isUppercase == true, names(name)
            {
                return true
            }
            node = parent
        }
        return false
    }

    /// A font given to a property of a chart's own object (`dataSet.valueFont = …` where
    /// `let dataSet = PieChartDataSet(entries)`, `legend.font` of a `ChartLegend` parameter):
    /// the chart draws it in its plot.
    static func isChartProperty(_ font: ExprSyntax, in file: SourceFile) -> Bool {
        guard let sequence = font.parent?.parent?.as(SequenceExprSyntax.self),
            font.parent?.is(ExprListSyntax.self) == true
        else { return false }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[2].id == font.id, elements[1].is(AssignmentExprSyntax.self),
            let target = elements[0].as(MemberAccessExprSyntax.self),
            let base = target.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let type = FontFramework.declaredType(of: base, at: Syntax(sequence), in: file)
        else { return false }
        return names(type)
    }

    /// A view a chart's data source hands out for one segment or slice
    /// (`diagramView(_:viewForSegmentAtIndex:…)`, `pieChart(_:viewForSliceAt:)`): the chart places
    /// it on the segment, inside the plot's fixed size.
    static func isSegmentLabel(_ statement: CodeBlockItemSyntax) -> Bool {
        guard let function = Syntax(statement).ancestor(FunctionDeclSyntax.self) else { return false }
        let parameters = function.signature.parameterClause.parameters
        let labels = parameters.map(\.firstName.text)
        guard labels.contains(where: { $0.hasPrefix("viewFor") }) else { return false }
        if labels.contains(where: { $0.contains("Segment") || $0.contains("Slice") }) { return true }
        let firstType = parameters.first?.type.trimmedText ?? ""
        return names(function.name.text) || names(firstType)
    }

    /// A Swift Charts axis label (`AxisValueLabel { Text(…).font(…) }`) in a file that caps its axis
    /// labels' text (`.dynamicTypeSize(…)` inside an `AxisValueLabel`): the project keeps its axes
    /// small on purpose, and one label scaling alone overlaps its neighbours (judged on an app never
    /// tuned on: eight year labels along an axis).
    static func isInCappedAxis(_ font: some SyntaxProtocol, in file: SourceFile) -> Bool {
        guard file.containsText("AxisValueLabel"), file.containsText("dynamicTypeSize"), axisLabel(around: font) != nil
        else { return false }
        return file.functionCalls.contains { call in
            call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "dynamicTypeSize"
                && axisLabel(around: call) != nil
        }
    }

    /// The `AxisValueLabel` whose content holds `node`, within its declaration.
    private static func axisLabel(around node: some SyntaxProtocol) -> FunctionCallExprSyntax? {
        var current = Syntax(node)
        while let parent = current.parent, !parent.is(MemberBlockSyntax.self) {
            if let call = parent.as(FunctionCallExprSyntax.self), call.calleeName == "AxisValueLabel",
                current.is(ClosureExprSyntax.self)
            {
                return call
            }
            current = parent
        }
        return nil
    }

    /// Whether any word of the path's names is a chart word (`xAxisLabel`, `chartView`).
    private static func names(_ path: String) -> Bool {
        path.split { !($0.isLetter || $0.isNumber || $0 == "_") }.contains { part in
            ReadableName.words(of: String(part)).contains { words.contains($0.lowercased()) }
        }
    }
}
