import SwiftUI

struct CountryRow: View {
    let name: String

    var body: some View {
        HStack {
            Text(name)
            Spacer()
        }
        .contentShape(Rectangle())
        .onTapGesture { selectCountry(name) }
    }

    func selectCountry(_ name: String) {}
}
