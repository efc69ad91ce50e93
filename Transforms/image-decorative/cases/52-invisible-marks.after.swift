import SwiftUI

/// A mark drawn clear holds a place (an indent) and shows nothing: hidden. A row's checkmark drawn
/// clear, or fully transparent, on the rows not chosen is hidden on those rows only.
struct UnitPicker: View {
    let units: [String]
    let chosen: String
    let note: String

    var body: some View {
        List {
            ForEach(units, id: \.self) { unit in
                HStack {
                    Text(unit)
                    Spacer()
                    Image(systemName: "checkmark")
                        .foregroundColor(unit == chosen ? .accentColor : .clear)
                        .accessibilityHidden(!(unit == chosen))
                }
            }
            HStack {
                Text("Compact")
                Spacer()
                Image(systemName: "checkmark")
                    .opacity(isCompact ? 1 : 0)
                    .accessibilityHidden(!isCompact)
            }
            HStack(spacing: 4) {
                Image(systemName: "circle.fill")
                    .imageScale(.small)
                    .foregroundColor(.clear)
                    .accessibilityHidden(true)
                Text(note)
            }
        }
    }

    var isCompact: Bool { chosen.count < 4 }
}
