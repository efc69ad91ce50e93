import SwiftSyntax
import Testing

@testable import A11yFixCore

/// A drag that only places a view (its offset in both directions, a corner) is told apart from
/// one that sets a value: a knob along one axis, a binding handed back, a drag that also saves.
struct DragMovesViewTests {
    private func decide(_ body: String, extra: String = "") -> Bool {
        let source = """
            import SwiftUI
            struct Floating: View {
                @State private var drag = CGSize.zero
                @AppStorage("x") private var x: Double = 0
                @Binding var point: CGPoint
                let store: UserDefaults
                var body: some View {
                    \(body)
                }
                \(extra)
            }
            """
        let file = SourceFile(path: "Floating.swift", text: source)
        guard
            let gesture = file.functionCalls.first(where: {
                $0.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "gesture"
            }), let drag = gesture.arguments.first?.expression
        else { return false }
        return DragMovesView.onlyMovesView(drag, in: file)
    }

    @Test func aViewDraggedAnywhereOnlyMoves() {
        #expect(
            decide(
                """
                Text("3").offset(x: x + drag.width, y: drag.height)
                    .gesture(DragGesture().onChanged { value in drag = value.translation }
                        .onEnded { value in x += value.translation.width; drag = .zero })
                """))
    }

    @Test func aKnobAlongOneAxisABindingOrASaveIsAControl() {
        #expect(
            !decide(
                """
                Text("3").offset(x: x)
                    .gesture(DragGesture().onChanged { value in x = value.translation.width })
                """))
        #expect(
            !decide(
                """
                Circle().position(point)
                    .gesture(DragGesture().onChanged { value in point = value.location })
                """))
        #expect(
            !decide(
                """
                Text("3").offset(drag)
                    .gesture(DragGesture().onChanged { value in drag = value.translation }
                        .onEnded { _ in store.set(drag.width, forKey: "w") })
                """))
        #expect(
            !decide(
                """
                Text("\\(drag.width)").offset(drag)
                    .gesture(DragGesture().onChanged { value in drag = value.translation })
                """))
    }
}
