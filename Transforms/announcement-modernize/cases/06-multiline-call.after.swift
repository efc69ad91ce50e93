import SwiftUI

struct RenameField: View {
    @Binding var name: String

    var body: some View {
        TextField("Name", text: $name)
            .onSubmit {
                AccessibilityNotification.Announcement("Renamed").post()
            }
    }
}
