import SwiftUI

struct NetworkSettings: View {
    @State private var isEnabled = true

    var body: some View {
        Form {
            Toggle("Wi-Fi", isOn: $isEnabled)
                .accessibilityLabel("Wireless networking")
        }
    }
}
