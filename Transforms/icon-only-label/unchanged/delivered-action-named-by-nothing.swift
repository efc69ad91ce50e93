import SwiftUI

/// A store's dispatch handed a value, not a case: neither the value's name nor the delivering
/// call ("Dispatch", "Send") says what the control does.
struct ReaderControls: View {
    let store: ReaderStore
    let action: ReaderAction

    var body: some View {
        HStack {
            Button {
                store.send(action)
            } label: {
                Image("reader-glyph")
            }
            Button {
                store.dispatch(action)
            } label: {
                Image("reader-glyph-alt")
            }
        }
    }
}

// Elsewhere in the project:
// final class ReaderStore { func send(_ action: ReaderAction) {}; func dispatch(_ action: ReaderAction) {} }
// enum ReaderAction { case next }
