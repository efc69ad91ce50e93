import SwiftUI

/// A file whose environment values all write their type (as SwiftLint's explicit_type_interface
/// asks): the Reduce Motion property a11yfix adds writes its type too.
struct ShelfView: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion: Bool
    @Environment(\.dismiss) private var dismiss: DismissAction
    @Environment(\.colorScheme) private var colorScheme: ColorScheme
    @State private var isExpanded = false

    var body: some View {
        VStack {
            if isExpanded {
                Text("Shelf")
                    .transition(reduceMotion ? .opacity : .move(edge: .bottom))
            }
            Button("Toggle") {
                withAnimation(.spring()) {
                    isExpanded.toggle()
                }
            }
        }
    }
}
