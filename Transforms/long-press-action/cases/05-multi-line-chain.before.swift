import SwiftUI

struct TaskRow: View {
    let title: String
    let isDone: Bool

    var body: some View {
        HStack {
            Image(systemName: isDone ? "checkmark.circle.fill" : "circle")
            Text(title)
                .strikethrough(isDone)
            Spacer()
        }
        .padding(.horizontal)
        .contentShape(Rectangle())
        .onLongPressGesture {
            duplicateTask()
        }
        .background(Color(.secondarySystemBackground))
        .clipShape(RoundedRectangle(cornerRadius: 8))
    }

    func duplicateTask() {}
}
