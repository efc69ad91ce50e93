import SwiftUI

struct SettingsShortcut: View {
    var body: some View {
        HStack {
            Spacer()
            Image(systemName: "gearshape")
                .onTapGesture {
                    openSettings()
                }
                .padding(12)
                .background(.thinMaterial, in: Circle())
                .accessibilityAddTraits(.isButton)
                .accessibilityLabel("Open settings") // [VERIFY] confirm label matches intent
        }
    }

    func openSettings() {}
}
