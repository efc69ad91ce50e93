import SwiftUI

/// A magnifying glass over a single "Matching lines only" toggle opens no search: "Find" would
/// misname it, and one option's words are no name for the menu. Options that share no words are
/// reported too.
struct LogSearchOptions: View {
    @Binding var showsMatchesOnly: Bool
    @Binding var wraps: Bool
    @Binding var showsTimes: Bool

    var body: some View {
        HStack {
            Menu {
                Toggle(isOn: $showsMatchesOnly) {
                    Label("Matching lines only", systemImage: "line.3.horizontal.decrease")
                }
                .labelStyle(.titleAndIcon)
            } label: {
                Image(systemName: "text.magnifyingglass")
            }
            Menu {
                Toggle("Wrap lines", isOn: $wraps)
                Toggle("Show times", isOn: $showsTimes)
            } label: {
                Image(systemName: "gearshape")
            }
        }
    }
}
