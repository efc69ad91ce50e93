import SwiftUI

/// Icons whose tap flips or sets a flag the view presents something with (`.popover(isPresented:)`,
/// `.sheet(isPresented:)`): the tap opens it, so the flag's own words or the glyph name the icon.
/// A flag that presents nothing (it only shows a row below), or a glyph that names an object rather
/// than what it opens (a shield, "Privacy", over an explanation), stays a finding.
struct TotalsHeader: View {
    @State private var isShowingTip = false
    @State private var showPreferences = false
    @State private var isPopover = false
    @State private var isExpanded = false
    @State private var isExplaining = false

    var body: some View {
        HStack {
            Image(systemName: "info.circle")
                .onTapGesture { isShowingTip.toggle() }
                .popover(isPresented: $isShowingTip) { Text("Totals include tax.") }
                .accessibilityAddTraits(.isButton)
                .accessibilityLabel("Info") // [VERIFY] confirm label matches intent
            Image(systemName: "gearshape")
                .onTapGesture { self.showPreferences.toggle() }
                .accessibilityAddTraits(.isButton)
                .accessibilityLabel("Preferences") // [VERIFY] confirm label matches intent
            Image(systemName: "questionmark.circle")
                .onTapGesture { isPopover = true }
                .popover(isPresented: $isPopover) { Text("Totals are updated hourly.") }
                .accessibilityAddTraits(.isButton)
                .accessibilityLabel("Help") // [VERIFY] confirm label matches intent
            Image(systemName: "info.circle")
                .onTapGesture { isExpanded.toggle() }
            if isExpanded { Text("Tax is included in every total.") }
            Image(systemName: "lock.shield")
                .onTapGesture { isExplaining = true }
                .popover(isPresented: $isExplaining) { Text("Totals are private to this device.") }
        }
        .sheet(isPresented: $showPreferences) { Text("Preferences") }
    }
}
