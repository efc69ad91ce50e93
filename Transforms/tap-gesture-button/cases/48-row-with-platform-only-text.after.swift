import SwiftUI

/// A row whose platform-only parts show text alone is still plain: it is combined as before.
struct UploadRow: View {
    let title: String
    let size: String
    @State private var showsDetails = false

    var body: some View {
        HStack {
            Image(systemName: "arrow.up.circle")
            Text(title)
            #if os(macOS)
                Spacer()
                Text(size)
            #endif
        }
        .onTapGesture { showsDetails.toggle() }
        .sheet(isPresented: $showsDetails) { Text(title) }
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(.isButton)
    }
}
