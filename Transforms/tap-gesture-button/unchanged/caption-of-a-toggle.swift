import SwiftUI

/// A caption tapped to flip the Toggle beside it is a shortcut for the pointer: the Toggle is the
/// control VoiceOver reaches, and a second, stateless button would only repeat it. A caption
/// whose tap flips a flag no Toggle binds is a control of its own (reported or fixed as usual).
final class Settings: ObservableObject {
    @Published var isTestMode = false
    @Published var showsHints = false
}

struct TestModeToggle: View {
    @ObservedObject var settings: Settings

    var body: some View {
        HStack {
            Text("Test Mode")
                .onTapGesture {
                    withAnimation { settings.isTestMode.toggle() }
                }
            Toggle("Test Mode", isOn: $settings.isTestMode.animation())
                .labelsHidden()
        }
    }
}
