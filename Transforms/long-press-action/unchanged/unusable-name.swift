import SwiftUI

struct SwitchRow: View {
    @State private var isOn = false

    var body: some View {
        HStack {
            Text("Wi-Fi")
            Spacer()
            Image(systemName: isOn ? "wifi" : "wifi.slash")
        }
        .onLongPressGesture { toggle() }
    }

    func toggle() { isOn.toggle() }
}
