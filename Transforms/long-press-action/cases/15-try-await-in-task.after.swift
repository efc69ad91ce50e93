import SwiftUI

struct DownloadRow: View {
    let model: DownloadModel

    var body: some View {
        Text("Episode 12")
            .onLongPressGesture { Task { await model.download() } }
            .accessibilityAction(named: "Download") { Task { await model.download() } } // [VERIFY] confirm label matches intent
    }
}

final class DownloadModel {
    func download() async {}
}
