import SwiftUI

struct Disclosure: View {
    @State private var isExpanded = false
    @State private var isPresented = false

    var body: some View {
        VStack {
            Rectangle()
                .onTapGesture { isExpanded = true }
            Rectangle()
                .onTapGesture { isPresented.toggle() }
        }
    }
}
