import SwiftUI

enum Pane: String, CaseIterable {
    case summary
    case details
}

enum Source: String {
    case device
    case cloud
}

/// Segment buttons whose fill alone shows the chosen one, and whose action hands on the option
/// compared to a method named for choosing it: the button says it with `.isSelected` under the same
/// comparison. A tab button drawn by a helper that sets the selection itself is selection-trait's.
struct PaneSwitcher: View {
    @State private var pane: Pane = .summary
    @State private var source: Source = .device
    let onChooseSource: (Source) -> Void

    var body: some View {
        HStack {
            paneButton(.summary)
            paneButton(.details)
            sourceButton(.device)
            sourceButton(.cloud)
        }
    }

    private func paneButton(_ tab: Pane) -> some View {
        Button {
            pane = tab
        } label: {
            Text(tab.rawValue)
                .padding(4)
                .background(
                    RoundedRectangle(cornerRadius: 6)
                        .fill(pane == tab ? Color.accentColor : Color.clear)
                )
        }
        .buttonStyle(.plain)
    }

    private func sourceButton(_ kind: Source) -> some View {
        let isChosen = source == kind

        return Button {
            onSelectSource(kind)
        } label: {
            Text(kind.rawValue)
                .background(
                    RoundedRectangle(cornerRadius: 6)
                        .fill(isChosen ? Color.accentColor : Color.clear)
                )
        }
        .accessibilityAddTraits(isChosen ? .isSelected : [])
    }

    private func onSelectSource(_ kind: Source) {
        source = kind
        onChooseSource(kind)
    }
}
