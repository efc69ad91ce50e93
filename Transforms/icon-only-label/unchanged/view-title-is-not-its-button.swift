import SwiftUI

/// A header that shows its title and a button drawing a glyph it is given: the title names the
/// header, not the button, whose glyph the caller chooses.
struct SheetHeader: View {
    let title: String
    let closeSymbol: String
    let action: () -> Void

    var body: some View {
        HStack {
            Text(title).font(.headline)
            Spacer()
            Button(action: action) {
                Image(systemName: closeSymbol)
            }
        }
    }
}
