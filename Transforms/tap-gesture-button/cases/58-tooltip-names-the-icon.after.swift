import SwiftUI

/// An icon whose tooltip says what it does: the tooltip's words are its name.
struct EjectIcon: View {
    let toolTip: String?
    var action: (() -> Void)?

    var body: some View {
        VStack {
            Image(systemName: "eject")
                .help("Eject disk")
                .onTapGesture { action?() }
                .accessibilityAddTraits(action != nil ? .isButton : [])
                .accessibilityLabel("Eject disk") // [VERIFY] confirm label matches intent
            Image("reveal")
                .toolTip(toolTip?.uppercased())
                .onTapGesture { action?() }
                .accessibilityAddTraits(action != nil ? .isButton : [])
                .accessibilityLabel(toolTip?.uppercased() ?? "") // [VERIFY] confirm label matches intent
        }
    }
}

extension View {
    func toolTip(_ text: String?) -> some View { self }
}
