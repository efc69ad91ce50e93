import SwiftUI

struct DownloadsRow: View {
    var body: some View {
        VStack {
            Label {
                Text("Downloads")
            } icon: {
                Image(systemName: "arrow.down.circle")
            }
        }
    }
}
