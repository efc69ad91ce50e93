import SwiftUI

struct GalleryToolbar: View {
    @Binding var isSlideshowRunning: Bool

    var body: some View {
        Button(isSlideshowRunning ? "Stop Slideshow" : "Play Slideshow") {
            isSlideshowRunning.toggle()
            AccessibilityNotification.Announcement("Slideshow toggled").post()
        }
    }
}
