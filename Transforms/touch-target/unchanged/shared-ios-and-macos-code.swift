import SwiftUI

/// Code built for iOS and macOS: a 30 pt button is small on iOS and right on the Mac, so a frame
/// change would alter the Mac design. Reported against iOS's size, not changed.
struct SyncButton: View {
    var body: some View {
        Button(action: sync) {
            Image(systemName: "arrow.triangle.2.circlepath")
        }
        .frame(width: 30, height: 30)
    }

    func sync() {}
}
