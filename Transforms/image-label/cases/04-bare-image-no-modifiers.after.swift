import SwiftUI

struct TrashIcon: View {
    var body: some View {
        VStack {
            Image(systemName: "trash")
                .accessibilityLabel("Delete") // [VERIFY] confirm label matches intent
        }
    }
}
