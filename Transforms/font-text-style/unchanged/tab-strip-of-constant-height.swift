import SwiftUI

private struct TabTitle: View {
    let title: String

    var body: some View {
        Text(title)
            .textCase(.uppercase)
            .font(.system(size: 11, weight: .medium))
            .padding(.horizontal, 6)
    }
}

private struct TabTitles: View {
    let titles: [String]

    var body: some View {
        ForEach(titles, id: \.self) { title in
            TabTitle(title: title)
        }
    }
}

private let RAIL_WIDTH: CGFloat = 48

private struct RailIcon: View {
    let symbol: String

    var body: some View {
        Image(systemName: symbol)
            .font(.system(size: 18))
            .padding(6)
    }
}

struct ConsoleHeader: View {
    let titles: [String]

    var body: some View {
        HStack(spacing: 0) {
            VStack {
                RailIcon(symbol: "terminal")
            }
            .frame(width: RAIL_WIDTH)
            // The strip keeps its height: its titles cannot grow.
            HStack {
                TabTitles(titles: titles)
                Spacer()
            }
            .frame(height: 18)
        }
    }
}
