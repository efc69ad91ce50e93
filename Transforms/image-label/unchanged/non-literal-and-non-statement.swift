import SwiftUI

struct StatusIcon: View {
    let symbolName: String
    let icon = Image(systemName: "bolt")

    var body: some View {
        VStack {
            Image(systemName: symbolName)
            icon
            Toggle(isOn: .constant(true)) { Text("Boost") }
                .background(Image("glow-halo"))
        }
    }
}
