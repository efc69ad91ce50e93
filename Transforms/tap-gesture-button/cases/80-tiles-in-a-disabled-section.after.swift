import SwiftUI

// Tiles in a section kept disabled get no taps: no button. The same tiles outside it are buttons.
struct IconChooser: View {
    let icons: [String]

    var body: some View {
        VStack {
            HStack {
                ForEach(icons, id: \.self) { icon in
                    VStack {
                        Image(icon)
                        Text(icon)
                    }
                    .onTapGesture {
                        applyIcon(icon)
                    }
                }
            }
            .disabled(true)
            HStack {
                ForEach(icons, id: \.self) { icon in
                    VStack {
                        Image(icon)
                        Text(icon)
                    }
                    .onTapGesture {
                        applyIcon(icon)
                    }
                    .accessibilityElement(children: .combine)
                    .accessibilityAddTraits(.isButton)
                }
            }
        }
    }

    func applyIcon(_ name: String) {}
}
