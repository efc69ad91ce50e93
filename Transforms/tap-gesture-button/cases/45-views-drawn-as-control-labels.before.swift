import SwiftUI

// Elsewhere in the project:
// struct IconPicker<Content: View>: View { init(elements: [Int], selection: Binding<Int>, @ViewBuilder content: @escaping (Int) -> Content) {}; var body: some View { EmptyView() } }

/// A view drawn only as a picker's cell or as a button's label is part of that control, which
/// VoiceOver reads as a button: its tap gets no trait of its own. A view drawn in the open is a
/// button.
struct IconChoices: View {
    @State private var selection = 0

    var body: some View {
        VStack {
            IconPicker(elements: [1, 2], selection: $selection) { number in
                LockedIconCell(number: number)
            }
            Button(action: reset) {
                ResetCell()
            }
            ShareCell()
        }
    }

    func reset() {}
}

struct LockedIconCell: View {
    let number: Int
    @State private var showsLockedAlert = false

    var body: some View {
        VStack {
            Image(systemName: "lock")
            Text("Locked")
        }
        .onTapGesture {
            showsLockedAlert = true
        }
        .alert("Locked", isPresented: $showsLockedAlert) {}
    }
}

struct ResetCell: View {
    @State private var count = 0

    var body: some View {
        Text("Reset \(count)")
            .onTapGesture {
                count = 0
            }
    }
}

struct ShareCell: View {
    @State private var showsShareSheet = false

    var body: some View {
        VStack {
            Image(systemName: "square.and.arrow.up")
            Text("Share")
        }
        .onTapGesture {
            showsShareSheet = true
        }
        .sheet(isPresented: $showsShareSheet) {
            Text("Share")
        }
    }
}
