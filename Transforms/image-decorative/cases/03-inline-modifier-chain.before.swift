import SwiftUI

struct SettingsSection: View {
    var body: some View {
        VStack(spacing: 0) {
            Text("Account")
            Image("section-divider").resizable().frame(height: 1)
            Text("Privacy")
        }
    }
}
