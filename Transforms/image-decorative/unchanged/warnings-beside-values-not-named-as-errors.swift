import SwiftUI

/// A warning mark beside a value that is not named as an error message (a package's name, what a
/// function makes of an error, a label counting errors) says what the text does not: reported,
/// not hidden.
struct PackageWarnings: View {
    let packageName: String
    let failure: Error?
    let errorCountLabel: String

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Image(systemName: "exclamationmark.triangle")
                Text(packageName)
            }
            HStack {
                Image(systemName: "exclamationmark.circle")
                Text(errorCountLabel)
            }
            if let failure {
                HStack {
                    Image(systemName: "exclamationmark.triangle.fill")
                    Text(describe(failure))
                }
            }
        }
    }

    private func describe(_ error: Error) -> String { error.localizedDescription }
}
