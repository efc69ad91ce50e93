/// An `XCConfigurationList`: the build configurations (Debug, Release…) of a project or target.
struct ConfigurationList {
    let configurations: [PBXObject]
    let defaultName: String?

    init(objects: PBXObjects, id: String?) {
        let list = id.flatMap { objects[$0] }
        configurations = objects.objects(list?.strings("buildConfigurations") ?? []).filter {
            $0.isa == "XCBuildConfiguration"
        }
        defaultName = list?.string("defaultConfigurationName")
    }

    /// The project configuration a target configuration builds on: the one of the same name, as
    /// in Xcode; failing that (a hand-edited project), the project's default one.
    func matching(_ targetConfiguration: PBXObject) -> PBXObject? {
        let name = targetConfiguration.string("name")
        return configurations.first { $0.string("name") == name }
            ?? configurations.first { $0.string("name") == defaultName }
    }
}
