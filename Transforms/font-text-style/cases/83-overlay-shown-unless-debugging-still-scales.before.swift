import SwiftUI

/// Text on the shipping side of a debug flag, and under a condition that has nothing to do
/// with debugging, is the app's own text: it scales.
struct PlayerFrame: View {
    var isDebugBuild: Bool
    var showsTitle: Bool
    var title: String

    var body: some View {
        Color.black
            .overlay(alignment: .topLeading) {
                if !isDebugBuild {
                    Text("Now playing")
                        .font(.system(size: 13))
                }
                if showsTitle {
                    Text(title)
                        .font(.system(size: 15))
                }
            }
    }
}
