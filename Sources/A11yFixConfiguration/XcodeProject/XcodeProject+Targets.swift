import A11yFixCore

extension XcodeProject {
    /// A `PBXNativeTarget`, with its build settings reduced to what availability checks need.
    public struct Target: Sendable, Equatable {
        public var name: String
        /// For example `com.apple.product-type.application`.
        public var productType: String
        /// A unit-test or UI-testing bundle.
        public var isTest: Bool
        /// Empty when the settings do not say (no or an unknown `SDKROOT`): the caller falls back.
        public var platforms: Set<ApplePlatform>
        /// Mac Catalyst builds are iOS code, so this adds no `.macOS` to `platforms`.
        public var supportsMacCatalyst: Bool
        /// Its Mac Catalyst build lays UIKit out in the Mac idiom (`TARGETED_DEVICE_FAMILY` includes 6).
        public var macIdiom = false
        /// Its device family is the Mac alone (`TARGETED_DEVICE_FAMILY` "6" with Mac Catalyst): its
        /// UIKit never runs on an iPhone or iPad, and Mac text follows no Dynamic Type setting.
        public var macIdiomOnly = false
        /// Per platform the target builds for: the LOWEST deployment target across its build
        /// configurations, with a human-readable source such as
        /// "project.pbxproj target 'Stats' (/abs/App.xcodeproj)" or "Base.xcconfig (/abs/Base.xcconfig) via target 'App'".
        /// A platform the target builds for but that no setting names is absent here.
        public var deploymentTargets: [ApplePlatform: DeploymentTargets.Target]
        /// Absolute standardized paths of the files in its Sources build phase, plus files of
        /// synchronized folders it does not own but that name it in an exception set.
        public var sourceFiles: Set<String>
        public var synchronizedFolders: [SynchronizedFolder]
        /// Why this app exists only for UI tests to launch, when it does ("launched only by
        /// AppUITests' TEST_TARGET_NAME"): its code is test code.
        public var testHostReason: String?
        /// The lowest `SWIFT_VERSION` across its configurations; nil when no level sets one.
        public var languageMode: SwiftLanguageMode?
        /// The products of local Swift packages it links (`packageProductDependencies` whose
        /// package is not a remote one): a package module only such targets link builds for theirs.
        public var packageProducts: Set<String> = []

        public init(
            name: String, productType: String, isTest: Bool, platforms: Set<ApplePlatform>, supportsMacCatalyst: Bool,
            deploymentTargets: [ApplePlatform: DeploymentTargets.Target], sourceFiles: Set<String>,
            synchronizedFolders: [SynchronizedFolder], testHostReason: String? = nil,
            languageMode: SwiftLanguageMode? = nil
        ) {
            self.name = name
            self.productType = productType
            self.isTest = isTest
            self.platforms = platforms
            self.supportsMacCatalyst = supportsMacCatalyst
            self.deploymentTargets = deploymentTargets
            self.sourceFiles = sourceFiles
            self.synchronizedFolders = synchronizedFolders
            self.testHostReason = testHostReason
            self.languageMode = languageMode
        }

        /// Whether the file is one of `sourceFiles` (or inside one, for a folder listed there) or
        /// lies in a synchronized folder of this target without being excluded from it.
        /// Membership only: a synchronized folder's resources count too, so callers ask about
        /// Swift files.
        public func compiles(_ absolutePath: String) -> Bool {
            let candidates = XcodePath.selfAndAncestors(of: XcodePath.standardize(absolutePath))
            if candidates.contains(where: sourceFiles.contains) { return true }
            return synchronizedFolders.contains { $0.contains(candidates) }
        }
    }

    /// An Xcode 16 folder whose files belong to the target without being listed one by one.
    public struct SynchronizedFolder: Sendable, Equatable {
        /// Absolute, standardized.
        public var path: String
        /// Absolute standardized files and folders in it that this target does NOT compile.
        public var excludedPaths: Set<String>

        public init(path: String, excludedPaths: Set<String>) {
            self.path = path
            self.excludedPaths = excludedPaths
        }

        /// `candidates`: a standardized path followed by its ancestors, nearest first.
        func contains(_ candidates: [String]) -> Bool {
            guard let folderIndex = candidates.dropFirst().firstIndex(of: path) else { return false }
            return !candidates[..<folderIndex].contains(where: excludedPaths.contains)
        }
    }
}
