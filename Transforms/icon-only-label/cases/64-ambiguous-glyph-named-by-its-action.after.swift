import SwiftUI

/// A checkmark can mean done, save, select or add: here the action's one call says which. The
/// lines after it only reset the field, so they do not hide the call's name.
struct KeywordEditor: View {
    @State private var newKeyword = ""
    let store: KeywordStore

    var body: some View {
        HStack {
            TextField("Keyword", text: $newKeyword)
            Button {
                Task {
                    await store.addKeyword(newKeyword)
                    newKeyword = ""
                }
            } label: {
                Image(systemName: "checkmark.circle.fill")
            }
            .accessibilityLabel("Add keyword") // [VERIFY] confirm label matches intent
        }
    }
}

final class KeywordStore {
    func addKeyword(_ keyword: String) async {}
}
