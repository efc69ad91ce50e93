/// Writes the text of a `project.pbxproj`; object ids are readable names such as `T_App`.
public struct PBXFixture {
    private var objects: [String: String] = [:]
    private var targetIDs: [String] = []
    public var mainGroupChildren: [String] = []
    public var projectDirPath = ""
    /// Project-level build settings per configuration name, as OpenStep `KEY = value;` text.
    public var projectSettings: [String: String] = ["Debug": "", "Release": ""]
    /// Project-level base xcconfig per configuration name: the id of its file reference.
    public var projectBase: [String: String] = [:]

    public init() {}

    public mutating func object(_ id: String, _ body: String) { objects[id] = "{ \(body) }" }

    public mutating func file(_ id: String, path: String, sourceTree: String = "<group>") {
        object(id, "isa = PBXFileReference; path = \"\(path)\"; sourceTree = \"\(sourceTree)\";")
    }

    public mutating func group(_ id: String, path: String? = nil, children: [String], isa: String = "PBXGroup") {
        let pathField = path.map { "path = \"\($0)\"; " } ?? ""
        object(
            id, "isa = \(isa); children = (\(children.joined(separator: ", "))); \(pathField)sourceTree = \"<group>\";")
    }

    /// A `PBXNativeTarget` with id `T_<name>`, one configuration per `settings` key, a Sources
    /// phase `SP_<name>` holding the given file references, and a `PBXTargetDependency` on each
    /// target named in `dependencies`, and a `XCSwiftPackageProductDependency` on each product
    /// of a local package named in `packageProducts`.
    public mutating func target(
        _ name: String, productType: String = "com.apple.product-type.application", settings: [String: String],
        base: [String: String] = [:], sources: [String] = [], otherPhases: [String] = [],
        synchronizedGroups: [String] = [], dependencies: [String] = [], packageProducts: [String] = []
    ) {
        let configurations = settings.keys.sorted().map { configuration in
            let id = "C_\(name)_\(configuration)"
            let baseField = base[configuration].map { "baseConfigurationReference = \($0); " } ?? ""
            object(
                id,
                "isa = XCBuildConfiguration; \(baseField)buildSettings = { \(settings[configuration]!) }; name = \(configuration);"
            )
            return id
        }
        object(
            "CL_\(name)",
            "isa = XCConfigurationList; buildConfigurations = (\(configurations.joined(separator: ", "))); defaultConfigurationName = Release;"
        )
        let buildFiles = sources.map { reference in
            object("BF_\(name)_\(reference)", "isa = PBXBuildFile; fileRef = \(reference);")
            return "BF_\(name)_\(reference)"
        }
        object("SP_\(name)", "isa = PBXSourcesBuildPhase; files = (\(buildFiles.joined(separator: ", ")));")
        let dependencyIDs = dependencies.map { dependency in
            object("TD_\(name)_\(dependency)", "isa = PBXTargetDependency; target = T_\(dependency);")
            return "TD_\(name)_\(dependency)"
        }
        let productIDs = packageProducts.map { product in
            object("PD_\(name)_\(product)", "isa = XCSwiftPackageProductDependency; productName = \(product);")
            return "PD_\(name)_\(product)"
        }
        object(
            "T_\(name)",
            """
            isa = PBXNativeTarget; buildConfigurationList = CL_\(name); buildPhases = (\((["SP_\(name)"] + otherPhases).joined(separator: ", ")));
            dependencies = (\(dependencyIDs.joined(separator: ", "))); packageProductDependencies = (\(productIDs.joined(separator: ", ")));
            fileSystemSynchronizedGroups = (\(synchronizedGroups.joined(separator: ", "))); name = "\(name)"; productName = "\(name)";
            productType = "\(productType)";
            """)
        targetIDs.append("T_\(name)")
    }

    public func text() -> String {
        var all = objects
        all["MAIN"] =
            "{ isa = PBXGroup; children = (\(mainGroupChildren.joined(separator: ", "))); sourceTree = \"<group>\"; }"
        let configurations = projectSettings.keys.sorted().map { configuration in
            let id = "C_project_\(configuration)"
            let baseField = projectBase[configuration].map { "baseConfigurationReference = \($0); " } ?? ""
            all[id] =
                "{ isa = XCBuildConfiguration; \(baseField)buildSettings = { \(projectSettings[configuration]!) }; name = \(configuration); }"
            return id
        }
        all["CL_project"] =
            "{ isa = XCConfigurationList; buildConfigurations = (\(configurations.joined(separator: ", "))); defaultConfigurationName = Release; }"
        all["PROJECT"] = """
            { isa = PBXProject; buildConfigurationList = CL_project; mainGroup = MAIN; projectDirPath = "\(projectDirPath)"; projectRoot = "";
            targets = (\(targetIDs.joined(separator: ", "))); }
            """
        let body = all.keys.sorted().map { "\t\t\($0) = \(all[$0]!);\n" }.joined()
        return
            "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = 77;\n\tobjects = {\n\(body)\t};\n\trootObject = PROJECT;\n}\n"
    }
}
