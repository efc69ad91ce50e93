import SwiftUI

/// A checkmark tinted by its state but never drawn clear is seen on every row: image-label's, not hidden.
struct SyncRow: View {
    let isSynced: Bool

    var body: some View {
        HStack {
            Text("Library")
            Spacer()
            Image(systemName: "checkmark")
                .foregroundColor(isSynced ? .green : .gray)
        }
    }
}
