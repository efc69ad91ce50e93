import SwiftUI

struct SettingsLinks: View {
    @Binding var isWifiEnabled: Bool
    let privacyURL: URL

    var body: some View {
        Form {
            Toggle("Wi-Fi", isOn: $isWifiEnabled)
            NavigationLink("Notifications") {
                Text("Notifications")
            }
            Link("Privacy Policy", destination: privacyURL)
            ShareLink("Share App", item: privacyURL)
            Menu("Sort") {
                Button("Name") {}
                Button("Date") {}
            }
        }
    }
}
