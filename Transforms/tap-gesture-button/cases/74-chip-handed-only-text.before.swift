import SwiftUI

struct ChipFace<Title: View>: View {
    @ViewBuilder var title: () -> Title

    var body: some View {
        HStack(spacing: 4) {
            title()
            Image(systemName: "chevron.down")
        }
        .padding(.horizontal, 10)
        .background(Capsule().fill(.quaternary))
    }
}

// Every chip is made in this file, each handed a text: combined, the chip reads its title.
private struct SortChip<Title: View>: View {
    @ViewBuilder var title: () -> Title
    var open: () -> Void

    var body: some View {
        ChipFace(title: title)
            .onTapGesture {
                open()
            }
    }
}

struct Compat<Content: View> {
    let content: Content

    func glow() -> some View { content.shadow(radius: 2) }
}

extension View {
    var compat: Compat<Self> { Compat(content: self) }
}

struct SortBar: View {
    @State private var byDate = true
    @State private var showSorts = false
    @State private var showFolders = false

    var body: some View {
        HStack {
            SortChip(title: { Text(byDate ? "Newest" : "Name") }, open: { showSorts = true })
            SortChip(
                title: {
                    if showFolders {
                        Text("Folders")
                    } else {
                        Text("All files")
                    }
                }, open: { showFolders.toggle() })
            // A modifier behind a namespace property still draws the text.
            SortChip(title: { Text("Size").compat.glow() }, open: { showSorts = true })
        }
    }
}
