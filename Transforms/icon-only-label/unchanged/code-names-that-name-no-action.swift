import SwiftUI
import UIKit

/// Names in the code that say nothing of what a tap does are never the label: a link's
/// destination is a URL (`addURL` is no "Add URL"), a type or helper drawing whatever glyph it is
/// given is named for its look (`GlowButton` is no "Glow", `noticeButton(image:)` no "Notice"), and a step that is not one (`+ offset`) or a
/// callback named for more than "more" (`onMoreInfoTap`) proves nothing. All are reported. A plus
/// whose action adds an item (`items.append(…)`, however it counts) steps no value: VoiceOver reads
/// the plus as "Add" already.
struct QuickAdd: View {
    let isDaily: Bool

    var body: some View {
        if let addURL = isDaily ? URL(string: "app://tasks/daily/add") : URL(string: "app://tasks/todo/add") {
            Link(destination: addURL, label: {
                Image("AddTask")
            })
        }
    }
}

struct GlowButton: View {
    let symbol: String
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Image(systemName: symbol)
        }
    }
}

struct StatusBar: View {
    let openSettings: () -> Void

    var body: some View {
        noticeButton(image: "gear", action: openSettings)
    }

    private func noticeButton(image: String, action: @escaping () -> Void) -> some View {
        Button(action: action) {
            Image(systemName: image)
        }
    }
}

struct ItemList: View {
    @State private var items: [Int] = []

    var body: some View {
        Button {
            items.append(items.count + 1)
        } label: {
            Image(systemName: "plus")
        }
    }
}

struct Scrubber: View {
    @Binding var position: Int
    let offset: Int
    let onMoreInfoTap: () -> Void

    var body: some View {
        HStack {
            Button {
                position = position - offset
            } label: {
                Image(uiImage: UIImage(named: "minus")!)
            }
            Button {
                onMoreInfoTap()
            } label: {
                Image("overflowIcon")
            }
        }
    }
}
