import SwiftUI

enum Phase {
    case queued, running, failed

    var title: String {
        switch self {
        case .queued: "Queued"
        case .running: "Running"
        case .failed: "Failed"
        }
    }

    var color: Color {
        switch self {
        case .queued: .gray
        case .running: .green
        case .failed: .red
        }
    }
}

struct Job {
    let name: String
    let phase: Phase
}

/// A plain shape tinted by a state, in the row of a text that names that state: the dot repeats
/// the words, so it is hidden. The tint may come through a property of the view, the words from
/// a helper drawn in the row, or both from one flag.
struct JobCell: View {
    let job: Job
    let isPaused: Bool

    private var tint: Color {
        job.phase.color
    }

    private var subtitle: some View {
        Text(job.phase.title)
            .font(.subheadline)
    }

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(job.name)
                subtitle
            }
            Spacer()
            Image(systemName: "circle.fill")
                .imageScale(.small)
                .foregroundStyle(tint)
                .accessibilityHidden(true)
        }
        HStack {
            Image(systemName: "square.fill")
                .foregroundStyle(isPaused ? Color.orange : Color.green)
                .accessibilityHidden(true)
            Text(isPaused ? "Paused" : "Active")
        }
    }
}
