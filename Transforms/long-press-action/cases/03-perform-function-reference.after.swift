import SwiftUI

struct ContactTile: View {
    let name: String

    var body: some View {
        VStack {
            Image(systemName: "person.crop.circle")
            Text(name)
        }
        .onLongPressGesture(perform: showContactCard)
        .accessibilityAction(named: "Show contact card") { showContactCard() } // [VERIFY] confirm label matches intent
    }

    func showContactCard() {}
}
