import SwiftUI

struct FeedHeader: View {
    let model: FeedModel

    var body: some View {
        Text("Latest")
            .font(.title2)
            .onLongPressGesture(minimumDuration: 1, perform: model.markAllRead)
            .accessibilityAction(named: "Mark all read") { model.markAllRead() } // [VERIFY] confirm label matches intent
    }
}

final class FeedModel {
    func markAllRead() {}
}
