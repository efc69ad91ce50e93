import SwiftUI

/// The chosen tab's colour is drawn inside the label (behind it, nested with a hover look), or by a
/// helper the label calls: the button still gets `.isSelected` under the condition the colour follows.
struct ToolbarTab: View {
    let symbol: String
    let title: String
    let isSelected: Bool
    let action: () -> Void
    @State private var isHovered = false

    var body: some View {
        Button(action: action) {
            VStack(spacing: 4) {
                Image(systemName: symbol)
                Text(title)
            }
            .padding(8)
            .background(
                Capsule()
                    .fill(isSelected ? Color.accentColor.opacity(0.25) : (isHovered ? Color.gray.opacity(0.1) : Color.clear))
            )
        }
        .buttonStyle(.plain)
        .onHover { isHovered = $0 }
    }
}

enum Period: String, CaseIterable {
    case day, week, month
}

struct PeriodSwitcher: View {
    @State private var period = Period.day

    var body: some View {
        HStack {
            ForEach(Period.allCases, id: \.self, content: periodButton)
        }
    }

    private func periodButton(_ option: Period) -> some View {
        Button {
            period = option
        } label: {
            periodFace(option)
        }
    }

    private func periodFace(_ option: Period) -> some View {
        VStack(spacing: 2) {
            Text(option.rawValue.capitalized)
            Rectangle()
                .fill(period == option ? Color.primary : Color.clear)
                .frame(height: 2)
        }
    }
}

/// The helper's colour follows a value its button never sets: the server's state, still reported.
struct ServerList: View {
    let servers: [String]
    let reachable: String?
    var connect: (String) -> Void

    var body: some View {
        VStack {
            ForEach(servers, id: \.self, content: serverButton)
        }
    }

    private func serverButton(_ server: String) -> some View {
        Button {
            connect(server)
        } label: {
            serverFace(server)
        }
    }

    private func serverFace(_ server: String) -> some View {
        VStack {
            Text(server)
            Capsule()
                .fill(reachable == server ? Color.green : Color.gray)
                .frame(height: 3)
        }
    }
}
