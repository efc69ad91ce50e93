import SwiftUI

struct ChapterHeading: View {
    let chapter: String

    var body: some View {
        Text(chapter)
            .font(.custom("Baskerville-SemiBold", size: 18.5, relativeTo: .title3))
            .padding(.bottom, 8)
    }
}
