import SwiftUI

struct ReaderToolbar: View {
    var goBack: () -> Void

    var body: some View {
        HStack {
            Button(action: goBack) {
                Image(systemName: "chevron.backward")
            }
            .accessibilityLabel("Back") // [VERIFY] confirm label matches intent
            Spacer()
            Text("Chapter 3")
            Spacer()
            HStack { Button(action: goBack) { Image(systemName: "bookmark") }
                .accessibilityLabel("Bookmark") // [VERIFY] confirm label matches intent
            }
        }
        .padding()
    }
}
