import SwiftUI

/// A menu that holds only options is named by the words they share ("Sort"), never by its glyph,
/// which would say "Filter" here.
struct ListOptionsMenu: View {
    @Binding var sortsByName: Bool
    @Binding var sortsByDate: Bool

    var body: some View {
        Menu {
            Toggle("Sort by name", isOn: $sortsByName)
            Toggle("Sort by date", isOn: $sortsByDate)
        } label: {
            Image(systemName: "line.3.horizontal.decrease.circle")
        }
    }
}
