import SwiftUI

/// The state goes only where the tool cannot see what it does (a view declared in another file,
/// a project modifier): no evidence of motion, so nothing is gated.
struct ShelfScreen: View {
    @State private var isFavourite = false
    @State private var filter = 0

    var body: some View {
        VStack {
            ShelfBadge(isOn: isFavourite)
            Button("Favourite") {
                withAnimation(.spring()) { isFavourite.toggle() }
            }
            Text("Books")
                .modifier(ShelfHighlight(level: filter))
                .animation(.easeInOut, value: filter)
        }
    }
}

/// A toggle whose owner holds the state: this file only swaps its symbol and colour.
struct StarToggle: View {
    @Binding private var isOn: Bool

    init(isOn: Binding<Bool>) {
        _isOn = isOn
    }

    var body: some View {
        Image(systemName: isOn ? "star.fill" : "star")
            .foregroundStyle(isOn ? .yellow : .secondary)
            .onTapGesture {
                withAnimation { isOn.toggle() }
            }
    }
}

/// Two values that only go where the tool cannot follow: neither animation is gated.
struct CartBadge: View {
    @State private var count = 0
    @State private var isNew = false

    var body: some View {
        CartSummary(total: count)
            .modifier(NewItemHighlight(isOn: isNew))
            .animation(.easeInOut, value: count)
            .animation(.spring(), value: isNew)
    }
}
