import SwiftUI

struct StatusLabel: View {
    let isError: Bool

    private var labelFont: Font {
        Font.caption.weight(.medium)
    }

    private func font(emphasized: Bool) -> Font {
        if emphasized {
            return .title3.weight(.bold)
        }
        return Font.callout
    }

    var body: some View {
        VStack {
            Text(isError ? "Failed" : "OK").font(labelFont)
            Text("Details").font(font(emphasized: isError))
        }
    }
}
