import SwiftUI

// An icon-only link that pushes the same value as a titled link in the file opens the same screen:
// the title names it.
enum Route: Hashable {
    case contact(Int)
    case profile(Int)
}

struct ListingFooter: View {
    let ownerID: Int

    var body: some View {
        VStack {
            NavigationLink(value: Route.contact(ownerID)) {
                HStack {
                    Image(systemName: "envelope")
                    Text("Get in Touch")
                        .bold()
                }
            }
            HStack {
                NavigationLink(value: Route.contact(ownerID)) {
                    Image(systemName: "text.bubble")
                }
                .accessibilityLabel("Get in Touch") // [VERIFY] confirm label matches intent
                NavigationLink(value: Route.profile(ownerID)) {
                    Image(systemName: "person.text.rectangle")
                }
                .accessibilityLabel("ID card") // [VERIFY] confirm label matches intent
            }
        }
    }
}
