import SwiftUI

/// An `xmark` whose action is named for removing (`.watchedFolderRemoveTapped`): "Close" would say
/// it closes something. Reported for a label that says what it removes.
struct WatchedFolderRow: View {
    let path: String
    let store: FolderStore

    var body: some View {
        HStack {
            Text(path)
            Button {
                store.send(.watchedFolderRemoveTapped)
            } label: {
                Image(systemName: "xmark.circle.fill")
            }
        }
    }
}

final class FolderStore {
    func send(_ action: FolderAction) {}
}

enum FolderAction {
    case watchedFolderRemoveTapped
}
