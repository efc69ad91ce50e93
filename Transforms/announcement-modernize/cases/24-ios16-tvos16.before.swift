import SwiftUI

struct EpisodeRow: View {
    let title: String
    @State private var isQueued = false

    var body: some View {
        Button(isQueued ? "Queued" : "Add to Queue") {
            isQueued = true
            UIAccessibility.post(notification: .announcement, argument: "Added to Up Next")
        }
    }
}
