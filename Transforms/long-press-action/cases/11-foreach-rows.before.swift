import SwiftUI

struct FileList: View {
    let files: [String]

    var body: some View {
        List {
            ForEach(files, id: \.self) { file in
                Text(file)
                    .onLongPressGesture { renameFile(file) }
            }
        }
    }

    func renameFile(_ name: String) {}
}
