import SwiftUI

/// A store-driven screen opens its dialogs through one optional route: the button sends the
/// route's case (`.setRoute(.clearHistory)`), and the dialog shown for that case
/// (`case: \.clearHistory`) has one confirming button, whose words name what the button asks to do.
/// A route whose dialog offers several choices names nothing, and is reported.
struct HistoryToolbar: View {
    let store: HistoryStore

    var body: some View {
        HStack {
            Button {
                store.send(.setRoute(.clearHistory))
            } label: {
                Image(systemName: "trash.circle")
            }
            .confirmationDialog(message: "Clear every entry?", route: store.route, case: \.clearHistory) {
                Button("Clear", role: .destructive) {
                    store.send(.clearAll)
                }
            }
            .accessibilityLabel("Clear") // [VERIFY] confirm label matches intent
            Button {
                store.send(.setRoute(.export))
            } label: {
                Image(systemName: "tray.and.arrow.up")
            }
            .confirmationDialog(message: "Export as", route: store.route, case: \.export) {
                Button("PDF") { store.send(.exportPDF) }
                Button("Text") { store.send(.exportText) }
            }
        }
    }
}

final class HistoryStore {
    enum Route { case clearHistory, export }
    enum Action { case setRoute(Route?), clearAll, exportPDF, exportText }
    /// The route's cases as paths, as a case-paths library spells them.
    struct RouteCases {
        var clearHistory: Bool
        var export: Bool
    }

    var route: Route?

    func send(_ action: Action) {}
}

extension View {
    func confirmationDialog<Actions: View>(
        message: String, route: HistoryStore.Route?, case: KeyPath<HistoryStore.RouteCases, Bool>,
        @ViewBuilder actions: () -> Actions
    ) -> some View {
        self
    }
}
