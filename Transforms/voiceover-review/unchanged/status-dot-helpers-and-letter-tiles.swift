import SwiftUI

/// Left alone: a status dot drawn by a helper whose every use sits beside a text that says the
/// status, and a letter tile whose background is a colour made from each site's own data.
/// Reported: the same helper where one use stands alone, and a theme's fixed colours picked by
/// the state.
struct VPNStatusRow: View {
    let isConnected: Bool
    let statusMessage: String

    var body: some View {
        HStack {
            statusDot(isConnected: isConnected)
            Text(statusMessage)
        }
    }

    private func statusDot(isConnected: Bool) -> some View {
        Circle()
            .foregroundStyle(isConnected ? .green : .yellow)
            .frame(width: 8, height: 8)
    }
}

struct SiteTile: View {
    let site: Site

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 12)
                .fill(site.hasFavicon ? Color.gray : Color.tile(for: site.domain))
            Text(site.domain.prefix(1).uppercased())
        }
    }
}

struct Site {
    let domain: String
    let hasFavicon: Bool
}

extension Color {
    static func tile(for domain: String) -> Color { domain.count.isMultiple(of: 2) ? .blue : .purple }
}

struct SyncSummary: View {
    let isSynced: Bool
    let theme: Palette

    var body: some View {
        VStack {
            HStack {
                syncDot(isSynced: isSynced)
                Text("Notes")
            }
            syncDot(isSynced: isSynced)
            Capsule()
                .fill(isSynced ? Color(uiColor: theme.onlineColor) : Color(uiColor: theme.offlineColor))
                .frame(width: 20, height: 6)
        }
    }

    private func syncDot(isSynced: Bool) -> some View {
        Circle()
            .fill(isSynced ? .green : .orange)
            .frame(width: 8, height: 8)
    }
}

struct Palette {
    let onlineColor: UIColor
    let offlineColor: UIColor
}
