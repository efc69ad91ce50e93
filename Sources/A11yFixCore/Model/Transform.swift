/// A codemod: reads the original tree of one file and returns findings, most with a fix.
/// Transforms are stateless per file, never see each other's output within a pass, and must be
/// idempotent: on their own output they return no fix.
public protocol Transform: Sendable {
    static var descriptor: TransformDescriptor { get }
    init()
    func findings(in file: SourceFile, context: TransformContext) -> [Finding]
    /// Places checked and found correct, for the audit's "Verified in code" group.
    func verifications(in file: SourceFile, context: TransformContext) -> [Verification]
    /// Places the transform saw and left unchanged on purpose (a font in a fixed layout, text on
    /// a platform without Dynamic Type): counted in every fix run's summary, not just the audit,
    /// so a reviewer knows they were looked at.
    func leftOnPurpose(in file: SourceFile, context: TransformContext) -> [Verification]
    /// Text that, on a line another transform's fix edits, can make this transform decide anew: with
    /// it the engine's settle pass skips the transform when nothing else can have changed for it
    /// (`SettleTriggers`). Nil: it runs in every pass.
    static var settleTriggers: [String]? { get }
}

extension Transform {
    public func verifications(in file: SourceFile, context: TransformContext) -> [Verification] { [] }
    public func leftOnPurpose(in file: SourceFile, context: TransformContext) -> [Verification] { [] }
    public static var settleTriggers: [String]? { nil }
}
