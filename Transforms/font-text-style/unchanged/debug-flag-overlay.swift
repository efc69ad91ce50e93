import SwiftUI

/// Layout numbers shown only while a debug setting is on: developer text, not the app's.
struct PlayerFrame: View {
    var showsLayoutDebug: Bool
    var width: Double

    var body: some View {
        Color.black
            .overlay(alignment: .topLeading) {
                if showsLayoutDebug {
                    Text(verbatim: "width: \(Int(width))")
                        .font(.system(size: 9, design: .monospaced))
                }
            }
    }
}
