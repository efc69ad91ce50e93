import SwiftUI

struct ChatInput: View {
    @ScaledMetric(relativeTo: .callout) private var calloutFontSize: CGFloat = 16
    @Binding var draft: String

    private var inputFont: Font {
        .system(size: calloutFontSize)
    }

    var body: some View {
        TextField("Message", text: $draft)
            .font(inputFont)
            .textFieldStyle(.roundedBorder)
    }
}
