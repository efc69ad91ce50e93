import SwiftUI

struct WorkspaceHeader: View {
    var openSettings: () -> Void

    var body: some View {
        Button(action: openSettings) {
            Image("app.logo")
        }
    }
}
