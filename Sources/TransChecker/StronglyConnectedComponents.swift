// Tarjan's strongly connected components, iteratively, for the cycle checks.

/// The strongly connected components of a directed graph, found without recursion so a chain
/// of any length (100 000 constants, each naming the next) cannot exhaust the stack.
enum StronglyConnectedComponents {
    /// Each node's component number, and whether the node lies on some cycle (its component has
    /// several nodes, or it has an edge to itself).
    struct Result {
        var index: [Int]
        var isCyclic: [Bool]
    }

    static func components(count: Int, edges: (Int) -> [Int]) -> Result {
        var order = [Int](repeating: -1, count: count)
        var lowLink = [Int](repeating: 0, count: count)
        var onStack = [Bool](repeating: false, count: count)
        var stack: [Int] = []
        var result = Result(index: [Int](repeating: -1, count: count), isCyclic: [Bool](repeating: false, count: count))
        var visited = 0
        var components = 0
        for root in 0..<count where order[root] < 0 {
            var frames: [(node: Int, successors: [Int], next: Int)] = []
            func enter(_ node: Int) {
                order[node] = visited
                lowLink[node] = visited
                visited += 1
                stack.append(node)
                onStack[node] = true
                frames.append((node, edges(node), 0))
            }
            enter(root)
            while let frame = frames.last {
                if frame.next < frame.successors.count {
                    frames[frames.count - 1].next += 1
                    let successor = frame.successors[frame.next]
                    if successor == frame.node { result.isCyclic[successor] = true }
                    if order[successor] < 0 {
                        enter(successor)
                    } else if onStack[successor] {
                        lowLink[frame.node] = min(lowLink[frame.node], order[successor])
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last {
                    lowLink[parent.node] = min(lowLink[parent.node], lowLink[frame.node])
                }
                guard lowLink[frame.node] == order[frame.node] else { continue }
                var members: [Int] = []
                while let member = stack.popLast() {
                    onStack[member] = false
                    result.index[member] = components
                    members.append(member)
                    if member == frame.node { break }
                }
                if members.count > 1 { for member in members { result.isCyclic[member] = true } }
                components += 1
            }
        }
        return result
    }
}
