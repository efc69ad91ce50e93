import SwiftUI

// A row that draws a view making itself one labelled element (children ignored): the tap a view
// inside that element has is never reached on its own, so combining the row hides nothing more.
// It is combined and marked as a button.
struct ThreadLinks: View {
    let threads: [String]

    var body: some View {
        VStack {
            ForEach(threads, id: \.self) { thread in
                HStack {
                    ThreadLabel(name: thread)
                    Text("Open")
                }
                .contentShape(Rectangle())
                .onTapGesture { open(thread) }
            }
        }
    }

    func open(_ thread: String) {}
}

struct ThreadLabel: View {
    let name: String

    var body: some View {
        HStack {
            AvatarView()
            Text(name)
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(name)
    }
}

struct AvatarView: View {
    @State private var zoomed = false

    var body: some View {
        Circle()
            .frame(width: zoomed ? 40 : 20)
            .onTapGesture { zoomed.toggle() }
    }
}
