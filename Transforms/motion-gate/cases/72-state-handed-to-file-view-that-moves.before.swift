import SwiftUI

/// The view this file declares slides its knob by the state it is handed: that moves.
struct SettingRow: View {
    @State private var isOn = false

    var body: some View {
        Knob(isOn: isOn)
            .onTapGesture {
                withAnimation { isOn.toggle() }
            }
    }
}

struct Knob: View {
    let isOn: Bool

    var body: some View {
        Circle()
            .frame(width: 24, height: 24)
            .offset(x: isOn ? 12 : -12)
    }
}
