import SwiftUI

struct LegalFooter: View {
    var body: some View {
        VStack {
            Text("Terms apply. See store for details.")
                .font(.custom("HelveticaNeue", size: 12.5))
            Text("© 2025 Acme Corp.")
                .font(.custom("HelveticaNeue-Light", size: 11.5))
        }
        .foregroundStyle(.secondary)
    }
}
