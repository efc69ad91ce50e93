import SwiftUI

// A menu holding one picker picks what the picker's title says: the server glyph's own word
// ("Server", "Storage") would name the glyph, not the choice. Its title is written as the file writes it.
struct ConnectionToolbar: View {
    @Binding var serverID: Int
    @Binding var order: Int
    let servers: [Int]

    var body: some View {
        HStack {
            Menu {
                Picker(selection: $serverID, label: Text("Servers")) {
                    ForEach(servers, id: \.self) { id in
                        Text("Server \(id)").tag(id)
                    }
                }
                .pickerStyle(.inline)
            } label: {
                Image(systemName: "externaldrive.connected.to.line.below")
            }
            .accessibilityLabel("Servers") // [VERIFY] confirm label matches intent
            Menu {
                Divider()
                Picker("Sort Order", selection: $order) {
                    Text("Newest").tag(0)
                    Text("Oldest").tag(1)
                }
            } label: {
                Image(systemName: "arrow.up.arrow.down")
            }
            .accessibilityLabel("Sort Order") // [VERIFY] confirm label matches intent
        }
    }
}
