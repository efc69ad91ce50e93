import SwiftUI

/// A menu whose items start with a plain `Text` header above its choices is named by that header,
/// not by its glyph ("Timer"); so is a menu whose one `Section` has a title. A menu of actions with
/// no header keeps what its glyph says.
struct PlaybackMenus: View {
    enum Speed: String, CaseIterable, Identifiable {
        case slow, normal, fast
        var id: String { rawValue }
    }

    @State private var speed = Speed.normal
    let share: () -> Void

    var body: some View {
        HStack {
            Menu {
                Text("Auto-Advance").foregroundColor(.secondary)
                ForEach(Speed.allCases) { option in
                    Button(option.rawValue) { speed = option }
                }
            } label: {
                Image(systemName: "timer")
            }
            Menu {
                Section("Playback Speed") {
                    ForEach(Speed.allCases) { option in
                        Button(option.rawValue) { speed = option }
                    }
                }
            } label: {
                Image(systemName: "gauge")
            }
            Menu {
                Button("Share", action: share)
            } label: {
                Image(systemName: "square.and.arrow.up")
            }
        }
    }
}
