import A11yFixCore
import Foundation

/// The native targets of an Xcode project: what each builds for, its lowest deployment
/// targets, and which files it compiles, read from `project.pbxproj` and its `.xcconfig` files.
public struct XcodeProject: Sendable {
    /// The `.xcodeproj` folder, absolute.
    public var path: String
    public var targets: [Target]
    /// One line each: `<file path>: <reason>`.
    public var warnings: [String]

    public init(path: String, targets: [Target], warnings: [String]) {
        self.path = path
        self.targets = targets
        self.warnings = warnings
    }

    /// Never throws: an unreadable or malformed project gives no targets and one warning.
    public static func load(xcodeproj path: String) -> XcodeProject {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var loader = XcodeProjectLoader(xcodeproj: XcodePath.standardize(absolute))
        return loader.load()
    }

    /// The targets whose build includes the file at `absolutePath`, in project order.
    public func targets(compiling absolutePath: String) -> [Target] {
        let path = XcodePath.standardize(absolutePath)
        return targets.filter { $0.compiles(path) }
    }
}
