// The `transc` executable: hands the process's arguments to the driver and writes what it returns.
import TransDriver

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// No Foundation: loading it (and its ICU tables) took most of a short run's time (issue 13).

// Writes report a closed pipe as EPIPE (a message and exit 2) instead of SIGPIPE killing us.
signal(SIGPIPE, SIG_IGN)
TemporaryFiles.removeOnTerminationSignals()
// Arguments keep the exact bytes of file names that are not UTF-8 (`SystemPath`).
let arguments = (1..<Int(CommandLine.argc)).map { index in
    SystemPath.decode(
        Array(UnsafeBufferPointer(start: CommandLine.unsafeArgv[index], count: strlen(CommandLine.unsafeArgv[index]!)))
            .map { UInt8(bitPattern: $0) })
}
if Driver.isLanguageServer(arguments) {
    exit(Driver.serveLanguageServer().rawValue)
}
let driver = Driver(
    environment: processEnvironment(),
    standardErrorIsTerminal: isatty(STDERR_FILENO) != 0,
    readStandardInput: Driver.readProcessStandardInput,
    writeStandardOutput: Driver.processStandardOutput)
exit(driver.run(arguments).write())

/// The variables the driver reads (`Driver.environmentNames`), from the process's environment.
func processEnvironment() -> [String: String] {
    var environment: [String: String] = [:]
    for name in Driver.environmentNames {
        if let value = getenv(name) { environment[name] = String(cString: value) }
    }
    return environment
}
