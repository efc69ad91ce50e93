import SwiftUI

/// A byline tapped to open the author's profile holds the author's avatar, tapped to open the
/// same profile: one control, so the byline becomes one button and hides nothing different.
struct Byline: View {
    let author: String
    let date: String
    let showsAvatar: Bool
    let open: (String) -> Void

    var body: some View {
        HStack {
            if showsAvatar {
                avatar
            }
            Text(author)
            Text(date)
        }
        .onTapGesture {
            open(author)
        }
    }

    private var avatar: some View {
        Circle()
            .frame(width: 24, height: 24)
            .onTapGesture {
                open(author)
            }
    }
}
