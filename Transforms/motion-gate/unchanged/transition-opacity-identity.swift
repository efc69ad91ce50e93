import SwiftUI

struct FadingHint: View {
    var isVisible: Bool
    var showsIcon: Bool

    var body: some View {
        HStack {
            if showsIcon {
                Image(systemName: "lightbulb")
                    .transition(.identity)
            }
            if isVisible {
                Text("Swipe left to archive")
                    .transition(.opacity)
            }
        }
    }
}
