import SwiftUI

/// A custom segment tapped to choose it, whose fill alone shows the chosen one: tap-gesture-button
/// gives it the selected trait with its button trait, so the colour is no finding here.
struct FilterSegment: View {
    @Binding var filter: Int
    let value: Int
    let title: String

    var isSelected: Bool { filter == value }

    var body: some View {
        Text(title)
            .padding(6)
            .background(
                RoundedRectangle(cornerRadius: 8)
                    .fill(isSelected ? Color.accentColor : .clear)
            )
            .onTapGesture {
                filter = value
            }
    }
}

/// The same fill on a view nothing taps is still the only signal: reported.
struct FilterBadge: View {
    let isSelected: Bool

    var body: some View {
        RoundedRectangle(cornerRadius: 8)
            .fill(isSelected ? Color.accentColor : .clear)
            .frame(width: 12, height: 12)
    }
}
