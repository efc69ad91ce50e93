import SwiftUI

/// An icon drawn in place of the view's own text is named by that text; a creating call after its
/// guards names the tap ("New folder", not the symbol's "Folder").
struct SourceLink: View {
    var title: String
    var url: URL
    var symbol: String?
    @Environment(\.openURL) private var openURL

    var body: some View {
        if let symbol {
            Image(systemName: symbol)
                .onTapGesture { openURL(url) }
        } else {
            Text(title)
                .underline()
                .onTapGesture { openURL(url) }
        }
    }
}

struct FolderBar: View {
    let store: FolderStore

    var body: some View {
        HStack {
            Image(systemName: "folder.badge.plus")
                .onTapGesture {
                    Task {
                        guard let parent = store.current else { return }
                        try await store.createFolder(in: parent)
                    }
                }
            Image(systemName: "square.and.arrow.up")
                .onTapGesture {
                    guard let file = store.current else { return }
                    store.share(file)
                }
        }
    }
}

/// A row's title does not name a side icon with a different tap: the icon keeps its own words.
struct ContactRow: View {
    let name: String
    let onCall: () -> Void

    var body: some View {
        HStack {
            Text(name)
            Spacer()
            Image(systemName: "square.and.arrow.up")
                .onTapGesture { shareContact() }
        }
    }

    private func shareContact() {}
}

final class FolderStore {
    var current: URL?
    func createFolder(in parent: URL) async throws {}
    func share(_ file: URL) {}
}
