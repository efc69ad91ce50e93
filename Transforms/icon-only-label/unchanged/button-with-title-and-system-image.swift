import SwiftUI

struct ListFooter: View {
    var addItem: () -> Void

    var body: some View {
        Button("Add", systemImage: "plus", action: addItem)
            .labelStyle(.iconOnly)
    }
}
