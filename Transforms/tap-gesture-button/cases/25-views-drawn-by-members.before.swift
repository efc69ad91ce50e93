import SwiftUI

/// Content drawn by a computed property or a builder function of the same type is read like
/// the rest: plain text and images are folded into one button, a control inside is reported.
struct DownloadRow: View {
    let title: String
    @State private var isOn = false

    var body: some View {
        VStack {
            HStack {
                statusIcon
                titleLabel()
            }
            .onTapGesture { openDownload() }

            HStack {
                Text(title)
                syncSwitch
            }
            .onTapGesture { openDownload() }
        }
    }

    private var statusIcon: some View {
        Image(systemName: "arrow.down.circle")
    }

    private func titleLabel() -> some View {
        return Text(title).bold()
    }

    private var syncSwitch: some View {
        Toggle("Sync", isOn: $isOn)
    }

    func openDownload() {}
}
