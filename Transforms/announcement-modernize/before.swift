import SwiftUI

struct SaveButton: View {
    let save: () -> Void

    var body: some View {
        Button("Save") {
            save()
            UIAccessibility.post(notification: .announcement, argument: "Saved")
        }
    }
}
