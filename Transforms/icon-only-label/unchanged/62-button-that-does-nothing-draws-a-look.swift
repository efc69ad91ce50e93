import SwiftUI

// The empty button only draws the bordered look; the menu on top of it is the control.
struct OptionsMenuButton: View {
    var body: some View {
        Button {} label: {
            Image(systemName: "slider.horizontal.3")
        }
        .overlay {
            Menu {
                Button("Wrap Lines") {}
                Button("Show Minimap") {}
            } label: {}
            .menuStyle(.borderlessButton)
        }
    }
}
