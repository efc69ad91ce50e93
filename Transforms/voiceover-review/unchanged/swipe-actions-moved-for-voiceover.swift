import SwiftUI

/// Swipe actions hidden while VoiceOver runs, on a row that offers the same actions as
/// accessibility actions under the same flag: nothing is lost.
struct MessageRow: View {
    @Environment(\.accessibilityVoiceOverEnabled) private var voiceOverOn
    let subject: String

    var body: some View {
        Text(subject)
            .swipeActions {
                if !voiceOverOn {
                    Button("Archive") { archive() }
                }
            }
            .accessibilityActions {
                if voiceOverOn {
                    Button("Archive") { archive() }
                }
            }
    }

    func archive() {}
}
