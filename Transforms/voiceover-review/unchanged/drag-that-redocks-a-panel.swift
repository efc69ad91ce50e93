import SwiftUI

enum DockSide {
    case leading, trailing
}

/// A drag that only moves a panel to the other side (it writes the side and springs back) moves
/// no value: left alone. A drag that also sets a value is a control VoiceOver cannot adjust.
struct DockedPanel: View {
    @AppStorage("panelSide") private var side: DockSide = .trailing
    @State private var proposedSide: DockSide = .trailing
    @State private var dragOffset: CGSize = .zero
    @State private var level = 0.5

    var body: some View {
        ZStack(alignment: side == .leading ? .leading : .trailing) {
            Text("Tools")
                .offset(dragOffset)
                .gesture(
                    DragGesture()
                        .onChanged { value in
                            dragOffset = value.translation
                            if abs(value.translation.width) > 120 {
                                proposedSide = side == .leading ? .trailing : .leading
                            }
                        }
                        .onEnded { _ in
                            dragOffset = .zero
                            side = proposedSide
                        })
            Text("Level")
                .offset(dragOffset)
                .gesture(
                    DragGesture()
                        .onChanged { value in
                            dragOffset = value.translation
                            level = min(1, max(0, value.translation.height / 200))
                        }
                        .onEnded { _ in
                            dragOffset = .zero
                            side = .leading
                        })
        }
    }
}
