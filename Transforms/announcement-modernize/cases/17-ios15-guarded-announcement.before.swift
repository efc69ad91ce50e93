import SwiftUI

struct ArchiveButton: View {
    let archive: () -> Void

    var body: some View {
        Button("Archive") {
            archive()
            UIAccessibility.post(notification: .announcement, argument: "Message archived")
        }
    }
}
