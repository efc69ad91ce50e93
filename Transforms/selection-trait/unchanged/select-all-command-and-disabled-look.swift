import SwiftUI

/// A command whose words flip with the state ("Select All" / "Deselect All") says what it will do;
/// "selected" on it would contradict them. A colour that means "nothing chosen yet", mirrored by
/// `.disabled`, is no selection either.
struct ExportOptions: View {
    @State private var allSelected = false
    @State private var preset: String?

    var body: some View {
        List {
            Button {
                allSelected.toggle()
            } label: {
                HStack {
                    Image(systemName: allSelected ? "checkmark.square.fill" : "square")
                    Text(allSelected ? "Deselect All" : "Select All")
                }
            }
            Button("Add to Plan") {}
                .disabled(nothingChosen)
                .listRowBackground(nothingChosen ? Color.gray : Color.blue)
            Button("Apply") {}
                .disabled(noPresetPicked)
                .background(noPresetPicked ? Color.gray : Color.accentColor)
        }
    }

    private var nothingChosen: Bool { preset == nil }
    private var noPresetPicked: Bool { preset == nil }
}
