import SwiftUI

struct ContactRow: View {
    let name: String
    let delete: () -> Void

    var body: some View {
        Text(name)
            .swipeActions {
                Button("Delete", role: .destructive) {
                    delete()
                    UIAccessibility.post(notification: .announcement, argument: "Deleted \(name)")
                }
            }
    }
}
