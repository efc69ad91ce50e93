import SwiftUI

/// A help text read from the data (`tier.title`, `user.plan?.name ?? ""`) is what the pointer
/// shows over the image: the label takes the same value.
struct MemberBadges: View {
    let tier: Tier
    let user: Member

    var body: some View {
        HStack {
            Image("tier-badge")
                .help(tier.title)
            Image("plan-badge")
                .frame(width: 22, height: 22)
                .help(user.plan?.name ?? "")
        }
    }
}

struct Tier {
    let title: String
}

struct Plan {
    let name: String
}

struct Member {
    let plan: Plan?
}
