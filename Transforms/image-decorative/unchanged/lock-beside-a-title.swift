import SwiftUI

/// A lock beside a title ("Journal Entries") or a short phrase may be all that says the thing is
/// locked, and a lock beside a note named for something else (`footerNote`) is not explained by it:
/// reported, never hidden.
struct VaultRow: View {
    let footerNote: String

    var body: some View {
        VStack {
            HStack {
                Image(systemName: "lock.fill")
                Text("Journal Entries For Today")
            }
            HStack {
                Image(systemName: "lock")
                Text(footerNote)
            }
        }
    }
}
