import SwiftUI

struct ChatInput: View {
    @Binding var draft: String

    private var inputFont: Font {
        .system(size: 16)
    }

    var body: some View {
        TextField("Message", text: $draft)
            .font(inputFont)
            .textFieldStyle(.roundedBorder)
    }
}
