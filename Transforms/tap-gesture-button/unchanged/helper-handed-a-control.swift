import SwiftUI

struct NotificationSettings: View {
    @State private var sounds = true
    let openPage: (String) -> Void

    var body: some View {
        Form {
            openingRow(page: "sounds") {
                Toggle("Sounds", isOn: $sounds)
            }
        }
    }

    // One caller hands it a toggle: combining the row would hide it.
    func openingRow<Content: View>(page: String, @ViewBuilder content: () -> Content) -> some View {
        content()
            .onTapGesture {
                openPage(page)
            }
    }
}
