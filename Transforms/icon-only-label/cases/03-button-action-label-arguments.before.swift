import SwiftUI

struct DismissibleBanner: View {
    @Binding var isPresented: Bool

    var body: some View {
        HStack(alignment: .top) {
            Text("Your changes were saved.")
            Spacer()
            Button(action: { isPresented = false }, label: {
                Image(systemName: "xmark")
            })
        }
        .padding()
        .background(.thinMaterial)
    }
}
