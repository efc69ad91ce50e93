import SwiftUI

struct Banner: View {
    @Binding var isVisible: Bool

    var body: some View {
        HStack {
            Text("Update available")
            Spacer()
            Image(systemName: "xmark.circle.fill")
                .frame(width: 20, height: 20)
                .onTapGesture {
                    isVisible = false
                }
        }
        .padding()
    }
}
