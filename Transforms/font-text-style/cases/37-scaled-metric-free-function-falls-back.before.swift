import SwiftUI

func sectionHeader(_ title: String) -> some View {
    Text(title)
        .font(.system(size: 15, weight: .semibold))
        .textCase(.uppercase)
}

struct SettingsList: View {
    var body: some View {
        List {
            Section(header: sectionHeader("General")) {
                Text("About")
                    .font(.system(size: 17))
            }
        }
    }
}
