import SwiftSyntax

/// Whether a `.transition` or `matchedGeometryEffect` only ever plays through animations that
/// already respect Reduce Motion: the nearest `.animation` around it, or, with none around it,
/// every `withAnimation` of its type, uses a project helper that reads the setting (or checks it).
/// Judged on Element X: banners inside `.animation(.elementDefault, value:)`, which is
/// `.noAnimation` under Reduce Motion, had their move transitions gated a second time.
struct GatedDrivers {
    let file: SourceFile
    let index: ProjectIndex
    /// Per type: whether all its `withAnimation` calls respect the setting.
    private var typeAnswers: [SyntaxIdentifier: Bool] = [:]

    init(file: SourceFile, index: ProjectIndex) {
        self.file = file
        self.index = index
    }

    /// `names`: what shows a check of the setting at `call` (the setting, the view's property).
    mutating func onlyGatedDrivers(of call: FunctionCallExprSyntax, names: [String]) -> Bool {
        if let animation = Self.enclosingAnimation(of: call) { return respects(animation, names: names) }
        guard let (_, type) = ViewTypes.enclosingType(of: call) else { return false }
        if let known = typeAnswers[type.id] { return known }
        let answer = allWithAnimationsRespect(in: type, names: names)
        typeAnswers[type.id] = answer
        return answer
    }

    /// The animation of the nearest `.animation(_:value:)` whose view holds `call`.
    private static func enclosingAnimation(of call: FunctionCallExprSyntax) -> ExprSyntax? {
        var current = Syntax(call)
        while let parent = current.parent {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id, member.declName.baseName.text == "animation",
               let animationCall = member.parent?.as(FunctionCallExprSyntax.self), animationCall.calledExpression.id == member.id,
               let animation = animationCall.arguments.first, animation.label == nil {
                return animation.expression
            }
            current = parent
        }
        return nil
    }

    private func allWithAnimationsRespect(in type: some DeclGroupSyntax, names: [String]) -> Bool {
        let range = type.range
        let drivers = file.functionCalls.filter { call in
            guard range.contains(call.position) else { return false }
            let name = call.calleeName ?? ""
            return name == "withAnimation" || index.respectsReduceMotion(name)
        }
        return !drivers.isEmpty && drivers.allSatisfy { driver in
            if index.respectsReduceMotion(driver.calleeName ?? "") { return true }  // `withElementAnimation { … }`
            guard let animation = driver.arguments.first, animation.label == nil else { return false }
            return respects(animation.expression, names: names) || ReduceMotionChecks.isUnderCheck(driver, names: names, index: index)
        }
    }

    private func respects(_ animation: ExprSyntax, names: [String]) -> Bool {
        ReduceMotionChecks.usesProjectHelper(animation, index: index) || ReduceMotionChecks.mentions(animation, names: names)
    }
}
