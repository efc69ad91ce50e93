import SwiftUI

struct ArticleToolbar: View {
    let share: () -> Void

    var body: some View {
        HStack {
            Button(action: share) {
                Image(systemName: "square.and.arrow.up")
            }
            .padding(8)
            .accessibility(label: Text("Share")) // [VERIFY] confirm label matches intent
        }
    }
}
