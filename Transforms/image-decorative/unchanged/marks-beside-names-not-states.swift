import SwiftUI

/// Reported, not hidden: a filled dot whose colour is the only state beside a name, a hollow
/// circle beside a status word (a choice's empty mark, not a status dot), and a warning mark
/// beside a bare name, which does not say what is wrong.
struct ServerRow: View {
    let isUp: Bool

    var body: some View {
        VStack {
            HStack {
                Image(systemName: "circle.fill")
                    .foregroundStyle(isUp ? .green : .red)
                Text("Primary server")
            }
            HStack {
                Image(systemName: "circle")
                Text("Available")
            }
            HStack {
                Image(systemName: "exclamationmark.triangle")
                Text("Release")
            }
        }
    }
}
