import SwiftUI

/// Buttons in a context menu or a Menu become system menu items, which drop accessibility
/// modifiers; a control whose accessibility is replaced by a representation says its state
/// there. A tapped row that holds a control is not folded into one element for the trait.
struct ReadingModePicker: View {
    @Binding var mode: String
    @Binding var isPinned: Bool
    let modes: [String]

    var body: some View {
        VStack {
            Text(mode)
                .contextMenu {
                    ForEach(modes, id: \.self) { option in
                        Button {
                            mode = option
                        } label: {
                            if mode == option {
                                Label(option, systemImage: "checkmark")
                            } else {
                                Text(option)
                            }
                        }
                    }
                }

            Menu {
                ForEach(modes, id: \.self) { option in
                    Button {
                        mode = option
                    } label: {
                        HStack {
                            Text(option)
                            if mode == option { Image(systemName: "checkmark") }
                        }
                    }
                }
            } label: {
                Text("Reading mode")
            }

            Button {
                isPinned.toggle()
            } label: {
                HStack {
                    Text("Pinned")
                    if isPinned { Image(systemName: "checkmark") }
                }
            }
            .accessibilityRepresentation {
                Toggle("Pinned", isOn: $isPinned)
            }

            HStack {
                Text("Keep pinned")
                if isPinned { Image(systemName: "checkmark") }
                Toggle("Sync", isOn: $isPinned)
            }
            .onTapGesture { isPinned.toggle() }
        }
    }
}
