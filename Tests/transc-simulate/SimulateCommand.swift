// `transc-simulate`: the thin command line behind Scripts/simulate (docs/simulation.md).
//
//     transc-simulate [--swift FILE.swift] FILE.trans [--deployment-target N] [--container WxH]
//                     [--fps N] [--safe-area T,L,B,R] [--content-size WxH] [--keyboard-height N]
//                     [--reduce-motion] [--compare]
import Foundation
import TransModel
import TransSimulation

@main struct SimulateCommand {
    static let usage = """
        usage: Scripts/simulate [--swift FILE.swift] FILE.trans [--deployment-target N] [--container WxH] \
        [--fps N] [--safe-area T,L,B,R] [--content-size WxH] [--keyboard-height N] [--reduce-motion] [--compare]
        """

    static func main() {
        do {
            exit(try run(Array(CommandLine.arguments.dropFirst())))
        } catch {
            FileHandle.standardError.write(Data("simulate: \(error)\n".utf8))
            exit(2)
        }
    }

    static func run(_ arguments: [String]) throws -> Int32 {
        var options = SimulationOptions()
        var swiftPath: String?
        var transPath: String?
        var compare = false
        var iterator = arguments.makeIterator()
        func value(_ flag: String) throws -> String {
            guard let next = iterator.next() else {
                throw SimulationError(description: "\(flag) needs a value\n\(usage)")
            }
            return next
        }
        while let argument = iterator.next() {
            switch argument {
            case "--swift": swiftPath = try value(argument)
            case "--compare": compare = true
            case "--reduce-motion": options.reduceMotion = true
            case "--fps":
                guard let fps = Int(try value(argument)), (1...1000).contains(fps) else {
                    throw SimulationError(description: "--fps takes 1 to 1000")
                }
                options.fps = fps
            case "--container":
                let parts = try value(argument).split(separator: "x").compactMap { Double($0) }
                guard parts.count == 2, parts.allSatisfy({ $0 > 0 }) else {
                    throw SimulationError(description: "--container takes WxH, such as 393x852")
                }
                (options.containerWidth, options.containerHeight) = (parts[0], parts[1])
            case "--safe-area":
                let parts = try value(argument).split(separator: ",").compactMap { Double($0) }
                guard parts.count == 4, parts.allSatisfy({ $0 >= 0 }) else {
                    throw SimulationError(description: "--safe-area takes TOP,LEFT,BOTTOM,RIGHT, such as 59,0,34,0")
                }
                options.safeArea = EdgeInsets(top: parts[0], left: parts[1], bottom: parts[2], right: parts[3])
            case "--content-size":
                let parts = try value(argument).split(separator: "x").compactMap { Double($0) }
                guard parts.count == 2, parts.allSatisfy({ $0 > 0 }) else {
                    throw SimulationError(description: "--content-size takes WxH, such as 393x400")
                }
                options.contentSize = Size(width: parts[0], height: parts[1])
            case "--keyboard-height":
                guard let height = Double(try value(argument)), height >= 0 else {
                    throw SimulationError(description: "--keyboard-height takes points, 0 or more")
                }
                options.keyboardHeight = height
            case "--deployment-target":
                let parts = try value(argument).split(separator: ".").compactMap { Int($0) }
                guard (1...2).contains(parts.count) else {
                    throw SimulationError(description: "--deployment-target takes a version such as 15.0")
                }
                options.deploymentTarget = DeploymentTarget(major: parts[0], minor: parts.count > 1 ? parts[1] : 0)
            case "-h", "--help":
                print(usage)
                return 0
            default:
                guard transPath == nil, !argument.hasPrefix("-") else {
                    throw SimulationError(description: "unexpected \(argument)\n\(usage)")
                }
                transPath = argument
            }
        }
        guard let transPath else { throw SimulationError(description: usage) }
        let source = try String(contentsOfFile: transPath, encoding: .utf8)
        let swift = try swiftPath.map { try String(contentsOfFile: $0, encoding: .utf8) }
        let name = URL(fileURLWithPath: transPath).lastPathComponent
        let result = try Simulator.simulate(
            [SimulationInput(name: name, source: source, swiftOverride: swift)], options: options)[0]
        print(result.executedJSON, terminator: "")
        if let interactive = result.interactiveJSON { print(interactive) }
        guard compare else { return 0 }
        let failures = result.mismatches + result.problems
        for line in failures { FileHandle.standardError.write(Data((line + "\n").utf8)) }
        FileHandle.standardError.write(
            Data(
                "simulate: \(failures.isEmpty ? "agrees with the timeline" : "\(failures.count) disagreements")\n".utf8)
        )
        return failures.isEmpty ? 0 : 1
    }
}
