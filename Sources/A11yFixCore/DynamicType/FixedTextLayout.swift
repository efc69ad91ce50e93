import A11yFixSyntax
import SwiftSyntax

/// Why a SwiftUI font is meant to stay one size, when its layout says so: scaling the text there
/// clips it or makes it overlap, so the font transforms leave it alone and count it.
///
/// - a constant height (`.frame(height: 30)`, `.frame(width: 30, height: 30)`) or a `.position`
///   on the view or on a view that contains it in the same body, or on the view it is an
///   `.overlay`/`.background` of, or an `.aspectRatio` there (a tile its grid sizes); a constant height (or a clipped constant width, or any constant
///   width for a glyph) anywhere in the font's own chain, before the `.font` too;
/// - `.minimumScaleFactor` on the view or a container: the author already shrinks text to fit;
/// - widgets (WidgetKit) and ClockKit complications, which draw into a canvas of fixed size, and a
///   widget view's line held at its ideal width (`.lineLimit(1)` with `.fixedSize`);
/// - text drawn into an image (`ImageRenderer`, also through a view type the file renders);
/// - views that copy a complication's rendering (types and files named `…Complication…`);
/// - a glyph hidden from VoiceOver (decoration sized to its slot), or a glyph layered over another
///   view in `.overlay`/`.background` (a badge): scaling one layer of a picture distorts it.
public enum FixedTextLayout {
    /// Whether the whole file draws into a surface of fixed size: a widget or a complication.
    public static func isFixedSurface(_ file: SourceFile) -> Bool { surfaceReason(file) != nil }

    static func surfaceReason(_ file: SourceFile) -> String? {
        let fileName = file.path.split(separator: "/").last.map(String.init) ?? file.path
        if file.importedModules.contains("ClockKit") || rendersComplication(fileName) { return "a watch complication" }
        // A widget draws into a canvas of fixed size; WidgetKit scales its text within limits itself.
        if file.importedModules.contains("WidgetKit") { return "a widget" }
        return nil
    }

    public static func reason(for font: FunctionCallExprSyntax, in file: SourceFile) -> String? {
        if let surface = surfaceReason(file) { return surface }
        if file.containsText("Complication"), isInComplicationType(font) { return "a watch complication" }
        let glyph = glyphChain(of: font)
        if let glyph,
            glyph.modifiers.contains(where: {
                $0.name == "accessibilityHidden" && $0.call?.arguments.first?.expression.isFalseLiteral == false
            })
        {
            return "a decorative glyph"
        }
        if let glyph, ColourDot.isDot(glyph) { return "a colour dot" }
        if let reason = chainReason(of: font, in: file) { return reason }
        if isInRenderedView(font, in: file) { return "text drawn into an image" }
        if file.containsText("aspectRatio"), RingLayout.isInRing(font) { return "text inside a ring held square" }
        var current = Syntax(font)
        while let parent = current.parent {
            defer { current = parent }
            // The containing declaration ends the body; where the file places that view goes on.
            if parent.is(DeclSyntax.self) || parent.is(MemberBlockSyntax.self) {
                return placementReason(of: Syntax(font), isGlyph: glyph != nil, in: file)
            }
            guard let call = parent.as(FunctionCallExprSyntax.self) else { continue }
            if call.calleeName == "ImageRenderer" { return "text drawn into an image" }
            if call.calleeName == "ZStack", let layers = call.trailingClosure, current.id == layers.id,
                hasLayerOfConstantSize(layers, besides: font)
            {
                return "a badge layered over a view of constant size"
            }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                ["overlay", "background"].contains(member.declName.baseName.text),
                current.is(ClosureExprSyntax.self) || current.is(LabeledExprListSyntax.self)
            {
                if glyph != nil { return "a glyph layered over another view" }
                // A layer is laid out in its base's frame: `Circle().frame(width: 48, height: 48).overlay(Text(…))`.
                if let base = member.base {
                    let chain = ModifierChain(endingAt: base)
                    if chain.modifiers(named: "frame").compactMap(\.call).contains(where: hasConstantHeight) {
                        return "a constant frame"
                    }
                    // A base held to a ratio (`Rectangle().aspectRatio(1, contentMode: .fit)`) takes the
                    // size its grid gives it: a day in a calendar, a key in a keypad. The layer cannot grow it.
                    if chain.has("aspectRatio") { return "a tile its grid sizes (.aspectRatio)" }
                }
            }
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil else {
                continue
            }
            switch member.declName.baseName.text {
            case "frame" where hasConstantHeight(call): return "a constant frame"
            // A glyph in a narrow column (`VStack { Image(…) … }.frame(width: 24)`) overflows it as it grows.
            case "frame" where glyph != nil && hasNarrowWidth(call): return "a constant frame"
            case "position": return "a fixed .position"
            case "minimumScaleFactor": return ".minimumScaleFactor"
            case "fixedSize" where WidgetTruncationGuard.holds(call, around: font, in: file): return "a widget"
            default: break
            }
        }
        return nil
    }

