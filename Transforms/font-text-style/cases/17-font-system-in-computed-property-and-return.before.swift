import SwiftUI

struct StatusLabel: View {
    let isError: Bool

    private var labelFont: Font {
        Font.system(size: 12, weight: .medium)
    }

    private func font(emphasized: Bool) -> Font {
        if emphasized {
            return .system(size: 20, weight: .bold)
        }
        return Font.system(size: 16)
    }

    var body: some View {
        VStack {
            Text(isError ? "Failed" : "OK").font(labelFont)
            Text("Details").font(font(emphasized: isError))
        }
    }
}
