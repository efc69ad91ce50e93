import SwiftUI

struct FeedHeader: View {
    let model: FeedModel

    var body: some View {
        Text("Latest")
            .font(.title2)
            .onLongPressGesture(minimumDuration: 1, perform: model.markAllRead)
    }
}

final class FeedModel {
    func markAllRead() {}
}
