import SwiftUI

struct NotebookPage: View {
    var body: some View {
        VStack {
            Image("paper.pattern")
                .resizable(resizingMode: .tile)
            Image("page_separator")
                .resizable()
                .frame(height: 2)
        }
    }
}
