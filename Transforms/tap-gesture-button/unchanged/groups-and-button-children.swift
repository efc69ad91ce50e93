import SwiftUI

/// A Group gives its modifiers to each child, so combining it makes no single element: reported.
/// A view whose child already carries the button trait is left as its authors made it.
struct FollowerSummary: View {
    let name: String
    let bio: String

    var body: some View {
        VStack {
            Group {
                Text(name)
                Text(bio)
            }
            .onTapGesture { openProfile() }

            HStack {
                Text(name)
                Text(bio)
                    .accessibilityAddTraits(.isButton)
            }
            .onTapGesture { openProfile() }
        }
    }

    func openProfile() {}
}
