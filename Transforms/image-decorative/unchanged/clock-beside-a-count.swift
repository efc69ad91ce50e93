import SwiftUI

/// A clock beside a bare count says what is counted ("3" what?): reported, not hidden. A lock
/// beside a title that does not say it is locked is reported too.
struct QueueBadge: View {
    let waiting: Int

    var body: some View {
        VStack {
            HStack {
                Image(systemName: "clock")
                Text("\(waiting)")
            }
            HStack {
                Image(systemName: "lock.fill")
                Text("Journal")
            }
        }
    }
}
