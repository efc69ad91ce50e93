import SwiftUI

/// State that also goes where the tool cannot follow is gated when this file moves it: an
/// offset, a frame, or a selection that pads one button more than the others.
struct DrawerScreen: View {
    @State private var isOpen = false
    @State private var selected = 0

    var body: some View {
        VStack {
            DrawerHandle(isOpen: isOpen)
            Text("Drawer")
                .offset(y: isOpen ? 0 : 300)
            Button("Toggle") {
                withAnimation(.spring()) { isOpen.toggle() }
            }
            ForEach(0..<3, id: \.self) { index in
                Button("Size \(index)") {
                    withAnimation { selected = index }
                }
                .modifier(SizeStyle(isSelected: index == selected))
            }
        }
    }
}

private struct SizeStyle: ViewModifier {
    let isSelected: Bool

    func body(content: Content) -> some View {
        if isSelected {
            content
                .padding(24)
        } else {
            content
        }
    }
}

/// A binding this file sizes by: the owner's reads are unseen, this one moves.
struct ExpandingCard: View {
    @Binding var isExpanded: Bool

    var body: some View {
        Text("Details")
            .frame(height: isExpanded ? 240 : 80)
            .onTapGesture {
                withAnimation { isExpanded.toggle() }
            }
    }
}

// Elsewhere in the project:
// struct DrawerHandle: View {
//     let isOpen: Bool
//     var body: some View { Capsule().opacity(isOpen ? 1 : 0.5) }
// }
