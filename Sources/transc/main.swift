// The `transc` executable: hands the process's arguments to the driver and writes what it returns.
import Foundation
import TransDriver

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
    environment: ProcessInfo.processInfo.environment,
    standardErrorIsTerminal: isatty(STDERR_FILENO) != 0,
    readStandardInput: Driver.readProcessStandardInput)
exit(driver.run(arguments).write())
