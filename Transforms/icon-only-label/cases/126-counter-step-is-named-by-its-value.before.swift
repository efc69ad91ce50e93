import SwiftUI

/// An arrow whose action steps a value by one names that value ("Decrease priority"); its usual
/// "Back" would say it navigates. An arrow that goes back (`path.removeLast()`) stays "Back", and one
/// that moves something by another amount is reported.
struct PriorityPicker: View {
    @Binding var priority: Int
    @Binding var path: [String]
    @State private var cropOffset: CGFloat = 0

    var body: some View {
        HStack {
            Button(action: { priority -= 1 }) {
                Image(systemName: "chevron.left.circle")
            }
            Text("\(priority)")
            Button(action: { priority += 1 }) {
                Image(systemName: "chevron.right.circle")
            }
            Button {
                path.removeLast()
            } label: {
                Image(systemName: "arrow.left")
            }
            Button {
                cropOffset -= 20
            } label: {
                Image(systemName: "arrow.backward")
            }
        }
    }
}
