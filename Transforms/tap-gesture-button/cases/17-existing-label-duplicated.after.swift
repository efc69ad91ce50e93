import SwiftUI

struct ExportIcon: View {
    var body: some View {
        Image(systemName: "square.and.arrow.up")
            .accessibilityLabel("Export")
            .onTapGesture { share() }
            .accessibilityAddTraits(.isButton)
    }

    func share() {}
}
