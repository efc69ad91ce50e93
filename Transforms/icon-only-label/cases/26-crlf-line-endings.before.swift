import SwiftUI

struct ReaderToolbar: View {
    var goBack: () -> Void

    var body: some View {
        HStack {
            Button(action: goBack) {
                Image(systemName: "chevron.backward")
            }
            Spacer()
            Text("Chapter 3")
            Spacer()
            HStack { Button(action: goBack) { Image(systemName: "bookmark") } }
        }
        .padding()
    }
}
