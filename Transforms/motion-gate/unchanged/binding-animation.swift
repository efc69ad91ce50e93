import SwiftUI

struct NotificationsSettings: View {
    @State private var isEnabled = false
    @State private var showsPreviews = true

    var body: some View {
        Form {
            Toggle("Notifications", isOn: $isEnabled.animation())
            Toggle("Previews", isOn: $showsPreviews.animation(.easeInOut))
        }
    }
}
