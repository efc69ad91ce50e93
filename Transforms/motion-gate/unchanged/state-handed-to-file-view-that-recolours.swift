import SwiftUI

/// The state goes to a view declared in this file, which only swaps a symbol and its colour:
/// animating the change cross-fades in place, which Reduce Motion keeps.
struct FilterRow: View {
    @State private var isExcluded = false

    var body: some View {
        HStack {
            Text("Spoilers")
            Spacer()
            ExclusionMark(isExcluded: isExcluded)
        }
        .onTapGesture {
            withAnimation { isExcluded.toggle() }
        }
    }
}

struct ExclusionMark: View {
    let isExcluded: Bool

    var body: some View {
        Image(systemName: isExcluded ? "nosign" : "circle")
            .foregroundStyle(isExcluded ? .red : .secondary)
    }
}
