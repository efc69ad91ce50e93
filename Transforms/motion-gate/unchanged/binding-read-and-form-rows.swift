import SwiftUI

struct SyncOptions {
    @Binding var isSyncEnabled: Bool
}

struct SyncSettingsView: View {
    let options: SyncOptions
    @State private var fraction = 0.0
    @State private var server = ""

    var body: some View {
        Form {
            Toggle("Sync", isOn: options.$isSyncEnabled.animation(.default))
            if options.isSyncEnabled {
                TextField("Server", text: $server)
            }
            Circle()
                .trim(from: 0, to: $fraction.animation(.linear).wrappedValue)
                .stroke(lineWidth: 2)
        }
    }
}
