import SwiftUI

final class SlideshowModel: ObservableObject {
    @Published var isPaused = false
    func pauseSlides() { isPaused = true }
    func resumeSlides() { isPaused = false }
}

struct SlideshowView: View {
    @StateObject private var slideshow = SlideshowModel()

    var body: some View {
        Rectangle()
            .fill(Color.indigo)
            .onLongPressGesture(minimumDuration: 0.2) {
                slideshow.pauseSlides()
            } onPressingChanged: { isHeld in
                if !isHeld && slideshow.isPaused {
                    slideshow.resumeSlides()
                }
            }
    }
}
