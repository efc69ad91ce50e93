import SwiftUI

struct Flavour: Identifiable {
    let id: Int
    let name: String
}

struct FlavourList: View {
    let flavours: [Flavour]
    @State private var chosen: Set<Int> = []
    @State private var favourite: Int?
    private let chosenTitle: LocalizedStringKey = "Chosen"

    var body: some View {
        List(flavours) { flavour in
            // The checkmark is a Label: VoiceOver reads its title though only the icon shows.
            Button {
                chosen.formSymmetricDifference([flavour.id])
            } label: {
                HStack {
                    Text(flavour.name)
                    if chosen.contains(flavour.id) {
                        Label(chosenTitle, systemImage: "checkmark")
                            .labelStyle(.iconOnly)
                    }
                }
            }
            // The label already flips with the same state.
            Button {
                favourite = flavour.id
            } label: {
                HStack {
                    Text(flavour.name)
                    if favourite == flavour.id {
                        Image(systemName: "checkmark.circle.fill")
                    }
                }
            }
            .accessibilityLabel(
                favourite == flavour.id ? Text("Favourite: \(flavour.name)") : Text(flavour.name))
        }
    }
}
