import SwiftUI

/// `import SwiftUI` brings UIKit with it on iOS: a view model the project builds for iOS only
/// reads UIKit's Reduce Motion flag, with no UIKit import of its own.
@Observable
final class PlayerViewModel {
    var isPlaying = false

    func togglePlayback() {
        withAnimation(.easeInOut(duration: 0.2)) {
            isPlaying.toggle()
        }
    }
}
