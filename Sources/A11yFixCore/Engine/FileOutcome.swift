/// What happened to one file (after LibCST's success / skip / failure split).
public enum FileOutcome: Sendable {
    case processed(FileReport)
    case failed(FileFailure)
}
