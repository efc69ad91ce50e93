import SwiftUI

struct CodeSnippet: View {
    let code: String

    var body: some View {
        Text(code)
            .font(.system(.footnote, design: .monospaced))
            .padding()
            .background(Color.gray.opacity(0.1))
    }
}
