import SwiftUI

/// A warning mark beside a title that states no problem, and an empty square beside an item
/// (a checkbox state), say what their text does not: reported, never hidden.
struct ChecklistHeader: View {
    var body: some View {
        VStack {
            HStack {
                Image(systemName: "exclamationmark.triangle")
                Text("Storage")
            }
            HStack {
                Image(systemName: "square")
                Text("Pack the tent")
            }
        }
    }
}
