import SwiftUI

struct InfoBadge: View {
    var body: some View {
        VStack {
            Image(systemName: "info.circle")
                .font(.title2)
                .onTapGesture { showDetails() }
        }
    }

    func showDetails() {}
}