    /// A constant frame anywhere in the chain the font is given to, before the `.font` as well as
    /// after it (`.frame(width: 80, height: 80).background(Circle()).font(…)`), or a constant width
    /// that the chain clips to; in a widget's view (a file or type named …Widget…), one line held
    /// at its ideal width (`.lineLimit(1)` with `.fixedSize`) guards against truncation.
    static func chainReason(of font: FunctionCallExprSyntax, in file: SourceFile) -> String? {
        var current = Syntax(font)
        while let parent = current.parent, !parent.is(DeclSyntax.self), !parent.is(CodeBlockItemSyntax.self) {
            defer { current = parent }
            guard let call = parent.as(FunctionCallExprSyntax.self),
                call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "font",
                current.is(LabeledExprListSyntax.self)
            else { continue }
            let chain = ModifierChain(startingAt: ModifierChain(endingAt: ExprSyntax(call)).root)
            let frames = chain.modifiers(named: "frame").compactMap(\.call)
            if frames.contains(where: hasConstantHeight) { return "a constant frame" }
            // A glyph in a slot of constant width overflows it as it grows; text wraps unless clipped.
            let clips = chain.has("clipped") || chain.has("clipShape")
            let isGlyph = chain.root.as(FunctionCallExprSyntax.self)?.calleeName == "Image"
            if clips || isGlyph, frames.contains(where: hasConstantWidth) { return "a constant frame" }
            if isGlyph, hasBackingOfConstantSize(chain) { return "a glyph on a backing of constant size" }
            let oneLine = chain.modifiers(named: "lineLimit").contains {
                $0.call?.arguments.first?.expression.numberLiteralValue == 1
            }
            if oneLine, chain.has("fixedSize"), isInWidgetView(font, in: file) { return "a widget" }
            if mapsDragPosition(chain) { return "a drag control that maps the finger's position" }
            return nil
        }
        return nil
    }

    /// A glyph drawn on (or under) a layer of constant width and height
    /// (`Image(systemName: "checkmark.circle.fill").background(Circle().fill(.white).frame(width: 14, height: 14))`):
    /// a badge whose parts are sized to each other; the glyph growing alone breaks it (judged on unseen
    /// apps: a completed mark over a thumbnail, backed by a 14 pt white disc).
    static func hasBackingOfConstantSize(_ chain: ModifierChain) -> Bool {
        chain.modifiers.contains { modifier in
            guard ["background", "overlay"].contains(modifier.name), let call = modifier.call else { return false }
            var layers: [ExprSyntax] = call.arguments.filter { $0.label?.text != "alignment" }.map(\.expression)
            for closure in [call.trailingClosure] + call.additionalTrailingClosures.map(\.closure) {
                guard let closure, closure.statements.count == 1,
                    let layer = closure.statements.first?.item.as(ExprSyntax.self)
                else { continue }
                layers.append(layer)
            }
            return layers.contains { layer in
                ModifierChain(endingAt: layer).modifiers(named: "frame").compactMap(\.call).contains {
                    hasConstantHeight($0) && hasConstantWidth($0)
                }
            }
        }
    }

