import SwiftUI

#if os(iOS)
struct HapticToggle: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Binding var isOn: Bool

    var body: some View {
        Capsule()
            .fill(isOn ? .green : .secondary)
            .frame(width: 50, height: 30)
            .overlay(alignment: isOn ? .trailing : .leading) {
                Circle().padding(2)
            }
            .animation(reduceMotion ? nil : .snappy, value: isOn)
    }
}
#endif
