import A11yFixCore
import Foundation

/// Reads one `.xcodeproj` into an `XcodeProject`, turning every problem into a warning.
struct XcodeProjectLoader {
    let xcodeproj: String
    private let pbxproj: String
    private let projectName: String
    private var warnings = WarningLog()
    private var xcconfigs = XCConfigReader()

    /// `xcodeproj`: absolute and standardized.
    init(xcodeproj: String) {
        self.xcodeproj = xcodeproj
        pbxproj = xcodeproj + "/project.pbxproj"
        let folder = XcodePath.lastComponent(of: xcodeproj)
        projectName = folder.hasSuffix(".xcodeproj") ? String(folder.dropLast(".xcodeproj".count)) : folder
    }

    mutating func load() -> XcodeProject {
        guard let data = RunInputs.contents(atPath: pbxproj) else {
            warnings.add(pbxproj, "cannot read the project file")
            return project([])
        }
        let objects: PBXObjects
        switch PBXObjects.parse(data) {
        case let .success(parsed): objects = parsed
        case let .failure(failure):
            warnings.add(pbxproj, failure.reason)
            return project([])
        }
        let root = objects.root
        let projectRoot = XcodePath.join(XcodePath.parent(of: xcodeproj), root.string("projectDirPath") ?? "")
        let paths = PBXPathResolver(objects: objects, projectRoot: projectRoot)
        // Aggregate and legacy (external build tool) targets compile nothing.
        let nativeTargets = objects.objects(root.strings("targets")).filter { $0.isa == "PBXNativeTarget" }
        let membership = SynchronizedMembership(objects: objects, paths: paths, targets: nativeTargets)
        let projectConfigurations = ConfigurationList(objects: objects, id: root.string("buildConfigurationList"))
        var targets: [XcodeProject.Target] = []
        var members: [UITestHosts.Member] = []
        let products = Dictionary(
            nativeTargets.compactMap { target in target.string("productReference").map { ($0, target.id) } },
            uniquingKeysWith: { first, _ in first })
        let attributes = root.dictionary("attributes")["TargetAttributes"] as? [String: Any] ?? [:]
        for target in nativeTargets {
            let (made, testTargetNames) = makeTarget(
                target, objects: objects, paths: paths, membership: membership,
                projectConfigurations: projectConfigurations)
            targets.append(made)
            members.append(
                UITestHosts.Member(
                    id: target.id, name: made.name, productType: made.productType, platforms: made.platforms,
                    testTargetNames: testTargetNames,
                    testTargetID: (attributes[target.id] as? [String: Any])?["TestTargetID"] as? String,
                    uses: Self.usedTargets(by: target, objects: objects, products: products)))
        }
        let hosts = UITestHosts(
            members: members, projectName: projectName, schemes: XcodeScheme.shared(near: xcodeproj))
        for index in targets.indices { targets[index].testHostReason = hosts.reasons[members[index].id] }
        return project(targets)
    }

    /// The targets `target` depends on, and those whose product it links or embeds (`products`:
    /// product file reference → target id).
    private static func usedTargets(by target: PBXObject, objects: PBXObjects, products: [String: String]) -> Set<
        String
    > {
        var used: Set<String> = []
        for dependency in objects.objects(target.strings("dependencies")) {
            let proxy = dependency.string("targetProxy").flatMap { objects[$0] }
            if let id = dependency.string("target") ?? proxy?.string("remoteGlobalIDString") { used.insert(id) }
        }
        for phase in objects.objects(target.strings("buildPhases"))
        where ["PBXCopyFilesBuildPhase", "PBXFrameworksBuildPhase"].contains(phase.isa) {
            for buildFile in objects.objects(phase.strings("files")) {
                if let id = buildFile.string("fileRef").flatMap({ products[$0] }) { used.insert(id) }
            }
        }
        return used
    }

    private func project(_ targets: [XcodeProject.Target]) -> XcodeProject {
        var log = warnings
        log.add(contentsOf: xcconfigs.warnings)
        return XcodeProject(path: xcodeproj, targets: targets, warnings: log.lines)
    }

