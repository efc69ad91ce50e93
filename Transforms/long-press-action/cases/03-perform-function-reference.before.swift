import SwiftUI

struct ContactTile: View {
    let name: String

    var body: some View {
        VStack {
            Image(systemName: "person.crop.circle")
            Text(name)
        }
        .onLongPressGesture(perform: showContactCard)
    }

    func showContactCard() {}
}
