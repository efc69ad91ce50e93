import SwiftUI

struct ProfileToolbar: View {
    var body: some View {
        HStack {
            Spacer()
            NavigationLink(destination: SettingsView()) {
                Image(systemName: "gearshape")
                    .frame(minWidth: 44, minHeight: 44)
                    .contentShape(Rectangle())
            }
            .frame(width: 36, height: 36)
        }
    }
}

struct SettingsView: View {
    var body: some View { Text("Settings") }
}
