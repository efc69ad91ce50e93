import SwiftUI

struct ExpandButton: View {
    @Binding var isExpanded: Bool

    var body: some View {
        Button {
            isExpanded.toggle()
        } label: {
            Image(systemName: "chevron.down")
        }
        .frame(width: 30.5, height: 30.5)
    }
}
