import SwiftUI

struct ArticlePager: View {
    @State private var page = 1

    var body: some View {
        Text("Page \(page)")
            .onChange(of: page) { newPage in
                UIAccessibility.post(notification: .pageScrolled, argument: "Page \(newPage) of 12")
            }
    }
}
