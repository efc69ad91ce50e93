import SwiftUI

extension String {
    func translated() -> String { self }
}

struct ShortcutEditor: View {
    @State private var symbol = "star"
    @State private var pickingSymbol = false
    @State private var pickingTint = false

    var body: some View {
        Form {
            // The caption before the icon names the field the icon sets.
            HStack {
                Text("Symbol:".translated())
                Image(systemName: symbol)
                    .font(.title2)
                    .onTapGesture {
                        pickingSymbol.toggle()
                    }
                    .popover(isPresented: $pickingSymbol) {
                        Text("Symbols")
                    }
                    .accessibilityAddTraits(.isButton)
                    .accessibilityLabel(Text("Symbol:".translated())) // [VERIFY] confirm label matches intent
            }
            HStack {
                Text("Tint:")
                    .foregroundStyle(.secondary)
                Image(systemName: "paintpalette")
                    .onTapGesture { pickingTint = true }
                    .sheet(isPresented: $pickingTint) {
                        Text("Tints")
                    }
                    .accessibilityAddTraits(.isButton)
                    .accessibilityLabel(Text("Tint:")) // [VERIFY] confirm label matches intent
            }
            // A title with no colon is no field caption: the glyph of the popover it opens names it.
            HStack {
                Text("Favourites")
                Spacer()
                Image(systemName: "ellipsis")
                    .onTapGesture { pickingSymbol.toggle() }
                    .accessibilityAddTraits(.isButton)
                    .accessibilityLabel("More") // [VERIFY] confirm label matches intent
            }
        }
    }
}
