import SwiftUI

/// A view drawn only as a `Label`'s icon is read with the Label's title, which says the state:
/// the marks inside it need no label of their own. One also drawn on its own is still reported.
struct SyncMark: View {
    var failed: Bool

    var body: some View {
        if failed {
            Image(systemName: "xmark.circle.fill")
                .foregroundStyle(.red)
        } else {
            Image(systemName: "checkmark.circle.fill")
                .foregroundStyle(.green)
        }
    }
}

struct UploadMark: View {
    var done: Bool

    var body: some View {
        if done {
            Image(systemName: "checkmark.circle")
        }
    }
}

struct SyncStatusRow: View {
    var failed: Bool
    var message: String

    var body: some View {
        VStack(alignment: .leading) {
            Label {
                Text(message)
            } icon: {
                SyncMark(failed: failed)
            }
            Label(title: { Text("Last upload") }, icon: { UploadMark(done: !failed) })
            UploadMark(done: failed)
        }
    }
}
