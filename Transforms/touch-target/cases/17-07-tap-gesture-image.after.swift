import SwiftUI

struct Banner: View {
    @Binding var isVisible: Bool

    var body: some View {
        HStack {
            Text("Update available")
            Spacer()
            Image(systemName: "xmark.circle.fill")
                .frame(width: 20, height: 20)
                .frame(minWidth: 44, minHeight: 44)
                .contentShape(Rectangle())
                .onTapGesture {
                    isVisible = false
                }
        }
        .padding()
    }
}
