import SwiftUI

/// A field's capsule turns grey while the field is disabled by the same flag: the capsule is the
/// background layer of the disabled row, and VoiceOver says "dimmed" of the field. A capsule coloured
/// by another flag than the one that disables is still reported.
struct ServerRow: View {
    @State private var host = ""
    @State private var locked = false
    @State private var failed = false

    var body: some View {
        VStack {
            HStack {
                TextField("example.com", text: $host)
            }
            .disabled(locked)
            .padding(8)
            .background(
                ZStack {
                    Capsule()
                        .fill(locked ? Color.gray : Color.white)
                }
            )
            HStack {
                TextField("port", text: $host)
            }
            .disabled(locked)
            .background(
                Capsule()
                    .fill(failed ? Color.red : Color.white)
            )
        }
    }
}
