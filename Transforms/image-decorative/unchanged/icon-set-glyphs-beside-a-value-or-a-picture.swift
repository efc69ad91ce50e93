import SwiftUI

/// An icon asset beside a value (`Text(option.title)`) captions it; an asset not named as an
/// icon may show what the title does not say. Neither is hidden.
struct OptionRow: View {
    let option: Option

    var body: some View {
        VStack {
            HStack {
                Image("24px_folder")
                Text(option.title)
            }
            HStack {
                Image("terminal")
                Text("Command Line Helper")
            }
        }
    }
}

// Elsewhere in the project:
// struct Option { let title: String }
