public enum A11yFixVersion {
    public static let current = "0.1.0"
}
