import SwiftUI

/// A button style that draws a title beside the icon it is given: VoiceOver reads "Upgrade", and a
/// label added to the button would override it (Voice Control's "Tap Upgrade" would stop working).
struct UpgradeButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Text("Upgrade")
        }
        .padding(8)
    }
}

extension ButtonStyle where Self == UpgradeButtonStyle {
    static var upgrade: UpgradeButtonStyle { UpgradeButtonStyle() }
}

struct PlanCard: View {
    let upgrade: () -> Void

    var body: some View {
        VStack {
            Button(action: upgrade) {
                Image(systemName: "star.circle")
            }
            .buttonStyle(UpgradeButtonStyle())
            Button(action: upgrade) {
                Image(systemName: "crown")
            }
            .buttonStyle(.upgrade)
        }
    }
}
