import SwiftUI

/// A 0.1 s linear animation only smooths a change (rows settling, a log kept at its end), and a
/// spring with no response time jumps: neither reads as motion. Identical siblings are one unit.
struct InstallLog: View {
    @State private var lines: [String] = []
    @State private var isEditing = false
    @State private var showsDetails = false
    @State private var nudge = 0.0

    var body: some View {
        ScrollViewReader { proxy in
            List {
                ForEach(lines, id: \.self) { line in
                    Text(line).id(line)
                }
                if showsDetails {
                    Text("Details")
                }
            }
            .animation(.linear(duration: 0.1), value: isEditing)
            .animation(.linear(duration: 0.1), value: showsDetails)
            .animation(.linear(duration: 0.1), value: lines)
            .offset(x: nudge)
            .onChange(of: lines) { newLines in
                withAnimation(.linear(duration: 0.1)) {
                    proxy.scrollTo(newLines.last)
                }
            }
        }
    }

    func jumpAside() {
        withAnimation(.spring(response: 0, dampingFraction: 0.7)) {
            nudge = 12
        }
    }
}
