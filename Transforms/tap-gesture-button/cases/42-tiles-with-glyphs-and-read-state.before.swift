import SwiftUI

/// Rows of a `ForEach` whose glyph is a literal symbol all do the same thing to their own
/// element, as a button per row does: the phrase is right for each. A label continued by a
/// joining word (`applyTheme(to:)`) is read whole. A tap whose state the view reads acts.
struct TrashList: View {
    let items: [String]

    var body: some View {
        ForEach(items, id: \.self) { item in
            Image(systemName: "xmark.bin")
                .onTapGesture {
                    discard(item)
                }
        }
    }

    func discard(_ item: String) {}
}

struct DarkModeSwatch: View {
    var body: some View {
        Image(systemName: "circle.hexagongrid")
            .onTapGesture {
                applyTheme(to: .dark)
            }
    }

    func applyTheme(to scheme: ColorScheme) {}
}

struct ShuffleDeck: View {
    @State private var order: [Int] = [1, 2, 3]

    var body: some View {
        VStack {
            Text("Deck")
            Text("\(order.first ?? 0) on top")
        }
        .onTapGesture {
            withAnimation {
                order = order.shuffled()
            }
        }
    }
}

/// A background that follows a state of the item's own (done) is no selection: the trait alone.
struct ChoreRow: View {
    let title: String
    let isDone: Bool
    let onToggle: () -> Void

    var body: some View {
        HStack {
            Text(title)
            Spacer()
        }
        .background(isDone ? Color.green.opacity(0.2) : Color.clear)
        .onTapGesture {
            onToggle()
        }
    }
}
