import SwiftUI

/// A dot column and a Status column of one table: the dot shows under the condition the Status
/// column says in words, so it is hidden. The star column's condition (`isFavorite`) no column
/// puts into words, so the star is not hidden (a symbol keeps the system's description).
struct PrinterTable: View {
    let printers: [Printer]
    let queue: PrintQueue

    var body: some View {
        Table(printers) {
            TableColumn("") { printer in
                if queue.isBusy(printer.id) {
                    Image(systemName: "circle.fill")
                        .foregroundStyle(.orange)
                        .accessibilityHidden(true)
                }
            }
            TableColumn("Name", value: \.name)
            TableColumn("") { printer in
                if printer.isFavorite {
                    Image(systemName: "star.fill")
                }
            }
            TableColumn("Status") { printer in
                if queue.isBusy(printer.id) {
                    Text("Printing")
                } else {
                    Text("Idle")
                }
            }
        }
    }
}

// Elsewhere in the project:
// struct Printer: Identifiable { let id: UUID; let name: String; let isFavorite: Bool }
// final class PrintQueue { func isBusy(_ id: UUID) -> Bool { false } }
