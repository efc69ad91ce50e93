import SwiftUI

/// Buttons drawn only inside a branch that already decides their condition: the adjust buttons of
/// the chosen field appear only while it is chosen (`if selection == .width`, `case .height`, `if let`),
/// so a tint or a mark under that same comparison is a constant there, and "selected" would be said
/// on every visit. No choice among options.
enum Dimension { case width, height, depth }

struct SizeEditor: View {
    @State private var selection: Dimension = .width
    @State private var width = 10
    @State private var height = 10
    @State private var note: String?

    var body: some View {
        VStack {
            widthRow
            heightRow
            noteRow
        }
    }

    var widthRow: some View {
        HStack {
            if selection == .width {
                Button { width -= 1 } label: { Image(systemName: "minus") }
                    .tint(selection == .width ? .blue : nil)
            }
            Text("\(width)")
        }
    }

    var heightRow: some View {
        HStack {
            switch selection {
            case .height:
                Button { height += 1 } label: {
                    HStack {
                        Image(systemName: "plus")
                        if selection == .height { Image(systemName: "checkmark") }
                    }
                }
                Button { height -= 1 } label: {
                    HStack {
                        Image(systemName: "minus")
                        if selection == .depth { Image(systemName: "checkmark") }
                    }
                }
            default:
                Text("\(height)")
            }
        }
    }

    var noteRow: some View {
        HStack {
            if let note {
                Button { self.note = nil } label: {
                    HStack {
                        Text(note)
                        if self.note != nil { Image(systemName: "checkmark") }
                    }
                }
            }
        }
    }
}
