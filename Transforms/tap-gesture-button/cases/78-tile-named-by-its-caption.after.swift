import SwiftUI

struct PaletteControl: Hashable, Identifiable {
    let id: Int
    let symbol: String
    let title: String
}

// A palette tile with its name in a caption under it: the caption names the tile. A tile with
// more under it than one caption is reported.
struct ControlPalette: View {
    let controls: [PaletteControl]
    let onPick: (PaletteControl) -> Void
    @State private var slots: [PaletteControl?] = [nil, nil, nil]

    var body: some View {
        HStack {
            ForEach(controls) { control in
                VStack(spacing: 6) {
                    ZStack {
                        RoundedRectangle(cornerRadius: 8)
                            .fill(Color.gray.opacity(0.2))
                            .frame(width: 44, height: 44)
                        Image(systemName: control.symbol)
                    }
                    .onTapGesture {
                        if let index = slots.firstIndex(of: nil) {
                            slots[index] = control
                        } else {
                            slots[0] = control
                        }
                    }
                    .accessibilityElement(children: .combine)
                    .accessibilityAddTraits(.isButton)
                    .accessibilityLabel(Text(control.title)) // [VERIFY] confirm label matches intent
                    Text(control.title)
                        .font(.caption2)
                }
            }
            ForEach(controls) { control in
                VStack(spacing: 6) {
                    Image(systemName: control.symbol)
                        .onTapGesture {
                            onPick(control)
                        }
                    Text(control.title)
                        .font(.caption2)
                    Text("Drag to a slot")
                        .font(.caption2)
                }
            }
        }
    }
}
