import SwiftUI

/// A route names a screen, not an action ("Navigate" or "Status detail" would be wrong), but a
/// store action named for the tap names it. Content inside a `switch` is read like any other,
/// and text joined with `+` is text. A Group around one view is that view: it gets the trait
/// alone (combining a Group would apply to each of its children).
struct MediaTile: View {
    enum Kind { case photo, video }
    enum Route { case statusDetail(id: Int) }
    enum Action { case deleteButtonTapped(Int) }

    let kind: Kind
    let router: TileRouter
    let store: TileStore
    let edited: Date

    var body: some View {
        VStack {
            Group {
                switch kind {
                case .photo:
                    Image(systemName: "photo")
                case .video:
                    Slider(value: .constant(0.5))
                }
            }
            .onTapGesture { router.navigate(to: .statusDetail(id: 1)) }

            Image(systemName: "photo")
                .onTapGesture { router.navigate(to: .statusDetail(id: 1)) }

            Image(systemName: "xmark.bin")
                .onTapGesture { store.send(.deleteButtonTapped(1)) }
                .accessibilityAddTraits(.isButton)
                .accessibilityLabel("Delete") // [VERIFY] confirm label matches intent

            Group {
                Text("Edited ") + Text(edited, style: .date)
            }
            .onTapGesture { router.showHistory() }
            .accessibilityAddTraits(.isButton)
        }
    }
}

final class TileRouter {
    func navigate(to route: MediaTile.Route) {}
    func showHistory() {}
}

final class TileStore {
    func send(_ action: MediaTile.Action) {}
}
