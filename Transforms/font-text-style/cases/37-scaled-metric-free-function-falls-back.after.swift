import SwiftUI

func sectionHeader(_ title: String) -> some View {
    Text(title)
        .font(.subheadline.weight(.semibold))
        .textCase(.uppercase)
}

struct SettingsList: View {
    @ScaledMetric(relativeTo: .body) private var bodyFontSize: CGFloat = 17
    var body: some View {
        List {
            Section(header: sectionHeader("General")) {
                Text("About")
                    .font(.system(size: bodyFontSize))
            }
        }
    }
}
