import SwiftUI
import UIKit

enum Feedback {
    static func tick() {}
}

struct Photo: Identifiable {
    let id: Int
    let caption: String
}

struct PhotoWall: View {
    let photos: [Photo]
    @State private var picked: Set<Int> = []
    let store: WallStore

    var body: some View {
        VStack {
            // Tapping empty space clears the selection: a pointer's shortcut, no control.
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
                    ForEach(photos) { photo in
                        Button(photo.caption) { picked.insert(photo.id) }
                    }
                }
            }
            .onTapGesture {
                picked.removeAll()
            }
            List(photos) { photo in
                Text(photo.caption)
            }
            .onTapGesture {
                store.dispatch(.select(nil))
            }
            ZStack {
                Color.gray
                Text("Drop photos here")
            }
            .onTapGesture { clearSelection() }
            // A buzz or a log beside a control that acts on its own.
            Menu {
                Button("Share") {}
                Button("Print") {}
            } label: {
                Image(systemName: "ellipsis.circle")
            }
            .onTapGesture {
                UIImpactFeedbackGenerator(style: .soft).impactOccurred()
            }
            NavigationLink("Albums") {
                Text("Albums")
            }
            .simultaneousGesture(
                TapGesture().onEnded { Analytics.shared.log("albums") }
            )
        }
    }

    func clearSelection() {
        picked = []
    }
}

enum WallAction {
    case select(Int?)
}

final class WallStore {
    func dispatch(_ action: WallAction) {}
}

final class Analytics {
    static let shared = Analytics()
    func log(_ event: String) {}
}
