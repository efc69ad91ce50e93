import SwiftUI

final class FeedViewModel: ObservableObject {
    func refreshFeed() {}
}

struct FeedHeader: View {
    @ObservedObject var viewModel: FeedViewModel

    var body: some View {
        HStack {
            Text("Latest")
            Spacer()
            Button {
                viewModel.refreshFeed()
            } label: {
                Image("reload-24")
            }
            .accessibilityLabel("Refresh feed") // [VERIFY] confirm label matches intent
        }
    }
}
