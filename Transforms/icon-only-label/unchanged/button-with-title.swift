import SwiftUI

struct EditorFooter: View {
    var save: () -> Void

    var body: some View {
        HStack {
            Spacer()
            Button("Save") {
                save()
            }
            .buttonStyle(.borderedProminent)
        }
    }
}
