import SwiftUI

struct ReaderToolbar: View {
    var goBack: () -> Void

    var body: some View {
        HStack {
            Button(action: goBack) {
                Image(systemName: "chevron.backward")
            }
            .accessibilityLabel("Go back") // [VERIFY] confirm label matches intent
            Spacer()
            Text("Chapter 3")
            Spacer()
            HStack { Button(action: goBack) { Image(systemName: "bookmark") }
                .accessibilityLabel("Go back") // [VERIFY] confirm label matches intent
            }
        }
        .padding()
    }
}
