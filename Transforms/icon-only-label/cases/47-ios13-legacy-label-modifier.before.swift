import SwiftUI

struct ArticleToolbar: View {
    let share: () -> Void

    var body: some View {
        HStack {
            Button(action: share) {
                Image(systemName: "square.and.arrow.up")
            }
            .padding(8)
        }
    }
}
