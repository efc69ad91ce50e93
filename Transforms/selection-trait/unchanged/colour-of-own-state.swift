import SwiftUI

struct Chore: Identifiable {
    let id: Int
    let title: String
    var isDone: Bool
}

/// Rows coloured by each element's own state, and a button that is no row of a `ForEach`: no
/// choice among alternatives is shown, so no `.isSelected`.
struct ChoreList: View {
    @Binding var chores: [Chore]
    var highlighted: Int?

    var body: some View {
        List {
            ForEach($chores) { $chore in
                Button {
                    chore.isDone.toggle()
                } label: {
                    Text(chore.title)
                }
                .listRowBackground(chore.isDone ? Color.green : Color.clear)
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
