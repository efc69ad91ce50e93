import SwiftUI

/// Padding around a plain button is drawn but not tapped: the icon alone answers. Moved into the
/// label with a hit shape, the row lays out the same and the padded area answers too.
struct DownloadRow: View {
    let title: String
    let onRemove: () -> Void
    let onRetry: () -> Void
    let onInfo: () -> Void

    var body: some View {
        HStack {
            Button {
                onRemove()
            } label: {
                Image(systemName: "trash.circle")
                    .resizable()
                    .frame(width: 20, height: 20)
                    .padding(14)
                    .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
            .accessibilityLabel("Remove")

            Text(title)
            Spacer()

            Button(action: onRetry) {
                Image(systemName: "arrow.clockwise")
                    .frame(width: 18, height: 18)
                    .padding()
                    .contentShape(Rectangle())
            }
            .accessibilityLabel("Retry")
            .buttonStyle(BorderlessButtonStyle())

            Button(action: onInfo) {
                Image(systemName: "info.circle").frame(width: 24, height: 24)
                    .padding(10)
                    .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
        }
    }
}
