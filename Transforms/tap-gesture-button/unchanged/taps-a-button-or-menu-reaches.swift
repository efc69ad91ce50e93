import SwiftUI

/// A tap that a `Button` inside the view does too, also when the button names a function
/// (`Button(action: onToggleExpand)`), or that an item of the context menu on the row does too
/// (written over two lines or one), is reached by VoiceOver already. A header whose button does
/// something else is reported: combining would hide that button.
struct FileGroupHeader: View {
    let title: String
    let isExpanded: Bool
    let onToggleExpand: () -> Void
    let onToggleSelection: () -> Void

    var body: some View {
        VStack {
            HStack {
                Button(action: onToggleExpand) {
                    Image(systemName: isExpanded ? "chevron.down" : "chevron.right")
                }
                Text(title)
            }
            .contentShape(Rectangle())
            .onTapGesture {
                onToggleExpand()
            }

            HStack {
                Button(action: onToggleSelection) {
                    Image(systemName: "circle")
                }
                Text(title)
            }
            .contentShape(Rectangle())
            .onTapGesture {
                onToggleExpand()
            }
        }
    }
}

struct DownloadRow: View {
    let file: URL

    var body: some View {
        HStack {
            VStack {
                Text(file.lastPathComponent)
                Text(file.path)
            }
            .onTapGesture {
                reveal(
                    file, in: file.deletingLastPathComponent())
            }
            Spacer()
        }
        .contextMenu {
            Button("Copy Path") { copy(file.path) }
            Button("Show in Folder") {
                reveal(file, in: file.deletingLastPathComponent())
            }
        }
    }

    func reveal(_ file: URL, in folder: URL) {}
    func copy(_ text: String) {}
}

/// Rows whose own views are labelled button elements already (one element ignoring its
/// children, a label, the button trait): activating either taps the row.
struct BookmarkList: View {
    let isTrip: Bool

    var body: some View {
        Group {
            if isTrip {
                TripCard(route: "8")
            } else {
                StopRow(name: "Pine St")
            }
        }
        .contentShape(Rectangle())
        .onTapGesture {
            openBookmark()
        }
    }

    func openBookmark() {}
}

struct TripCard: View {
    let route: String

    var body: some View {
        VStack {
            Text(route)
            Image(systemName: "bus")
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Route \(route)")
        .accessibilityAddTraits([.isButton, .updatesFrequently])
    }
}

struct StopRow: View {
    let name: String

    var body: some View {
        HStack {
            Image(systemName: "mappin")
            Text(name)
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Stop \(name)")
        .accessibilityAddTraits(.isButton)
    }
}

/// A bell drawn by a view property, used only inside the row's one element, which offers the
/// bell's action as an accessibility action.
struct DepartureRow: View {
    let hasAlarm: Bool
    let onTap: () -> Void
    let onAlarmToggle: () -> Void

    var body: some View {
        HStack {
            Text("Route 8")
            alarmBell
        }
        .onTapGesture(perform: onTap)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Route 8, in 5 minutes")
        .accessibilityAddTraits(.isButton)
        .accessibilityAction { onTap() }
        .accessibilityAction(named: hasAlarm ? "Remove alarm" : "Add alarm") { onAlarmToggle() }
    }

    private var alarmBell: some View {
        Image(systemName: hasAlarm ? "bell.fill" : "bell")
            .onTapGesture { onAlarmToggle() }
    }
}
