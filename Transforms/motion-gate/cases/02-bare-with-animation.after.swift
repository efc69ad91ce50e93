import SwiftUI

struct FilterChips: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var selected: Set<String> = []
    let tags: [String]

    var body: some View {
        HStack {
            ForEach(tags, id: \.self) { tag in
                Button(tag) {
                    withAnimation(reduceMotion ? nil : .default) {
                        if selected.contains(tag) {
                            selected.remove(tag)
                        } else {
                            selected.insert(tag)
                        }
                    }
                }
                .buttonStyle(.bordered)
                .padding(.horizontal, selected.contains(tag) ? 16 : 8)
            }
        }
    }
}