    private mutating func makeTarget(
        _ target: PBXObject, objects: PBXObjects, paths: PBXPathResolver, membership: SynchronizedMembership,
        projectConfigurations: ConfigurationList
    ) -> (target: XcodeProject.Target, testTargetNames: Set<String>) {
        let name = target.string("name") ?? target.string("productName") ?? target.id
        let productType = target.string("productType") ?? ""
        var platforms = TargetPlatforms()
        var testTargetNames: Set<String> = []
        for configuration in ConfigurationList(objects: objects, id: target.string("buildConfigurationList"))
            .configurations
        {
            var settings = BuildSettingsStack()
            if let projectConfiguration = projectConfigurations.matching(configuration) {
                settings.append(
                    contentsOf: assignments(of: projectConfiguration, paths: paths, owner: "project '\(projectName)'"))
            }
            settings.append(contentsOf: assignments(of: configuration, paths: paths, owner: "target '\(name)'"))
            let found = ConfigurationPlatforms(settings: settings, targetName: name)
            found.problems.forEach { warnings.add(pbxproj, $0) }
            platforms.add(found)
            if let launched = settings.resolve("TEST_TARGET_NAME")?.value.trimmingSpaces.trimmingQuotes,
                !launched.isEmpty
            {
                testTargetNames.insert(launched)
            }
        }
        let made = XcodeProject.Target(
            name: name, productType: productType,
            isTest: ["com.apple.product-type.bundle.unit-test", "com.apple.product-type.bundle.ui-testing"].contains(
                productType),
            platforms: platforms.platforms, supportsMacCatalyst: platforms.supportsMacCatalyst,
            deploymentTargets: platforms.deploymentTargets,
            sourceFiles: Self.sourcesPhaseFiles(of: target, objects: objects, paths: paths).union(
                membership.includedFiles[target.id] ?? []),
            synchronizedFolders: membership.folders[target.id] ?? [],
            languageMode: platforms.languageMode
        )
        var linked = made
        linked.packageProducts = Self.localPackageProducts(of: target, objects: objects)
        linked.macIdiom = platforms.macIdiom
        linked.macIdiomOnly = platforms.macIdiomOnly
        return (linked, testTargetNames)
    }

    /// The product names of `packageProductDependencies` that no remote package reference provides.
    private static func localPackageProducts(of target: PBXObject, objects: PBXObjects) -> Set<String> {
        Set(
            objects.objects(target.strings("packageProductDependencies")).compactMap { dependency in
                let package = dependency.string("package").flatMap { objects[$0] }
                guard package?.isa != "XCRemoteSwiftPackageReference" else { return nil }
                return dependency.string("productName")
            })
    }

    /// One configuration's level: its base xcconfig (when any), then its own `buildSettings`.
    private mutating func assignments(of configuration: PBXObject, paths: PBXPathResolver, owner: String)
        -> [BuildSettingAssignment]
    {
        var result: [BuildSettingAssignment] = []
        if let xcconfig = Self.baseConfigurationPath(of: configuration, paths: paths) {
            result += xcconfigs.assignments(of: xcconfig, via: owner)
        }
        let source = "project.pbxproj \(owner) (\(xcodeproj))"
        for (key, value) in configuration.dictionary("buildSettings") {
            // List values (`OTHER_LDFLAGS = (a, b)`) mean the words joined by spaces.
            let text = (value as? String) ?? (value as? [Any])?.compactMap { $0 as? String }.joined(separator: " ")
            if let text { result.append(BuildSettingAssignment(key: key, value: text, source: source)) }
        }
        return result
    }

    /// A file reference, or (Xcode 16) a path relative to a synchronized folder.
    private static func baseConfigurationPath(of configuration: PBXObject, paths: PBXPathResolver) -> String? {
        if let reference = configuration.string("baseConfigurationReference") { return paths.path(of: reference) }
        guard let anchor = configuration.string("baseConfigurationReferenceAnchor"),
            let relative = configuration.string("baseConfigurationReferenceRelativePath"),
            let folder = paths.path(of: anchor)
        else { return nil }
        return XcodePath.join(folder, relative)
    }

    /// The files of the target's Sources build phases; a localized group (`PBXVariantGroup`)
    /// stands for each of its localizations.
    private static func sourcesPhaseFiles(of target: PBXObject, objects: PBXObjects, paths: PBXPathResolver) -> Set<
        String
    > {
        var files: Set<String> = []
        for phase in objects.objects(target.strings("buildPhases")) where phase.isa == "PBXSourcesBuildPhase" {
            for buildFile in objects.objects(phase.strings("files")) {
                guard let reference = buildFile.string("fileRef").flatMap({ objects[$0] }) else { continue }
                let ids = reference.isa == "PBXVariantGroup" ? reference.strings("children") : [reference.id]
                files.formUnion(ids.compactMap { paths.path(of: $0) })
            }
        }
        return files
    }
}
