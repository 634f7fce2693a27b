// What a built-in function of a fixed type is, found from its name once per call.

/// The functions whose type is their own (not `keyframes`, nor `min`, `max` and `clamp`,
/// which take the type of their place), by what they return.
enum FunctionKind {
    case frame(FrameFunction)
    case color
    case curve
    case gesture

    /// The type a call of the function is.
    var returnType: ValueType {
        switch self {
        case .frame: .frame
        case .color: .color
        case .curve: .curve
        case .gesture: .gesture
        }
    }
}

/// The frame functions, in the order suggestions and the reference list them.
enum FrameFunction: String, CaseIterable {
    case rect, top, bottom, left, right, center, inset, offscreen, orientation
}
