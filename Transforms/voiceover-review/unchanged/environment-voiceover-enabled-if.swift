import SwiftUI

struct StoryView: View {
    @Environment(\.accessibilityVoiceOverEnabled) var accessibilityVoiceOverEnabled

    var body: some View {
        if accessibilityVoiceOverEnabled {
            Text("Story")
        } else {
            Text("Story")
                .transition(.slide)
        }
    }
}
