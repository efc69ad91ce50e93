import SwiftUI

struct DownloadRow: View {
    let model: DownloadModel

    var body: some View {
        Text("Episode 12")
            .onLongPressGesture { Task { await model.download() } }
    }
}

final class DownloadModel {
    func download() async {}
}
