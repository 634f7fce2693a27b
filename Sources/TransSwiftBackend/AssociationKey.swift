// The key the interactions (the dismissal's and the presentation's) and the presenter's
// restoration are associated under: declared once here so the attachments cannot drift apart.

extension SwiftDeclaration {
    /// `private static var key`: the address of `type`'s metadata, unique per class, for
    /// `objc_setAssociatedObject` / `objc_getAssociatedObject`.
    static func associationKey(of type: String) -> SwiftDeclaration {
        .function(
            documentation: ["The association key: the address of this class's metadata."],
            signature: "private static var key: UnsafeRawPointer",
            body: [
                .line("let address: UInt = UInt(bitPattern: ObjectIdentifier(\(type).self))"),
                .returning("UnsafeRawPointer(bitPattern: address)!"),
            ])
    }
}
