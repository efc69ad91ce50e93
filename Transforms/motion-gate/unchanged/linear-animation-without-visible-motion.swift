import SwiftUI

/// A linear curve is a fade's timing: it is gated only where its value visibly moves views in the
/// view it animates. None of these does: the value is passed on to other views, only dims an
/// overlay, toggles edit-mode glyphs at the end of each row, or shows a one-line warning under a
/// form section (the section below is nudged, not slid: inserting is no evidence for a linear curve).
struct SessionScreen: View {
    @State private var session = Session()
    @State private var showsControls = false
    @State private var isEditing = false

    var body: some View {
        VStack {
            SessionHeader(session: session)
            SessionProgress(session: session)
        }
        .animation(.linear(duration: 0.2), value: session)

        PlayerSurface()
            .overlay {
                Color.black.opacity(dimsPlayer ? 0.5 : 0)
            }
            .animation(.linear(duration: 0.2), value: showsControls)

        List {
            ForEach(["Home", "Search"], id: \.self) { name in
                HStack {
                    Text(name)
                    if isEditing {
                        Image(systemName: "minus.circle.fill")
                    }
                }
            }
        }
        .animation(.linear(duration: 0.2), value: isEditing)
    }

    private var dimsPlayer: Bool { showsControls }
}

struct TriggerEditor: View {
    @State private var name = ""
    private var isDuplicate: Bool { name == "Daily" }

    var body: some View {
        Form {
            Section {
                TextField("Name", text: $name)
            } footer: {
                if isDuplicate {
                    Text("A trigger with this name exists")
                }
            }
            Section("Limit") {
                Text("One hour")
            }
        }
        .animation(.linear(duration: 0.2), value: isDuplicate)
    }
}

struct Session: Equatable {
    var title = ""
    var progress = 0.0
}

struct SessionHeader: View {
    var session: Session
    var body: some View { Text(session.title) }
}

struct SessionProgress: View {
    var session: Session
    var body: some View { ProgressView(value: session.progress) }
}

struct PlayerSurface: View {
    var body: some View { Color.gray }
}
