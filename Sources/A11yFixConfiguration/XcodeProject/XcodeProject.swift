import A11yFixCore
import Foundation

/// The native targets of an Xcode project: what each builds for, its lowest deployment
/// targets, and which files it compiles, read from `project.pbxproj` and its `.xcconfig` files.
public struct XcodeProject: Sendable {
    /// The `.xcodeproj` folder, absolute.
    public var path: String
    public let targets: [Target]
    /// One line each: `<file path>: <reason>`.
    public var warnings: [String]
    /// Read only in part (an XcodeGen spec with a missing include or a template): its targets
    /// speak for the files they list, but not for the files they do not.
    public var isPartial: Bool
    /// A Tuist manifest whose targets helpers make, so none is read: what all its target calls
    /// agree on, which stands for every file under it that no target is known to compile.
    public var agreed: AgreedTargets?

    public struct AgreedTargets: Sendable {
        public var platforms: Set<ApplePlatform>
        public var deploymentTargets: [ApplePlatform: DeploymentTargets.Target]
    }
    /// Which targets list each source file or folder, so a file's question costs a few lookups
    /// of its own path and its folders instead of one per target.
    private let listingTargets: [String: [Int]]
    private let synchronizingTargets: [Int]
    /// Listed files and synchronized folders, lowercased: macOS file systems ignore case, so
    /// Xcode compiles `ContentView.swift` that the project spells `Contentview.swift`.
    private let lowercasedListing: Set<String>
    private let lowercasedFolders: [SynchronizedFolder]

    public init(path: String, targets: [Target], warnings: [String], isPartial: Bool = false) {
        self.path = path
        self.targets = targets
        self.warnings = warnings
        self.isPartial = isPartial
        var listing: [String: [Int]] = [:]
        for (position, target) in targets.enumerated() {
            for file in target.sourceFiles { listing[file, default: []].append(position) }
        }
        listingTargets = listing
        synchronizingTargets = targets.indices.filter { !targets[$0].synchronizedFolders.isEmpty }
        lowercasedListing = Set(listing.keys.map { $0.lowercased() })
        lowercasedFolders = targets.flatMap(\.synchronizedFolders).map { folder in
            SynchronizedFolder(
                path: folder.path.lowercased(),
                excludedPaths: Set(folder.excludedPaths.map { $0.lowercased() }))
        }
    }

    /// Whether a target compiles `absolutePath` on a file system that ignores case: such a file
    /// is never said to be in no target.
    public func mayCompile(_ absolutePath: String) -> Bool {
        let candidates = XcodePath.selfAndAncestors(of: XcodePath.standardize(absolutePath).lowercased())
        return candidates.contains(where: lowercasedListing.contains)
            || lowercasedFolders.contains { $0.contains(candidates) }
    }

    /// Whether any target lists a source file or a synchronized folder: a project that lists none
    /// was not understood (or builds no code), so it cannot say a file is in no target; nor can a
    /// partial one.
    public var listsSources: Bool { !isPartial && (!listingTargets.isEmpty || !synchronizingTargets.isEmpty) }

    /// Whether `project.pbxproj` could not be read or parsed (a merge conflict): such a project
    /// may compile any file near it.
    public var couldNotBeRead: Bool { targets.isEmpty && !warnings.isEmpty }

    /// Never throws: an unreadable or malformed project gives no targets and one warning.
    public static func load(xcodeproj path: String) -> XcodeProject {
        let absolute = path.hasPrefix("/") ? path : WorkingDirectory.path + "/" + path
        var loader = XcodeProjectLoader(xcodeproj: XcodePath.standardize(absolute))
        return loader.load()
    }

    /// The targets whose build includes the file at `absolutePath`, in project order.
    public func targets(compiling absolutePath: String) -> [Target] {
        let candidates = XcodePath.selfAndAncestors(of: XcodePath.standardize(absolutePath))
        var compiling = Set(candidates.flatMap { listingTargets[$0] ?? [] })
        for position in synchronizingTargets
        where targets[position].synchronizedFolders.contains(where: { $0.contains(candidates) }) {
            compiling.insert(position)
        }
        return compiling.sorted().map { targets[$0] }
    }
}
