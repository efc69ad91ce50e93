import SwiftUI

struct CodeSnippet: View {
    let code: String
    var codeSize: CGFloat = 13

    var body: some View {
        Text(code)
            .font(.custom("SFMono-Regular", fixedSize: codeSize))
    }
}
