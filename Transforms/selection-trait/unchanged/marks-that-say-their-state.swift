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

struct Printer: Identifiable {
    let id: String
    let name: String
}

struct PrinterPicker: View {
    let printers: [Printer]
    @State private var printerID: String?
    @State private var trays: Set<String> = []
    private let inUse = LocalizedStringKey("Tray in use")

    var body: some View {
        ForEach(printers) { printer in
            // The ternary sits inside the one text the label reads.
            Button {
                printerID = printer.id
            } label: {
                HStack {
                    Text(printer.name)
                    Spacer()
                    Image(systemName: printerID == printer.id ? "largecircle.fill.circle" : "circle")
                }
            }
            .accessibilityLabel(
                Text(printerID == printer.id ? "Printing on \(printer.name)" : "Print on \(printer.name)"))
            // The mark is `SwiftUI.Label`, spelled with its module.
            Button {
                trays.formSymmetricDifference([printer.id])
            } label: {
                HStack {
                    Text(printer.name)
                    if trays.contains(printer.id) {
                        SwiftUI.Label(inUse, systemImage: "checkmark")
                            .labelStyle(.iconOnly)
                    }
                }
            }
        }
    }
}
