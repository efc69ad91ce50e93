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
    var latest: Bool

    var body: some View {
        // A flag that is no state word of the mark (`latest`): reported, not labelled.
        if latest {
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
            Label(title: { Text("Last upload") }, icon: { UploadMark(latest: !failed) })
            UploadMark(latest: failed)
        }
    }
}
