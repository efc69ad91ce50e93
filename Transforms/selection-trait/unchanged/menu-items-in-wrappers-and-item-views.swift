import SwiftUI

/// Menu items written away from the `Menu`: handed to a project view that wraps a `Menu`, or drawn
/// by a view type that this file only ever draws inside menus (directly, or through another view
/// that is itself only a menu's content). The system draws all of them as menu items and drops
/// their accessibility modifiers; a `Picker` inside the menu is the idiom that reports the choice.
struct ToolbarDropdown<Items: View, Title: View>: View {
    @ViewBuilder var items: () -> Items
    @ViewBuilder var title: () -> Title

    var body: some View {
        Menu(content: items) {
            title()
        }
    }
}

struct ExportFormatChooser: View {
    @Binding var format: String
    let formats: [String]

    var body: some View {
        ToolbarDropdown {
            ForEach(formats, id: \.self) { name in
                Button {
                    format = name
                } label: {
                    HStack {
                        Text(name)
                        if format == name {
                            Image(systemName: "checkmark")
                        }
                    }
                }
            }
        } title: {
            Text("Format")
        }
    }
}

struct QualityItems: View {
    @AppStorage("quality") var quality = "High"
    let qualities = ["Low", "Medium", "High"]

    var body: some View {
        ForEach(qualities, id: \.self) { level in
            Button {
                quality = level
            } label: {
                if level == quality {
                    Label(level, systemImage: "checkmark")
                } else {
                    Text(level)
                }
            }
        }
    }
}

struct QualitySection: View {
    var body: some View {
        Section("Quality") {
            QualityItems()
        }
    }
}

struct PlaybackMenus: View {
    var body: some View {
        HStack {
            Menu {
                QualityItems()
            } label: {
                Text("Quality")
            }
            Menu {
                QualitySection()
            } label: {
                Image(systemName: "ellipsis.circle")
            }
        }
    }
}
