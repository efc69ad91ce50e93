import SwiftUI

struct ScoreView: View {
    let score: Int

    var body: some View {
        Text("Score: \(score)")
            .onChange(of: score) { newScore in
                if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *) {
                    AccessibilityNotification.Announcement("Score \(newScore)").post()
                }
            }
    }
}
