import SwiftUI

@Observable
final class PlayerViewModel {
    var isPlaying = false

    func togglePlayback() {
        withAnimation(.easeInOut(duration: 0.2)) {
            isPlaying.toggle()
        }
    }
}
