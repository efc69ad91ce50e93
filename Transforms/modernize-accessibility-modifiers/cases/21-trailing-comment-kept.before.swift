import SwiftUI

struct SettingsGear: View {
    var body: some View {
        Image(systemName: "gear")
            .accessibility(label: Text("Settings")) // the gear icon has no visible title
            // Read the gear after the screen title.
            .accessibility(sortPriority: 0)
    }
}
