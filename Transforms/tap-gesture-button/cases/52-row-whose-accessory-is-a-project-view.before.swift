import SwiftUI

/// A row whose stored accessory is a project view: the index says what that view draws. A chevron
/// made only of an image is plain, so the row is combined; an accessory holding a toggle is not.
struct PreferenceRow: View {
    private let title: String
    private let accessory: DisclosureMark
    private let onOpen: () -> Void

    init(title: String, accessory: DisclosureMark, onOpen: @escaping () -> Void) {
        self.title = title
        self.accessory = accessory
        self.onOpen = onOpen
    }

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            accessoryView
        }
        .contentShape(Rectangle())
        .onTapGesture { onOpen() }
    }

    private var accessoryView: some View {
        accessory
            .foregroundStyle(.secondary)
    }
}

struct SwitchRow: View {
    let title: String
    let accessory: SwitchMark
    let onOpen: () -> Void

    var body: some View {
        HStack {
            Text(title)
            accessory
        }
        .onTapGesture { onOpen() }
    }
}

struct DisclosureMark: View {
    var systemName = "chevron.right"

    var body: some View {
        Image(systemName: systemName)
            .imageScale(.small)
    }
}

struct SwitchMark: View {
    @State private var isOn = false

    var body: some View {
        Toggle("Enabled", isOn: $isOn)
    }
}

/// A text on a colour background is text: the colour is drawn, never operated.
struct CopyChip: View {
    let onCopy: () async throws -> Void

    var body: some View {
        Text("Copy")
            .padding(4)
            .background(Color.init(white: 0.2))
            .onTapGesture {
                Task { try await onCopy() }
            }
    }
}
