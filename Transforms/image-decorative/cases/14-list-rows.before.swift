import SwiftUI

struct SettingsList: View {
    var body: some View {
        List {
            HStack {
                Image(systemName: "bell")
                Text("Notifications")
            }
            HStack {
                Image(systemName: "lock")
                Text("Privacy")
            }
        }
    }
}
