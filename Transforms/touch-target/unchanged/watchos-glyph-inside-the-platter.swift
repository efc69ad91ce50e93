import SwiftUI

/// On watchOS a button or navigation link with no style is drawn as a bordered platter as wide as
/// its slot: the platter is the target, not the 28 pt glyph inside it. The same glyph in a plain
/// button is all there is to hit, and is reported.
struct DoseControls: View {
    @State private var doses = 0

    var body: some View {
        VStack {
            HStack {
                Button {
                    doses -= 1
                } label: {
                    Image(systemName: "minus.circle.fill")
                        .resizable()
                        .frame(width: 28, height: 28)
                }
                NavigationLink {
                    Text("History")
                } label: {
                    Image(systemName: "clock")
                        .resizable()
                        .frame(width: 28, height: 28)
                }
            }
            Button {
                doses += 1
            } label: {
                Image(systemName: "plus.circle.fill")
                    .resizable()
                    .frame(width: 28, height: 28)
            }
            .buttonStyle(.plain)
        }
    }
}
