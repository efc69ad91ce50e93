import SwiftUI

/// A chevron in a header row that the row's own tap toggles too is not the only target, and the
/// segments of a custom picker at the system segmented control's height are left alone. A chevron
/// whose row does something else, and segments drawn shorter, are still grown.
struct CategorySection: View {
    @Binding var isExpanded: Bool
    let toggleExpanded: () -> Void
    let openDetails: () -> Void

    var body: some View {
        VStack(alignment: .leading) {
            HStack(spacing: 8) {
                Button(action: toggleExpanded) {
                    Image(systemName: isExpanded ? "chevron.down" : "chevron.right")
                        .frame(width: 12)
                }
                .buttonStyle(.plain)
                Text("Caches")
                Spacer()
            }
            .contentShape(Rectangle())
            .onTapGesture {
                toggleExpanded()
            }
            HStack(spacing: 8) {
                Button(action: toggleExpanded) {
                    Image(systemName: isExpanded ? "chevron.down" : "chevron.right")
                        .frame(width: 12)
                }
                .buttonStyle(.plain)
                Text("Logs")
                Spacer()
            }
            .contentShape(Rectangle())
            .onTapGesture {
                openDetails()
            }
        }
    }
}

struct IntervalPicker: View {
    let options: [String]
    @Binding var selection: String

    var body: some View {
        VStack {
            HStack(spacing: 0) {
                ForEach(options, id: \.self) { option in
                    Text(option)
                        .frame(maxWidth: .infinity)
                        .frame(height: 32)
                        .onTapGesture {
                            selection = option
                        }
                }
            }
            HStack(spacing: 0) {
                ForEach(options, id: \.self) { option in
                    Text(option)
                        .frame(maxWidth: .infinity)
                        .frame(height: 20)
                        .onTapGesture {
                            selection = option
                        }
                }
            }
        }
    }
}
