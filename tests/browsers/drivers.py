"""Firefox, WebKit (Safari's engine) and Chromium, driven the same way.

The tests of this folder speak to a ``Tab``: open an address, run a
function in the page, wait for a condition, click or tap a point, reload,
take the browser off the network.  Three ways of driving a browser give it:

* ``PlaywrightTab``: Playwright, for Chromium (the system's or Playwright's
  own) and for Playwright's own Firefox and WebKit where ``playwright
  install firefox webkit`` works (a player's machine with internet);
* ``BidiTab``: a stock Firefox (Debian's ``firefox-esr``) over WebDriver
  BiDi, the protocol Firefox speaks itself: no geckodriver needed;
* ``WebDriverTab``: WebKitGTK (Debian's ``webkit2gtk-driver``: its
  ``WebKitWebDriver``) over classic WebDriver, under a virtual X display
  (``Xvfb``), in ``webkit_shell.py``: a window of WebKitGTK keeping each
  site's data on disk as Safari does (MiniBrowser's automation mode keeps
  it in memory and drops it, see there).

``launch(name)`` picks the first way that works for a browser
(``firefox``, ``webkit``, ``chromium``); ``../shared/BROWSERS.md`` in the
team's notes says what was tried on a machine without browser downloads.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
import socket
import subprocess
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

WEBKIT_SHELL = Path(__file__).with_name("webkit_shell.py")
SYSTEM_PYTHON = Path("/usr/bin/python3")
FIREFOX_PREFS = """
user_pref("browser.shell.checkDefaultBrowser", false);
user_pref("browser.startup.homepage_override.mstone", "ignore");
user_pref("datareporting.policy.dataSubmissionEnabled", false);
user_pref("toolkit.telemetry.reportingpolicy.firstRun", false);
user_pref("app.update.disabledForTesting", true);
user_pref("browser.aboutwelcome.enabled", false);
user_pref("dom.serviceWorkers.testing.enabled", true);
"""


class Unsupported(Exception):
    """The way this browser is driven cannot do that (say so, do not pretend)."""


class PageError(AssertionError):
    """A function run in the page threw."""


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _wrapped(script: str) -> str:
    """``script`` (a function's source, taking one argument) as a function of
    the argument's JSON that answers its (awaited) result's JSON."""
    return (f"async (text) => {{ const value = await ({script})(JSON.parse(text));"
            f" return JSON.stringify(value === undefined ? null : value); }}")


class Tab:
    """One page of one browser.  ``browser`` is its name, ``version`` its
    version, ``touch`` whether taps are touches (else clicks)."""

    browser = ""
    version = ""
    touch = False
    offline_switch = True
    """False where the driver cannot take the browser off the network: the
    test stops the server instead (every request then fails)."""

    def goto(self, url: str) -> None: raise NotImplementedError
    def reload(self) -> None: raise NotImplementedError
    def evaluate(self, script: str, arg=None): raise NotImplementedError
    def click(self, x: float, y: float) -> None: raise NotImplementedError
    def set_offline(self, offline: bool) -> None: raise Unsupported("no offline switch")
    def close(self) -> None: pass

    def tap(self, x: float, y: float) -> None:
        self.click(x, y)

    def wait_for(self, script: str, arg=None, timeout: float = 30.0, what: str = ""):
        """Run ``script`` until it answers something true; that answer."""
        deadline = time.monotonic() + timeout
        while True:
            try:
                value = self.evaluate(script, arg)
            except PageError:
                value = None            # the page is still loading: try again
            if value:
                return value
            if time.monotonic() > deadline:
                raise AssertionError(f"{self.browser}: waited {timeout:.0f} s for {what or script}")
            time.sleep(0.1)


# --------------------------------------------------------------------------- Playwright

class PlaywrightTab(Tab):
    def __init__(self, browser, name: str, viewport=(1280, 800), touch=False) -> None:
        self.browser, self.touch = name, touch
        self.version = browser.version
        options = {"viewport": {"width": viewport[0], "height": viewport[1]}}
        if touch:
            options.update(has_touch=True, is_mobile=name == "chromium", device_scale_factor=2)
        self.context = browser.new_context(**options)
        self.page = self.context.new_page()

    def goto(self, url):
        self.page.goto(url)

    def reload(self):
        self.page.reload()

    def evaluate(self, script, arg=None):
        try:
            return json.loads(self.page.evaluate(_wrapped(script), json.dumps(arg)))
        except Exception as error:      # noqa: BLE001 -- Playwright's own Error
            if "Execution context was destroyed" in str(error) or "Error:" in str(error):
                raise PageError(str(error)) from None
            raise

    def click(self, x, y):
        self.page.mouse.click(x, y)

    def tap(self, x, y):
        if self.touch:
            self.page.touchscreen.tap(x, y)
        else:
            self.page.mouse.click(x, y)

    def set_offline(self, offline):
        self.context.set_offline(offline)

    def close(self):
        self.context.close()


# --------------------------------------------------------------------------- Firefox, BiDi

class Bidi:
    """A stock Firefox started with its WebDriver BiDi server, and one session."""

    def __init__(self, executable: str) -> None:
        from websockets.sync.client import connect

        self.profile = tempfile.mkdtemp(prefix="firefox-profile-")
        Path(self.profile, "user.js").write_text(FIREFOX_PREFS)
        self.process = subprocess.Popen(
            [executable, "--headless", "--remote-debugging-port=0", "--profile", self.profile,
             "--no-remote", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        address = None
        for line in self.process.stderr:       # Firefox says where it listens
            found = re.search(r"WebDriver BiDi listening on (ws://\S+)", line)
            if found:
                address = found.group(1)
                break
        if address is None:
            raise RuntimeError(f"{executable} did not start its WebDriver BiDi server")
        # The rest of what it writes is drained, so that it never blocks on a full pipe.
        import threading
        threading.Thread(target=lambda: [None for _ in self.process.stderr], daemon=True).start()
        self.stack = contextlib.ExitStack()
        self.socket = self.stack.enter_context(connect(address + "/session", max_size=None,
                                                       open_timeout=30))
        self.next_id = 0
        started = self.send("session.new", {"capabilities": {}})
        self.version = started["capabilities"]["browserVersion"]

    def send(self, method: str, params: dict, timeout: float = 120.0) -> dict:
        self.next_id += 1
        asked = self.next_id
        self.socket.send(json.dumps({"id": asked, "method": method, "params": params}))
        deadline = time.monotonic() + timeout
        while True:
            message = json.loads(self.socket.recv(timeout=max(0.1, deadline - time.monotonic())))
            if message.get("id") != asked:
                continue                            # an event: none is asked for
            if message.get("type") == "error":
                raise PageError(f"{method}: {message.get('error')}: {message.get('message')}")
            return message["result"]

    def close(self) -> None:
        try:
            self.send("browser.close", {}, timeout=10)
        except Exception:           # noqa: BLE001 -- it is going anyway
            pass
        try:
            self.stack.close()
        except Exception:           # noqa: BLE001 -- the browser closed it first
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
        shutil.rmtree(self.profile, ignore_errors=True)


class BidiTab(Tab):
    """A tab of its own user context (its own storage, caches and service
    workers: as clean as a new profile)."""

    browser = "firefox"

    def __init__(self, bidi: Bidi, viewport=(1280, 800)) -> None:
        self.bidi, self.version = bidi, bidi.version
        self.user_context = bidi.send("browser.createUserContext", {})["userContext"]
        self.context = bidi.send("browsingContext.create",
                                 {"type": "tab", "userContext": self.user_context})["context"]
        bidi.send("browsingContext.setViewport",
                  {"context": self.context, "viewport": {"width": viewport[0], "height": viewport[1]}})

    def goto(self, url):
        self.bidi.send("browsingContext.navigate", {"context": self.context, "url": url,
                                                    "wait": "complete"})

    def reload(self):
        self.bidi.send("browsingContext.reload", {"context": self.context, "wait": "complete"})

    def evaluate(self, script, arg=None):
        answer = self.bidi.send("script.callFunction", {
            "functionDeclaration": _wrapped(script), "awaitPromise": True,
            "arguments": [{"type": "string", "value": json.dumps(arg)}],
            "target": {"context": self.context}})
        if answer["type"] == "exception":
            details = answer["exceptionDetails"]
            raise PageError(f"firefox: {details.get('text')}")
        return json.loads(answer["result"]["value"])

    def click(self, x, y):
        self.bidi.send("input.performActions", {"context": self.context, "actions": [{
            "type": "pointer", "id": "mouse", "parameters": {"pointerType": "mouse"},
            "actions": [{"type": "pointerMove", "x": round(x), "y": round(y)},
                        {"type": "pointerDown", "button": 0}, {"type": "pointerUp", "button": 0}]}]})

    def set_offline(self, offline):
        self.bidi.send("emulation.setNetworkConditions", {
            "networkConditions": {"type": "offline"} if offline else None,
            "userContexts": [self.user_context]})

    def close(self):
        try:
            self.bidi.send("browser.removeUserContext", {"userContext": self.user_context})
        except PageError:
            pass


# --------------------------------------------------------------------------- WebKit, WebDriver

class WebDriver:
    """WebKitWebDriver on a free port, under a virtual X display of its own."""

    def __init__(self) -> None:
        self.display = None
        env = dict(os.environ)
        if not env.get("DISPLAY") or os.environ.get("CI"):
            # Xvfb picks a free display itself and writes its number to a pipe.
            reading, writing = os.pipe()
            self.display = subprocess.Popen(["Xvfb", "-displayfd", str(writing), "-screen", "0",
                                             "1400x1000x24", "-nolisten", "tcp"],
                                            pass_fds=(writing,), stdout=subprocess.DEVNULL,
                                            stderr=subprocess.DEVNULL)
            os.close(writing)
            with os.fdopen(reading) as answer:
                number = answer.readline().strip()
            if not number:
                raise RuntimeError("Xvfb did not start")
            env["DISPLAY"] = f":{number}"
        self.port = _free_port()
        self.driver = subprocess.Popen(["WebKitWebDriver", f"--port={self.port}"], env=env,
                                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 15
        while True:
            try:
                self.request("GET", "/status")
                break
            except OSError:
                if time.monotonic() > deadline:
                    raise RuntimeError("WebKitWebDriver did not start") from None
                time.sleep(0.05)

    def request(self, method: str, path: str, body=None, timeout: float = 120.0):
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(f"http://127.0.0.1:{self.port}{path}", data=data,
                                         method=method,
                                         headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(request, timeout=timeout) as response:
                return json.loads(response.read() or b"{}").get("value")
        except urllib.error.HTTPError as error:
            answer = json.loads(error.read() or b"{}").get("value") or {}
            raise PageError(f"webkit: {path}: {answer.get('error')}: {answer.get('message')}") from None

    def close(self) -> None:
        for process in (self.driver, self.display):
            if process is not None:
                process.terminate()         # Xvfb then removes its lock file
                try:
                    process.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    process.kill()
                    process.wait()


class WebDriverTab(Tab):
    """A WebKitGTK window of its own (a session, with a new, empty store on
    disk: webkit_shell.py)."""

    browser = "webkit"
    offline_switch = False

    def __init__(self, driver: WebDriver, viewport=(1280, 800), touch=False) -> None:
        self.driver, self.touch = driver, touch
        self.store = tempfile.mkdtemp(prefix="webkit-store-")
        session = driver.request("POST", "/session", {"capabilities": {"alwaysMatch": {
            "webkitgtk:browserOptions": {"binary": str(SYSTEM_PYTHON), "args": [
                str(WEBKIT_SHELL), "--automation", f"--data={self.store}"]}}}})
        self.session = f"/session/{session['sessionId']}"
        self.version = session["capabilities"].get("browserVersion", "")
        driver.request("POST", self.session + "/timeouts", {"script": 120_000, "pageLoad": 120_000})
        self.set_viewport(*viewport)

    def set_viewport(self, width: int, height: int) -> None:
        """The window's inner size: ``width`` x ``height``."""
        outer = self.driver.request("POST", self.session + "/execute/sync", {
            "script": "return [outerWidth - innerWidth, outerHeight - innerHeight]", "args": []})
        self.driver.request("POST", self.session + "/window/rect",
                            {"width": width + outer[0], "height": height + outer[1]})

    def goto(self, url):
        self.driver.request("POST", self.session + "/url", {"url": url})

    def reload(self):
        self.driver.request("POST", self.session + "/refresh", {})

    def evaluate(self, script, arg=None):
        answer = self.driver.request("POST", self.session + "/execute/async", {
            "script": ("const done = arguments[arguments.length - 1];"
                       f"({_wrapped(script)})(arguments[0]).then(done,"
                       " e => done(JSON.stringify({'page error': String(e && e.stack || e)})));"),
            "args": [json.dumps(arg)]})
        value = json.loads(answer)
        if isinstance(value, dict) and "page error" in value:
            raise PageError(f"webkit: {value['page error']}")
        return value

    def click(self, x, y, pointer="mouse"):
        self.driver.request("POST", self.session + "/actions", {"actions": [{
            "type": "pointer", "id": pointer, "parameters": {"pointerType": pointer},
            "actions": [{"type": "pointerMove", "x": round(x), "y": round(y), "origin": "viewport"},
                        {"type": "pointerDown", "button": 0}, {"type": "pointerUp", "button": 0}]}]})
        self.driver.request("DELETE", self.session + "/actions")

    def tap(self, x, y):
        """A touch pointer action: WebKitGTK takes it, and hands the page
        mouse pointer events (it emulates no touch screen)."""
        self.click(x, y, "touch" if self.touch else "mouse")

    def close(self):
        try:
            self.driver.request("DELETE", self.session, timeout=20)
        except (PageError, OSError):
            pass
        shutil.rmtree(self.store, ignore_errors=True)


# --------------------------------------------------------------------------- choosing the way

def playwright_has(playwright, name: str) -> bool:
    """Whether Playwright's own build of browser ``name`` is installed."""
    try:
        return Path(getattr(playwright, name).executable_path).exists()
    except Exception:           # noqa: BLE001 -- no build for this platform
        return False


def system_firefox() -> str | None:
    return os.environ.get("FIREFOX") or shutil.which("firefox-esr") or shutil.which("firefox")


def system_webkit() -> bool:
    """WebKitWebDriver, a display (or Xvfb), and WebKitGTK's Python binding
    for webkit_shell.py in the system's Python."""
    if not (shutil.which("WebKitWebDriver") and (os.environ.get("DISPLAY") or shutil.which("Xvfb"))
            and SYSTEM_PYTHON.exists()):
        return False
    probe = subprocess.run([str(SYSTEM_PYTHON), "-c", "import gi; gi.require_version('WebKit2', '4.1');"
                            " gi.require_version('Gtk', '3.0'); from gi.repository import WebKit2"],
                           capture_output=True)
    return probe.returncode == 0


def system_chromium() -> str | None:
    """``$CHROMIUM``, Debian's headless shell or its ``chromium`` (as tests/conftest.py)."""
    candidates = [os.environ.get("CHROMIUM"), "/usr/bin/chromium-headless-shell", "/usr/bin/chromium"]
    return next((c for c in candidates if c and Path(c).exists()), None)


CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-quic", "--no-first-run", "--disable-sync"]


class Browsers:
    """The browsers of a test run, each started once, on first need, and
    handed out as fresh tabs.  ``playwright`` is Playwright's sync API
    object (pytest-playwright's fixture); only the browsers driven through
    it start one of its browsers."""

    ran: dict[str, str] = {}
    """Every browser a tab was opened in this run: its version and way."""

    def __init__(self) -> None:
        self.started: dict[str, tuple[str, object]] = {}

    @staticmethod
    def way(name: str, playwright) -> str | None:
        """How ``name`` is driven here: ``playwright``, ``bidi``, ``webdriver`` or None."""
        if name == "chromium":
            return "playwright" if playwright_has(playwright, name) or system_chromium() else None
        if playwright_has(playwright, name):
            return "playwright"
        if name == "firefox" and system_firefox():
            return "bidi"
        if name == "webkit" and system_webkit():
            return "webdriver"
        return None

    def _start(self, name: str, playwright):
        if name not in self.started:
            way = self.way(name, playwright)
            if way == "playwright":
                options = {}
                if name == "chromium" and not playwright_has(playwright, name):
                    options = {"executable_path": system_chromium(), "args": CHROMIUM_ARGS}
                self.started[name] = (way, getattr(playwright, name).launch(**options))
            elif way == "bidi":
                self.started[name] = (way, Bidi(system_firefox()))
            elif way == "webdriver":
                self.started[name] = (way, WebDriver())
            else:
                raise Unsupported(f"no {name} on this machine")
        return self.started[name]

    def tab(self, name: str, playwright, viewport=(1280, 800), touch: bool = False) -> Tab:
        way, started = self._start(name, playwright)
        if way == "playwright":
            opened = PlaywrightTab(started, name, viewport, touch)
        elif way == "bidi":
            opened = BidiTab(started, viewport)
        else:
            opened = WebDriverTab(started, viewport, touch)
        Browsers.ran[name] = f"{opened.version} ({way})"
        return opened

    def close(self) -> None:
        for _, started in self.started.values():
            started.close()
        self.started.clear()
