import SwiftUI

/// A lock or shield beside the sentence that explains it, or beside a note the code names for what
/// the lock shows (`privacyNote`), says nothing the words do not: hidden.
struct LockedNotice: View {
    let privacyNote: String?

    var body: some View {
        VStack {
            HStack {
                Image(systemName: "lock.fill")
                Text("A sync is running. Wait for it before editing this folder.")
            }
            if let privacyNote {
                HStack(spacing: 8) {
                    Image(systemName: "lock.shield")
                    Text(privacyNote)
                        .font(.footnote)
                }
            }
        }
    }
}
