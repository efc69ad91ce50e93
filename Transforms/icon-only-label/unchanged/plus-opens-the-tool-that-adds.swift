import SwiftUI

/// A plus that presents a code scanner: the scanner is how a device is added, so "Add scanner" would
/// name the tool, not the thing added. Reported.
struct PairedDevicesScreen: View {
    @State private var isPresentingScanner = false

    var body: some View {
        List {}
            .sheet(isPresented: $isPresentingScanner) {
                Text("Scan the code shown on your computer")
            }
            .toolbar {
                Button {
                    isPresentingScanner = true
                } label: {
                    Image(systemName: "plus")
                }
            }
    }
}
