import SwiftUI

enum ClockFace {
    case digital, analog

    mutating func toggle() {
        self = self == .digital ? .analog : .digital
    }
}

// `toggle()` on an enum steps to its next case: no Bool to be selected by, so no toggle fix. A Bool
// named only `state` names no mode: no label from it.
struct ClockDial: View {
    @Binding var face: ClockFace
    @State private var state = false

    var body: some View {
        VStack {
            Image(systemName: "clock")
                .onTapGesture {
                    face.toggle()
                }
            Image(systemName: "circle.dotted")
                .foregroundStyle(state ? .orange : .gray)
                .onTapGesture {
                    state.toggle()
                }
        }
    }
}
