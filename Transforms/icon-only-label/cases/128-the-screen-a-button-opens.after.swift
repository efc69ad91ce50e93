import SwiftUI

/// A button that opens a screen is named by it, in the code's words without the words for showing
/// and for kinds of screen: "Route", "Filters", "Account". A confirmation it asks gives its title,
/// over the name of the function drawing the button. Under a plus the screen is where a thing is
/// added ("Add playlist"); a plus opening a search keeps the glyph's own "Add".
struct TripHome: View {
    let router: Router
    @State private var showingRouteSheet = false
    @State private var isPresentingFilters = false
    @State private var isConfirmingArchive = false
    @State private var pending: String?
    @State private var showingPlaylistSheet = false
    @State private var isSearchPresented = false
    let note = "Draft"

    var body: some View {
        HStack {
            Button {
                showingRouteSheet = true
            } label: {
                Image(systemName: "flag.checkered.2.crossed")
            }
            .accessibilityLabel("Route") // [VERIFY] confirm label matches intent
            Button {
                isPresentingFilters = true
            } label: {
                Image(systemName: "slider.horizontal.3")
            }
            .accessibilityLabel("Filters") // [VERIFY] confirm label matches intent
            Button {
                router.presentModal(for: .accountView)
            } label: {
                Image(systemName: "person.crop.circle")
            }
            .accessibilityLabel("Account") // [VERIFY] confirm label matches intent
            noteButton(for: note)
            Button {
                showingPlaylistSheet = true
            } label: {
                Image(systemName: "plus.circle")
            }
            .sheet(isPresented: $showingPlaylistSheet) { Text("New") }
            .accessibilityLabel("Add playlist") // [VERIFY] confirm label matches intent
            Button {
                isSearchPresented = true
            } label: {
                Image(systemName: "plus")
            }
            .sheet(isPresented: $isSearchPresented) { Text("Find") }
        }
        .sheet(isPresented: $showingRouteSheet) { Text("Route") }
        .sheet(isPresented: $isPresentingFilters) { Text("Filters") }
    }

    func noteButton(for note: String) -> some View {
        Button {
            isConfirmingArchive = true
            pending = note
        } label: {
            Image(systemName: "archivebox.circle.fill")
        }
        .confirmationDialog("Archive Note", isPresented: $isConfirmingArchive) {
            Button("Archive Note", role: .destructive) { pending = nil }
        }
        .accessibilityLabel("Archive Note") // [VERIFY] confirm label matches intent
    }
}

// Elsewhere in the project:
// enum Screen { case accountView }
// final class Router { func presentModal(for screen: Screen) {} }
