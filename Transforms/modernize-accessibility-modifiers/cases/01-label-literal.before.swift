import SwiftUI

struct ShareButton: View {
    var body: some View {
        Button(action: share) {
            Image(systemName: "square.and.arrow.up")
        }
        .accessibility(label: Text("Share"))
    }

    private func share() {}
}
