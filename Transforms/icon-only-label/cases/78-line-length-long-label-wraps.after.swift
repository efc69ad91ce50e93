import SwiftUI

struct WorkspaceHeader: View {
    var openSettings: () -> Void

    var body: some View {
        Button(action: openSettings) {
            Image("app.logo")
        }
        // [VERIFY] confirm label matches intent
        .accessibilityLabel(
            "Open the account settings for this workspace"
        )
    }
}
