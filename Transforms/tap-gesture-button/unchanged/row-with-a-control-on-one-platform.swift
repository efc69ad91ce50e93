import SwiftUI

/// A row that holds a control on one platform only: combining the row would hide that control
/// there, so the tap is reported, never combined.
struct DownloadRow: View {
    let title: String
    let onCancel: () -> Void
    @State private var showsDetails = false

    var body: some View {
        HStack {
            Image(systemName: "arrow.down.circle")
            Text(title)
            #if os(macOS)
                Spacer()
                Button("Cancel", action: onCancel)
            #elseif os(iOS)
                Toggle("Keep", isOn: .constant(true))
            #endif
        }
        .onTapGesture { showsDetails.toggle() }
        .popover(isPresented: $showsDetails) { Text(title) }
    }
}
