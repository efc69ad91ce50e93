import SwiftUI

struct ProfileHeader: View {
    @State private var showsSettings = false

    var body: some View {
        HStack {
            Text("Profile")
                .font(.largeTitle.bold())
            Spacer()
            Button(action: openSettings) {
                Image(systemName: "gearshape")
            }
            .accessibilityLabel("Open settings") // [VERIFY] confirm label matches intent
        }
        .sheet(isPresented: $showsSettings) {
            Text("Settings")
        }
    }

    private func openSettings() {
        showsSettings = true
    }
}
