import SwiftUI

/// Left alone: colour that is not the only signal of the state. The current page's dot is also
/// larger, the sync dot has an icon beside it that the same flag swaps, and the last dot is in
/// code that does not ship.
struct PageDots: View {
    let count: Int
    let current: Int
    let isSynced: Bool

    var body: some View {
        VStack {
            HStack {
                ForEach(0..<count, id: \.self) { index in
                    Circle()
                        .fill(index == current ? .primary : .secondary)
                        .frame(width: index == current ? 10 : 6, height: index == current ? 10 : 6)
                }
            }
            HStack {
                Circle()
                    .fill(isSynced ? .green : .orange)
                    .frame(width: 8, height: 8)
                Image(systemName: isSynced ? "checkmark.icloud" : "exclamationmark.icloud")
            }
            #if DEBUG
                Circle()
                    .fill(isSynced ? .green : .red)
                    .frame(width: 8, height: 8)
            #endif
        }
    }
}

/// Left alone: a switch's track changes colour, and its thumb moves to the other end.
struct TrackSwitch: View {
    let isOn: Bool

    var body: some View {
        Capsule()
            .fill(isOn ? .green : .gray)
            .frame(width: 50, height: 29)
            .overlay(
                Circle()
                    .fill(.white)
                    .offset(x: isOn ? 10 : -10)
            )
    }
}
