// What a built-in function of a fixed type is, found from its name once per call.

/// The functions whose type is their own (not `keyframes`, nor `min`, `max` and `clamp`,
/// which take the type of their place), by what they return.
enum FunctionKind: Sendable {
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
enum FrameFunction: String, CaseIterable, Sendable {
    case rect, top, bottom, left, right, center, inset, offscreen, orientation
}

/// What each function of a fixed type is, found by name with its `NameKey`: hashing a call's
/// name into a dictionary cost about 320 instructions a call.
struct FunctionKinds: Sendable {
    private let names: [String]
    private let keys: [Int]
    private let kinds: [FunctionKind]

    /// `pairs` in order; a name given twice is the kind given last.
    init(_ pairs: [(name: String, kind: FunctionKind)]) {
        var names: [String] = []
        var kinds: [FunctionKind] = []
        for (name, kind) in pairs {
            if let index = names.firstIndex(of: name) {
                kinds[index] = kind
            } else {
                names.append(name)
                kinds.append(kind)
            }
        }
        self.names = names
        self.keys = names.map(NameKey.of)
        self.kinds = kinds
    }

    /// The kind of the function named `function`, nil for any other name.
    subscript(function: String) -> FunctionKind? {
        let key = NameKey.of(function)
        for index in keys.indices where keys[index] == key && names[index] == function { return kinds[index] }
        return nil
    }
}
