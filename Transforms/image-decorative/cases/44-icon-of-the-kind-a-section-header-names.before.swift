import SwiftUI

// Under a header that names the rows' kind ("Assigned Tags", "Folders"), the kind's icon on each row
// only adds "tag" or "folder" to every row: hidden.
struct LabelsEditor: View {
    let labels: [String]
    let folders: [String]

    var body: some View {
        List {
            Section(header: Text("Assigned Tags")) {
                ForEach(labels, id: \.self) { label in
                    HStack {
                        Image(systemName: "tag")
                            .foregroundColor(.blue)
                        Text("\(label)")
                    }
                }
            }
            Section("Folders") {
                ForEach(folders, id: \.self) { folder in
                    HStack {
                        Image(systemName: "folder.fill")
                        Text(folder)
                    }
                }
            }
        }
    }
}
