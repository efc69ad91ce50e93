import SwiftUI

struct ExportIcon: View {
    var body: some View {
        Image(systemName: "square.and.arrow.up")
            .accessibilityLabel("Export")
            .onTapGesture { share() }
            .accessibilityElement(children: .ignore)
            .accessibilityAddTraits(.isButton)
    }

    func share() {}
}
