import SwiftUI

/// A warning mark beside a value that is not named as an error message (a package's name, or
/// what a function makes of an error) says what the text does not: reported, not hidden.
struct PackageWarnings: View {
    let packageName: String
    let failure: Error?

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Image(systemName: "exclamationmark.triangle")
                Text(packageName)
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
