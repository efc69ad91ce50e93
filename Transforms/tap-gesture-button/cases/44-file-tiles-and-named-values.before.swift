import AppKit
import SwiftUI

/// Opening a file is a button's action: a link goes to a web page. A badge laid over the tile
/// with a tap of its own stays outside the tile's element, so the modifiers go before it; over a
/// badge that only shows, they go last. A project's home page is still a link.
struct DroppedFileTile: View {
    let file: DroppedFile
    let onRemove: () -> Void

    var body: some View {
        VStack {
            Image(systemName: "doc")
            Text(file.name)
        }
        .onTapGesture {
            NSWorkspace.shared.open(file.storageURL)
        }
        .overlay(alignment: .topTrailing) {
            Image(systemName: "minus.circle.fill")
                .accessibilityLabel("Remove")
                .accessibilityAddTraits(.isButton)
                .onTapGesture { onRemove() }
        }
    }
}

struct ProjectTile: View {
    let project: ProjectInfo

    var body: some View {
        VStack {
            Image(systemName: "globe")
            Text(project.title)
        }
        .onTapGesture {
            NSWorkspace.shared.open(project.homepage)
        }
        .overlay(alignment: .topTrailing) {
            Image(systemName: "star.fill")
        }
    }
}

/// Tiles of a project type's own values (`Mascot.forSeason(…)`) are named by the method that
/// names that type's values (`localizedName()`). Values of something else (`store.mascots`) say
/// nothing of their type: reported.
struct MascotStrip: View {
    let store: MascotStore
    let onPick: (Mascot) -> Void

    var body: some View {
        HStack {
            ForEach(Mascot.forSeason(2), id: \.self) { mascot in
                Image(mascot.rawValue)
                    .onTapGesture {
                        onPick(mascot)
                    }
            }
            ForEach(store.mascots, id: \.self) { mascot in
                Image(mascot.rawValue)
                    .onTapGesture {
                        onPick(mascot)
                    }
            }
        }
    }
}

struct DroppedFile {
    let name: String
    let storageURL: URL
}

struct ProjectInfo {
    let title: String
    let homepage: URL
}

struct MascotStore {
    let mascots: [Mascot]
}

enum Mascot: String {
    case owl, fox

    static func forSeason(_ season: Int) -> [Mascot] { season > 1 ? [.owl] : [.fox] }

    func localizedName() -> LocalizedStringKey { self == .owl ? "Owl" : "Fox" }
}

/// A view that a function drawing one value builds from that value (`portrait(of: resident)`) is
/// named by the value, when its project type names its instances (`localizedName`); a checkmark
/// its helper shows for the values a set holds (`visited.contains(resident)`) marks the chosen
/// ones, a mark of the value's own state (`resident.hasMovedOut`) does not. A value of a type that
/// names nothing (`Sticker`) is reported.
struct ResidentGrid: View {
    let residents: [Resident]
    let stickers: [Sticker]
    let visited: [Resident]
    let log: VisitLog

    var body: some View {
        HStack {
            ForEach(residents) { bubble(resident: $0) }
            ForEach(residents) { card(resident: $0) }
            ForEach(stickers) { tile(sticker: $0) }
        }
    }

    private func bubble(resident: Resident) -> some View {
        ZStack {
            Circle()
            portrait(of: resident)
                .overlay(visitMark(for: resident), alignment: .topTrailing)
        }
        .onTapGesture {
            log.markVisited(resident: resident)
        }
    }

    private func card(resident: Resident) -> some View {
        ZStack {
            Circle()
            portrait(of: resident)
            Image(systemName: "checkmark")
                .opacity(resident.hasMovedOut ? 1 : 0)
        }
        .onTapGesture {
            log.markVisited(resident: resident)
        }
    }

    private func visitMark(for resident: Resident) -> some View {
        Image(systemName: "checkmark.circle.fill")
            .opacity(visited.contains(resident) ? 1 : 0)
    }

    private func tile(sticker: Sticker) -> some View {
        ZStack {
            Circle()
            Image(sticker.imageName)
        }
        .onTapGesture {
            log.markUsed(sticker: sticker)
        }
    }

    private func portrait(of resident: Resident) -> some View {
        Image(resident.imageName)
    }
}

struct Resident: Identifiable, Equatable {
    let id: Int
    let imageName: String
    let hasMovedOut: Bool

    var localizedName: String { imageName.capitalized }
}

struct Sticker: Identifiable {
    let id: Int
    let imageName: String
}

final class VisitLog {
    func markVisited(resident: Resident) {}
    func markUsed(sticker: Sticker) {}
}
