import AppKit
import SwiftUI

/// An app's icon is the picture of that app: where the view holds the app's name, the name is
/// its label (a setting may hide the title, or no title is drawn at all).
struct LauncherCell: View {
    let appName: String
    let appIcon: NSImage?
    @AppStorage("compactLauncher") private var compact = false

    var body: some View {
        ZStack(alignment: .bottomTrailing) {
            if let appIcon {
                Image(nsImage: appIcon)
                    .resizable()
                    .frame(width: 48, height: 48)
            }
            if !compact {
                launchCount
            }
        }
    }

    private var launchCount: some View {
        Circle().fill(.blue).frame(width: 8, height: 8)
    }
}

/// The running app's own name, which the view reads elsewhere.
struct SwitcherTile: View {
    let process: ProcessEntry

    var body: some View {
        VStack {
            if let icon = process.runningApp.icon {
                Image(nsImage: icon)
                    .resizable()
                    .frame(width: 64, height: 64)
            }
        }
        .help(tooltip)
    }

    private var tooltip: String {
        process.runningApp.localizedName ?? "Untitled"
    }
}

struct DockSlot: View {
    let application: NSRunningApplication
    private var applicationName: String { application.localizedName ?? "" }

    var body: some View {
        Image(nsImage: application.icon!)
            .resizable()
            .frame(width: 32, height: 32)
    }
}

// Elsewhere in the project:
// struct ProcessEntry { let runningApp: NSRunningApplication }
