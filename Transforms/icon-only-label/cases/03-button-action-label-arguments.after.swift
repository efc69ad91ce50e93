import SwiftUI

struct SavedBanner: View {
    let undo: () -> Void

    var body: some View {
        HStack(alignment: .top) {
            Text("Your changes were saved.")
            Spacer()
            Button(action: { undo() }, label: {
                Image(systemName: "arrow.uturn.backward")
            })
            .accessibilityLabel("Undo") // [VERIFY] confirm label matches intent
        }
        .padding()
        .background(.thinMaterial)
    }
}
