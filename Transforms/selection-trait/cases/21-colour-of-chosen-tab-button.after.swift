import SwiftUI

/// Tab and segment buttons drawn one by one (by a helper, or a view of their own) whose colour
/// alone shows the chosen one: each gets `.isSelected` under the condition its colour follows.
struct NotebookTabs: View {
    let notebooks: [String]
    @State private var openIndex = 0

    var body: some View {
        HStack {
            ForEach(notebooks.indices, id: \.self) { index in
                notebookTab(index)
            }
        }
    }

    @ViewBuilder
    private func notebookTab(_ index: Int) -> some View {
        let isSelected = index == openIndex

        Button {
            openIndex = index
        } label: {
            Text(notebooks[index])
        }
        .buttonStyle(.plain)
        .foregroundStyle(isSelected ? Color.accentColor : Color.secondary)
        .background(
            RoundedRectangle(cornerRadius: 4)
                .fill(isSelected ? Color.accentColor.opacity(0.1) : Color.clear)
        )
        .accessibilityAddTraits(isSelected ? .isSelected : [])
    }
}

struct SegmentButton: View {
    let title: String
    let isCurrent: Bool
    let action: () -> Void

    var body: some View {
        Button(title, action: action)
            .padding(6)
            .background(isCurrent ? Color.blue : Color.clear)
            .accessibilityAddTraits(isCurrent ? .isSelected : [])
    }
}
