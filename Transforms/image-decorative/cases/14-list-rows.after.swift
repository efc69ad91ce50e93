import SwiftUI

struct SettingsList: View {
    var body: some View {
        List {
            HStack {
                Image(systemName: "bell")
                    .accessibilityHidden(true)
                Text("Notifications")
            }
            HStack {
                Image(systemName: "lock")
                    .accessibilityHidden(true)
                Text("Privacy")
            }
        }
    }
}
