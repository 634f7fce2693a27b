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
/// name into a dictionary cost about 320 instructions a call. The key leads to a slot of a small
/// open-addressed table, so a call compares its key with one name's or two, where searching the
/// list from its start compared `offscreen`'s with eight (about 150 instructions a call).
struct FunctionKinds: Sendable {
    private let names: [String]
    private let keys: [Int]
    private let kinds: [FunctionKind]
    /// The index of the name whose key leads to each slot, or to one before it that was taken;
    /// -1 where none does. At least half are free, so every search meets one.
    private let slots: [Int]

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
        var slotCount = 8
        while slotCount < 2 * names.count { slotCount *= 2 }
        var slots = Array(repeating: -1, count: slotCount)
        for (index, key) in keys.enumerated() {
            var slot = NameKey.slot(of: key, among: slotCount)
            while slots[slot] >= 0 { slot = (slot + 1) & (slotCount - 1) }
            slots[slot] = index
        }
        self.slots = slots
    }

    /// The kind of the function named `function`, nil for any other name.
    subscript(function: String) -> FunctionKind? {
        let key = NameKey.of(function)
        var slot = NameKey.slot(of: key, among: slots.count)
        while true {
            let index = slots[slot]
            guard index >= 0 else { return nil }
            if keys[index] == key && names[index] == function { return kinds[index] }
            slot = (slot + 1) & (slots.count - 1)
        }
    }
}
