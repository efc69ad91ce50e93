import SwiftUI

@Observable
final class SharedPlayerModel {
    var isPlaying = false

    func togglePlayback() {
        withAnimation(.easeInOut(duration: 0.2)) {
            isPlaying.toggle()
        }
    }
}
