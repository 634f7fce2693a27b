"""A minimal Chrome DevTools Protocol client over --remote-debugging-pipe, standard library only.

Chromium reads commands from file descriptor 3 and writes replies and events to 4, each a
JSON message ended by a NUL byte. One page target is attached with `flatten`, so every
command and event of the page carries its session id.
"""

import json
import os
import select
import shutil
import subprocess
import time


class DevToolsError(RuntimeError):
    """A command the browser answered with an error, or no answer in time."""


class Browser:
    """A headless Chromium with its profile in `profile`, and one page attached."""

    def __init__(self, profile, width=1200, height=1000):
        executable = shutil.which("chromium") or shutil.which("chromium-browser")
        if executable is None:
            raise DevToolsError("chromium is not installed (.ci/run installs Debian's chromium)")
        self._log = open(os.path.join(profile, "chromium.log"), "wb")
        commands_read, self._commands = os.pipe()
        self._replies, replies_write = os.pipe()

        def arrange_pipes():
            # Copies first: either end may already be 3 or 4, and dup2 onto itself would leave
            # it close-on-exec.
            commands, replies = os.dup(commands_read), os.dup(replies_write)
            os.dup2(commands, 3)
            os.dup2(replies, 4)

        self._process = subprocess.Popen(
            [
                executable, "--headless", "--remote-debugging-pipe", "--no-sandbox", "--disable-gpu",
                "--no-first-run", "--no-default-browser-check", "--disable-extensions",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--mute-audio", f"--user-data-dir={profile}", f"--window-size={width},{height}",
                "about:blank",
            ],
            # Its output goes to a log in the profile: the tests touch no device node.
            stdin=subprocess.PIPE, stdout=self._log, stderr=self._log, close_fds=False, preexec_fn=arrange_pipes,
        )
        self._process.stdin.close()
        os.close(commands_read)
        os.close(replies_write)
        self._buffer = b""
        self._next_id = 0
        self.events = []
        self.session = None
        target = self.call("Target.createTarget", url="about:blank")["targetId"]
        self.session = self.call("Target.attachToTarget", targetId=target, flatten=True)["sessionId"]
        for domain in ("Page", "Runtime", "Log", "Network"):
            self.call(f"{domain}.enable")
        self.call("Emulation.setDeviceMetricsOverride", width=width, height=height, deviceScaleFactor=1, mobile=False)

    def close(self):
        try:
            os.close(self._commands)
            self._process.terminate()
            self._process.wait(timeout=10)
        except (OSError, subprocess.TimeoutExpired):
            self._process.kill()
            self._process.wait()
        finally:
            os.close(self._replies)
            self._log.close()

    def call(self, method, timeout=20, **params):
        """Sends a command (to the page once attached) and returns its result."""
        self._next_id += 1
        message = {"id": self._next_id, "method": method, "params": params}
        if self.session is not None and not method.startswith("Target."):
            message["sessionId"] = self.session
        os.write(self._commands, json.dumps(message).encode() + b"\0")
        while True:
            reply = self._receive(timeout)
            if reply.get("id") == self._next_id:
                if "error" in reply:
                    raise DevToolsError(f"{method}: {reply['error']}")
                return reply.get("result", {})

    def wait_for(self, method, timeout=20):
        """Returns the first event called `method` received from now on, after those already seen."""
        start = len(self.events)
        deadline = time.monotonic() + timeout
        while True:
            for event in self.events[start:]:
                if event["method"] == method:
                    return event
            start = len(self.events)
            self._receive(max(0.01, deadline - time.monotonic()))

    def open(self, url):
        """Navigates and waits for the load event, then for two animation frames."""
        self.events.clear()
        self.call("Page.navigate", url=url)
        self.wait_for("Page.loadEventFired")
        self.evaluate("new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")

    def evaluate(self, expression):
        """The value of a JavaScript expression in the page (promises awaited); page errors raise."""
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in result:
            raise DevToolsError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def mouse(self, kind, x, y, buttons=1, timestamp=None):
        """A mouse event at (x, y) CSS pixels: `mousePressed`, `mouseMoved` or `mouseReleased`;
        `timestamp` (seconds since 1970) is the event's time, which the page's `timeStamp` reads."""
        params = {"type": kind, "x": x, "y": y, "button": "left", "buttons": buttons, "clickCount": 1}
        if timestamp is not None:
            params["timestamp"] = timestamp
        self.call("Input.dispatchMouseEvent", **params)

    def _receive(self, timeout):
        deadline = time.monotonic() + timeout
        while b"\0" not in self._buffer:
            left = deadline - time.monotonic()
            ready, _, _ = select.select([self._replies], [], [], max(0, left))
            if not ready:
                raise DevToolsError("no reply from chromium in time")
            chunk = os.read(self._replies, 1 << 16)
            if not chunk:
                raise DevToolsError("chromium closed the pipe")
            self._buffer += chunk
        message, self._buffer = self._buffer.split(b"\0", 1)
        decoded = json.loads(message)
        if "method" in decoded:
            self.events.append(decoded)
        return decoded
