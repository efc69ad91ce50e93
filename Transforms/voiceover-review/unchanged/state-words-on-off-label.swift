import SwiftUI

struct FlashlightButton: View {
    @Binding var isLit: Bool

    var body: some View {
        Image(systemName: isLit ? "flashlight.on.fill" : "flashlight.off.fill")
            .onTapGesture { isLit.toggle() }
            .accessibilityLabel(isLit ? "Flashlight on" : "Flashlight off")
    }
}
