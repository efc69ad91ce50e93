import SwiftUI

struct SettingsGear: View {
    var body: some View {
        Image(systemName: "gear")
            .accessibilityLabel("Settings") // the gear icon has no visible title
            // Read the gear after the screen title.
            .accessibilitySortPriority(0)
    }
}
