import SwiftUI

struct Chore: Identifiable {
    let id: Int
    let title: String
    var isDone: Bool
}

/// Rows coloured by each element's own state, by a value the row never sets (the last element),
/// by a passing look (hover), and a button that is no row of a `ForEach`: no choice among
/// alternatives is shown, so no `.isSelected`.
struct ChoreList: View {
    let chores: [Chore]
    var highlighted: Int?
    var hoveredID: Int?

    var body: some View {
        List {
            ForEach(chores) { chore in
                Button {
                    print(chore.title)
                } label: {
                    Text(chore.title)
                }
                .listRowBackground(chore.isDone ? Color.green : Color.clear)
            }
            ForEach(chores) { chore in
                Button {
                    print(chore.title)
                } label: {
                    Text(chore.title)
                }
                .foregroundStyle(chore.id == chores.last?.id ? Color.secondary : Color.primary)
                .listRowBackground(chore.id == hoveredID ? Color.gray : Color.clear)
            }
        }
        Button {
            print("outside")
        } label: {
            Text("Not a row")
        }
        .foregroundStyle(highlighted == 2 ? Color.red : Color.primary)
    }
}
