import SwiftUI

struct ZoomControls: View {
    @Binding var zoom: Double

    var body: some View {
        HStack {
            Button("Zoom In") {
                zoom += 0.25
                #if os(macOS)
                AccessibilityNotification.Announcement("Zoom \(Int(zoom * 100)) percent").post()
                #endif
            }
        }
    }
}
