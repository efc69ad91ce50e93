import SwiftUI

/// A flag that only presents a popover, a sheet or an alert: the system presents them with its own
/// animation whatever the transaction, so the `withAnimation` around the flag moves nothing and is
/// left alone. The flag that also inserts a row is gated.
struct AvatarPicker: View {
    @State private var showsPicker = false
    @State private var editing: String?
    @State private var confirmsReset = false
    @State private var showsRecent = false

    var body: some View {
        VStack {
            Button("Choose") {
                withAnimation { self.showsPicker.toggle() }
            }
            .popover(isPresented: self.$showsPicker) {
                Text("Pick an avatar")
            }
            Button("Edit") {
                withAnimation(.spring()) { editing = "avatar" }
            }
            .sheet(item: $editing) { name in
                Text(name)
            }
            Button("Reset") {
                withAnimation { confirmsReset = true }
            }
            .alert("Reset avatar?", isPresented: $confirmsReset) {
                Button("Reset", role: .destructive) {}
            }
            Button("Recent") {
                withAnimation { showsRecent.toggle() }
            }
            .popover(isPresented: $showsRecent) {
                Text("Recent avatars")
            }
            if showsRecent {
                Text("Showing recent avatars")
            }
        }
    }
}

extension String: @retroactive Identifiable {
    public var id: String { self }
}
