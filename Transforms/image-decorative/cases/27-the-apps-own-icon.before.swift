import AppKit
import SwiftUI

/// The app's own icon on a welcome screen is branding above the title that names the app: hidden.
/// A photo loaded at run time is not: what it shows is image-label's to report.
struct WelcomeHeader: View {
    let photo: NSImage

    var body: some View {
        VStack(spacing: 16) {
            Image(nsImage: NSApp.applicationIconImage)
                .resizable()
                .frame(width: 96, height: 96)
            Image(nsImage: NSImage(named: "AppIcon")!)
                .resizable()
                .frame(width: 48, height: 48)
            Text("Welcome to Tidepool")
                .font(.largeTitle)
            Image(nsImage: photo)
        }
    }
}
