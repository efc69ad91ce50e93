/// Whether a target compiles a file, as far as the project files tell. A file no target compiles
/// (a stale copy, a file removed from the Xcode project but left on disk) is not the app's code:
/// editing it would change nothing a user sees, and it may not even type-check.
public enum BuildMembership: Sendable, Hashable {
    case compiled
    /// The project files list targets and none compiles the file: the project file that says so.
    case inNoTarget(listedBy: String)
    /// No project file speaks for the file's folder (loose files, generated projects).
    case unknown
}
