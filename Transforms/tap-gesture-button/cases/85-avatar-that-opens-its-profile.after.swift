import SwiftUI

// An avatar tapped to open its person's profile is a button named by that person: the display
// name the tap hands on and the row shows. An avatar whose name the view never shows as text is
// named as before, by its action.
struct Member {
    let id: String
    let displayName: String
    let avatar: URL?
    let handle: String
}

struct MemberAvatar: View {
    let url: URL?

    var body: some View {
        AsyncImage(url: url)
            .frame(width: 40, height: 40)
            .clipShape(Circle())
    }
}

struct ReplyRow: View {
    let author: Member
    let text: String
    let openProfile: (String, String) -> Void

    var body: some View {
        HStack(alignment: .top) {
            MemberAvatar(url: self.author.avatar)
                .onTapGesture {
                    openProfile(author.id, author.displayName)
                }
                .accessibilityElement(children: .combine)
                .accessibilityAddTraits(.isButton)
                .accessibilityLabel(Text(author.displayName)) // [VERIFY] confirm label matches intent
            VStack(alignment: .leading) {
                Text(author.displayName)
                Text(text)
            }
        }
    }
}

struct MentionRow: View {
    let author: Member
    let openProfile: (String, String) -> Void

    var body: some View {
        HStack {
            MemberAvatar(url: author.avatar)
                .onTapGesture {
                    openProfile(author.id, author.displayName)
                }
                .accessibilityElement(children: .combine)
                .accessibilityAddTraits(.isButton)
                .accessibilityLabel("Open profile") // [VERIFY] confirm label matches intent
            Text(author.handle)
        }
    }
}
