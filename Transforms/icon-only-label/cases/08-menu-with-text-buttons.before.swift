import SwiftUI

struct DocumentRow: View {
    let name: String
    var sortByName: () -> Void
    var sortByDate: () -> Void

    var body: some View {
        HStack {
            Text(name)
            Spacer()
            Menu {
                Button("Name", action: sortByName)
                Button("Date", action: sortByDate)
            } label: {
                Image(systemName: "arrow.up.arrow.down")
            }
        }
    }
}
