import SwiftUI

struct DownloadButton: View {
    var startDownload: () -> Void

    var body: some View {
        Button(action: startDownload) {
            Image(systemName: "icloud.and.arrow.down")
        }
        .accessibilityHidden(false)
        .accessibilityLabel("Start download") // [VERIFY] confirm label matches intent
    }
}