    /// `RatingView(rating: r).font(.system(size: 24)).gesture(DragGesture(minimumDistance: 0).onChanged(rate))`:
    /// a drag that reads where the finger is on the content (from touch-down, or `value.location`) maps
    /// that position to a value by the content's designed size (a star every 31 pt); scaled, the
    /// content no longer lines up with the positions the drag measures (judged on real apps: a
    /// rating's stars, rated by `location.x / 31`).
    static func mapsDragPosition(_ chain: ModifierChain) -> Bool {
        chain.modifiers.contains { modifier in
            guard ["gesture", "simultaneousGesture", "highPriorityGesture"].contains(modifier.name),
                let text = modifier.call?.arguments.trimmedText, text.includes("DragGesture")
            else { return false }
            return text.includes("minimumDistance: 0") || text.includes(".location")
        }
    }

    /// A constant frame around where the file places the view type holding `node`
    /// (`HStack { PanelTabs() }.frame(height: 14)`, `VStack { BarIcon() }.frame(width: BAR_WIDTH)` for a
    /// glyph), through views that place it in turn: the view cannot grow past it (judged on real
    /// apps: tab labels in a strip of constant height, defined as views of their own in the same file).
    static func placementReason(of node: Syntax, isGlyph: Bool, in file: SourceFile, depth: Int = 0) -> String? {
        guard depth < 3 else { return nil }
        // A function that builds the view (`func sectionTitle(for:) -> some View`): where the file
        // places its result (`sectionTitle(for: section).frame(width: 12, height: 6)`).
        if let function = node.as(FunctionDeclSyntax.self) ?? node.ancestor(FunctionDeclSyntax.self) {
            let name = function.name.text
            let calls = file.functionCalls.filter { call in
                !function.range.contains(call.position)
                    && (call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == name
                        || (call.calledExpression.as(MemberAccessExprSyntax.self).map {
                            $0.declName.baseName.text == name && $0.base?.trimmedText == "self"
                        } ?? false))
            }
            if let reason = placementReason(of: calls, isGlyph: isGlyph, in: file, depth: depth) { return reason }
        }
        guard let type = node.ancestor(StructDeclSyntax.self) else { return nil }
        let name = type.name.text
        let calls = file.functionCalls.filter { $0.calleeName == name && !type.range.contains($0.position) }
        return placementReason(of: calls, isGlyph: isGlyph, in: file, depth: depth)
    }

    /// A constant frame around any of `calls` (places that make the view), or around where the
    /// declarations holding them are placed in turn.
    private static func placementReason(
        of calls: [FunctionCallExprSyntax], isGlyph: Bool, in file: SourceFile, depth: Int
    ) -> String? {
        for call in calls {
            var current = Syntax(call)
            while let parent = current.parent {
                defer { current = parent }
                if parent.is(DeclSyntax.self) || parent.is(MemberBlockSyntax.self) {
                    if let reason = placementReason(of: parent, isGlyph: isGlyph, in: file, depth: depth + 1) {
                        return reason
                    }
                    break
                }
                guard let container = parent.as(FunctionCallExprSyntax.self) else { continue }
                // Scrolling content grows past any frame around the scroll view.
                if ["ScrollView", "List", "Form"].contains(container.calleeName ?? "") { break }
                guard container.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "frame"
                else { continue }
                let height = container.argument(labeled: "height").map { isConstant($0.expression) } ?? false
                let width = container.argument(labeled: "width").map { isConstant($0.expression) } ?? false
                if height || (isGlyph && width) { return "a constant frame" }
            }
        }
        return nil
    }

