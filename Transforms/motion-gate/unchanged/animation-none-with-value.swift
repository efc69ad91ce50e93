import SwiftUI

struct SelectionList: View {
    @State private var selection: Int?

    var body: some View {
        List(0..<10, id: \.self) { row in
            Text("Row \(row)")
                .background(selection == row ? Color.accentColor.opacity(0.2) : .clear)
                .onTapGesture { selection = row }
        }
        .animation(.none, value: selection)
    }
}
