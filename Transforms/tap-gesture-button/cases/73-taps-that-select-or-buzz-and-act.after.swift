import SwiftUI

enum Haptics {
    static func tap() {}
}

struct Swatch: Identifiable {
    let id: Int
    let name: String
}

struct SwatchPicker: View {
    let swatches: [Swatch]
    @State private var chosen: Int?
    var skip: () -> Void

    var body: some View {
        VStack {
            // Choosing a swatch (not clearing the choice) is a control.
            ForEach(swatches) { swatch in
                Text(swatch.name)
                    .onTapGesture {
                        select(swatch.id)
                    }
                    .accessibilityAddTraits(.isButton)
            }
            // Clearing the choice from a text that says so is a control.
            Text("Clear choice")
                .onTapGesture {
                    select(nil)
                }
                .accessibilityAddTraits(.isButton)
            // A buzz beside what the tap does still leaves an action.
            Text("Skip")
                .onTapGesture {
                    Haptics.tap()
                    skip()
                }
                .accessibilityAddTraits(.isButton)
        }
    }

    func select(_ id: Int?) {
        chosen = id
    }
}
