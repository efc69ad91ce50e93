import SwiftUI

struct RefreshIndicator: View {
    var body: some View {
        HStack {
            Image(systemName: "arrow.clockwise")
                .onTapGesture {
                    Task { await reloadFeed() }
                }
        }
    }

    func reloadFeed() async {}
}
