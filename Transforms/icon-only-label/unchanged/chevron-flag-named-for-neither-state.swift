import SwiftUI

/// A chevron that flips a flag named neither collapsed nor expanded (`showsAll`): which state it
/// shows is not in the code, so it is reported.
struct FiltersHeader: View {
    @Binding var showsAll: Bool

    var body: some View {
        HStack {
            Text("Filters")
            Spacer()
            Button {
                showsAll.toggle()
            } label: {
                Image(systemName: showsAll ? "chevron.up" : "chevron.down")
            }
        }
    }
}