    /// In a file or type named for a widget (`StepsWidgetView`), whose view WidgetKit draws into
    /// a canvas of fixed size even where the file does not import WidgetKit.
    static func isInWidgetView(_ node: some SyntaxProtocol, in file: SourceFile) -> Bool {
        if (file.path.split(separator: "/").last.map(String.init) ?? file.path).includes("Widget") { return true }
        var current = node.parent
        while let candidate = current {
            if let type = candidate.as(StructDeclSyntax.self), type.name.text.includes("Widget") { return true }
            current = candidate.parent
        }
        return false
    }

    /// Inside a view type that the file draws into an image (`ImageRenderer(content: ChartImage())`).
    static func isInRenderedView(_ font: FunctionCallExprSyntax, in file: SourceFile) -> Bool {
        guard file.containsText("ImageRenderer") else { return false }
        let rendered = file.memoized("FixedTextLayout.renderedViews") {
            Set(
                file.functionCalls.compactMap { call -> String? in
                    guard call.calleeName == "ImageRenderer", let content = call.argument(labeled: "content") else {
                        return nil
                    }
                    return ModifierChain(endingAt: content.expression).root.as(FunctionCallExprSyntax.self)?.calleeName
                })
        }
        guard !rendered.isEmpty else { return false }
        var current = font.parent
        while let candidate = current {
            if let type = candidate.as(StructDeclSyntax.self), rendered.contains(type.name.text) { return true }
            current = candidate.parent
        }
        return false
    }

    /// Whether the `.font(…)` that `font` is given to styles an `Image` (a glyph, not text).
    public static func stylesImage(_ font: FunctionCallExprSyntax) -> Bool { glyphChain(of: font) != nil }

    /// The whole modifier chain of the `Image` that the `.font(…)` holding `font` styles; nil
    /// when that font styles anything else.
    static func glyphChain(of font: FunctionCallExprSyntax) -> ModifierChain? {
        var current = Syntax(font)
        while let parent = current.parent, !parent.is(DeclSyntax.self), !parent.is(CodeBlockItemSyntax.self) {
            defer { current = parent }
            guard let call = parent.as(FunctionCallExprSyntax.self),
                let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                member.declName.baseName.text == "font"
            else { continue }
            let root = ModifierChain(endingAt: ExprSyntax(call)).root
            return root.as(FunctionCallExprSyntax.self)?.calleeName == "Image" ? ModifierChain(startingAt: root) : nil
        }
        return nil
    }

    /// A name for what draws a complication (`InlineComplicationPreview`, `CornerComplication`,
    /// `ComplicationContentView`), not for a screen about complications (`ComplicationsDiagnosticsView`).
    static func rendersComplication(_ name: String) -> Bool {
        guard name.includes("Complication") else { return false }
        let stem = name.hasSuffix(".swift") ? String(name.dropLast(6)) : name
        return stem.hasSuffix("Complication")
            || ["Preview", "Content", "Face", "Render"].contains { stem.includes($0) }
    }

    /// Inside a type named for a complication (`CornerComplicationPreview`).
    static func isInComplicationType(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let candidate = current {
            if let type = candidate.as(StructDeclSyntax.self), rendersComplication(type.name.text) { return true }
            if let type = candidate.as(ClassDeclSyntax.self), rendersComplication(type.name.text) { return true }
            current = candidate.parent
        }
        return false
    }

    /// `height:` (or `maxHeight:`) given as a number or a type's constant (`Layout.rowHeight`).
    static func hasConstantHeight(_ frame: FunctionCallExprSyntax) -> Bool {
        frame.arguments.contains { argument in
            guard let label = argument.label?.text, label == "height" || label == "maxHeight" else { return false }
            return isConstant(argument.expression)
        }
    }

    /// `width:` given as a number no wider than a control's minimum touch target (44 pt).
    static func hasNarrowWidth(_ frame: FunctionCallExprSyntax) -> Bool {
        guard let width = frame.argument(labeled: "width")?.expression.numberLiteralValue else { return false }
        return width <= 44
    }

