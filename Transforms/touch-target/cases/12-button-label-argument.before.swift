import SwiftUI

struct NoteRow: View {
    var body: some View {
        HStack {
            Text("Groceries")
            Spacer()
            Button(action: pin, label: {
                Image(systemName: "pin")
            })
            .frame(width: 34, height: 34)
        }
    }

    func pin() {}
}
