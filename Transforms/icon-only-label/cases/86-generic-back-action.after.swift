import SwiftUI

enum ReaderAction {
    case navigateBack
    case share
}

final class ReaderStore {
    func send(_ action: ReaderAction) {}
}

struct ReaderToolbar: View {
    let store: ReaderStore
    var goBack: () -> Void
    var previousChapter: () -> Void

    var body: some View {
        HStack {
            // A generic action name for going back: the control is "Back".
            Button { store.send(.navigateBack) } label: {
                Image(systemName: "chevron.backward")
            }
            .accessibilityLabel("Back") // [VERIFY] confirm label matches intent
            Button(action: goBack) {
                Image(systemName: "arrow.left")
            }
            .accessibilityLabel("Back") // [VERIFY] confirm label matches intent
            // An action that says where it goes keeps its words.
            Button(action: previousChapter) {
                Image(systemName: "chevron.backward")
            }
            .accessibilityLabel("Previous chapter") // [VERIFY] confirm label matches intent
        }
    }
}