    /// Another layer of the `ZStack` than the one holding `font` is held at a constant width and
    /// height (`Image(…).frame(width: 32, height: 32)`), or is a circle with one constant side: a
    /// count, label or glyph laid over it is a badge, and growing one layer of the picture makes it
    /// cover the other (judged on real apps: a lock glyph outgrowing its 38 pt circle).
    static func hasLayerOfConstantSize(_ layers: ClosureExprSyntax, besides font: FunctionCallExprSyntax) -> Bool {
        layers.statements.contains { statement in
            guard !statement.range.contains(font.position), let layer = statement.item.as(ExprSyntax.self) else {
                return false
            }
            let chain = ModifierChain(endingAt: layer)
            // A circle is drawn as wide as it is tall: one constant side holds it (`Circle().frame(width: 38)`).
            let isCircle = chain.root.as(FunctionCallExprSyntax.self)?.calleeName == "Circle"
            return chain.modifiers(named: "frame").compactMap(\.call).contains {
                (hasConstantHeight($0) && hasConstantWidth($0))
                    || (isCircle && (hasConstantHeight($0) || hasConstantWidth($0)))
            }
        }
    }

    /// `width:` (or `maxWidth:`) given as a number or a type's constant.
    static func hasConstantWidth(_ frame: FunctionCallExprSyntax) -> Bool {
        frame.arguments.contains { argument in
            guard let label = argument.label?.text, label == "width" || label == "maxWidth" else { return false }
            return isConstant(argument.expression)
        }
    }

    /// A name bound by a `let` to a number literal in a block around the use
    /// (`let sideLength: CGFloat = 70` in the stack that draws the circles): as fixed as the literal.
    static func isLocalNumber(_ reference: DeclReferenceExprSyntax) -> Bool {
        let name = reference.baseName.text
        var current = Syntax(reference)
        while let parent = current.parent, !parent.is(MemberBlockSyntax.self) {
            defer { current = parent }
            guard let items = parent.as(CodeBlockItemListSyntax.self) else { continue }
            for item in items {
                if item.range.contains(reference.position) { break }
                guard let variable = item.item.as(VariableDeclSyntax.self),
                    variable.bindingSpecifier.tokenKind == .keyword(.let)
                else { continue }
                for binding in variable.bindings
                where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                    return binding.initializer?.value.numberLiteralValue != nil
                }
            }
        }
        return isMemberNumber(name, around: reference)
    }

    /// A `let` of the type around the use bound to a number literal (`let controlSize: CGFloat = 42`,
    /// `static let side = 36.0`): no initializer can change it, so it is as fixed as the literal.
    /// A `var` may be set by a caller, and a `let` without a value is given one by `init`.
    static func isMemberNumber(_ name: String, around node: some SyntaxProtocol) -> Bool {
        guard let members = node.ancestor(MemberBlockSyntax.self) else { return false }
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                variable.bindingSpecifier.tokenKind == .keyword(.let)
            else { continue }
            for binding in variable.bindings
            where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                return binding.initializer?.value.numberLiteralValue != nil
            }
        }
        return false
    }

    static func isConstant(_ expression: ExprSyntax) -> Bool {
        if expression.numberLiteralValue != nil { return true }
        // A global constant named in capitals (`BAR_WIDTH`).
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let text = reference.baseName.text
            if text.count > 1 && text.allSatisfy({ $0.isUppercase || $0.isNumber || $0 == "_" })
                && text.contains(where: \.isLetter)
            {
                return true
            }
            return isLocalNumber(reference)
        }
        if let member = expression.as(MemberAccessExprSyntax.self),
            let base = member.base?.as(DeclReferenceExprSyntax.self)
        {
            if base.baseName.text == "self" { return isMemberNumber(member.declName.baseName.text, around: member) }
            return base.baseName.text.first?.isUppercase == true
        }
        return false
    }
}
