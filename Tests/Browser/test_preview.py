"""The preview page in headless Chromium: what is on screen is what the timeline says.

Every sample's page is opened at several `?t=` seeks; the views' bounding boxes are compared
with the timeline's frames scaled onto the stage, every track must have its plot, the page
must log no error and make no request but its own, bad URL parameters must be shown, and the
interactive dismissal must follow the finger and the generated code's release rule.
"""

import json
import math
import subprocess
import time
from urllib.parse import quote

import pytest

from conftest import SAMPLES, WINDOW, transc_path

SAMPLES_BY_NAME = {sample.stem: sample for sample in SAMPLES}

TRANSFORMS = {"scale", "rotation", "rotationX", "rotationY"}
SHARES = (0, 0.25, 0.5, 0.75, 1)
# Chromium lays boxes out in 1/64 px; rounding of the scale stays well inside this.
TOLERANCE = 0.6


def value_at(samples, t):
    """The page's rule: linear between neighbouring samples, held outside them."""
    if t <= samples[0][0]:
        return samples[0][1:]
    if t >= samples[-1][0]:
        return samples[-1][1:]
    high = next(index for index, sample in enumerate(samples) if sample[0] > t)
    a, b = samples[high - 1], samples[high]
    share = (t - a[0]) / (b[0] - a[0]) if b[0] > a[0] else 1
    return [x + (y - x) * share for x, y in zip(a[1:], b[1:])]


def expected_frames(phase, t, resting):
    """target → [x, y, w, h] for the targets whose frame the phase moves and does not transform."""
    frames = {target: list(frame) for target, frame in resting.items()}
    transformed = {track["target"] for track in phase["tracks"] if track["property"] in TRANSFORMS}
    for track in phase["tracks"]:
        if track["target"] not in frames or not track["samples"]:
            continue
        value = value_at(track["samples"], t)
        if track["property"] == "frame":
            frames[track["target"]] = value
        elif track["property"] == "x":
            frames[track["target"]][0] = value[0]
        elif track["property"] == "y":
            frames[track["target"]][1] = value[0]
    return {target: frame for target, frame in frames.items() if target not in transformed}


MEASURE = """
(() => {
  const section = document.getElementById(%s);
  const box = (element) => { const r = element.getBoundingClientRect(); return [r.left, r.top, r.width, r.height]; };
  const views = {};
  for (const element of section.querySelectorAll("[data-target]")) {
    const style = getComputedStyle(element);
    views[element.dataset.target] = { box: box(element), opacity: Number(style.opacity), hidden: style.visibility === "hidden" };
  }
  const scene = JSON.parse(document.getElementById("trans-preview").textContent);
  return { viewport: box(section.querySelector(".viewport")), views, scene,
           clock: section.querySelector(".clock").textContent };
})()
"""


def measure(browser, url, name, phase, t):
    browser.open(f"{url}?transition={quote(name)}&phase={phase}&t={t!r}")
    return browser.evaluate(MEASURE % repr(f"transition-{name}"))


def seeks():
    """(sample, transition index, phase index) for every phase of every sample."""
    for sample in SAMPLES:
        timeline = json.loads(
            subprocess.run([transc_path(), "compile", sample, "--emit", "timeline"], check=True, capture_output=True).stdout
        )
        for index, transition in enumerate(timeline["transitions"]):
            for phase_index in range(2):
                yield pytest.param(sample.stem, index, phase_index, id=f"{sample.stem}-{transition['name']}-{phase_index}")


@pytest.mark.parametrize("sample, index, phase_index", list(seeks()))
def test_positions_on_screen_match_the_timeline(browser, pages, sample, index, phase_index):
    url, timeline = pages[sample]
    transition = timeline["transitions"][index]
    phase = transition["phases"][phase_index]
    width, height = timeline["container"]["width"], timeline["container"]["height"]
    checked = 0
    for share in SHARES:
        t = round(share * phase["duration"], 6)
        seen = measure(browser, url, transition["name"], phase["phase"], t)
        assert seen["clock"].startswith(f"{phase['phase']} {t:.3f} s"), seen["clock"]
        scene = seen["scene"]["transitions"][index]
        resting = {"presenting": [0, 0, width, height], "presented": scene["finalFrame"]}
        if scene["dimming"]:
            resting["dimming"] = [0, 0, width, height]
        left, top, shown_width, _ = seen["viewport"]
        scale = shown_width / width
        for target, frame in expected_frames(phase, t, resting).items():
            view = seen["views"][target]
            if view["hidden"]:
                # UIKit removes the views when a phase completes (at once when it has no tracks).
                complete = share == 1 or phase["duration"] == 0
                assert complete and (phase["phase"] == "dismiss" or target == "presenting"), (target, t)
                continue
            expected = [left + frame[0] * scale, top + frame[1] * scale, frame[2] * scale, frame[3] * scale]
            for got, want in zip(view["box"], expected):
                assert abs(got - want) <= TOLERANCE, (sample, target, phase["phase"], t, view["box"], expected)
            checked += 1
        for track in phase["tracks"]:
            if track["property"] == "alpha" and track["samples"] and not seen["views"][track["target"]]["hidden"]:
                want = min(1, max(0, value_at(track["samples"], t)[0]))
                assert abs(seen["views"][track["target"]]["opacity"] - want) <= 1e-3, (track["target"], t)
    assert checked > 0


def projected_box(frame, anchor, angle, perspective, container):
    """The screen box of a view turned about y by `angle` around `anchor`, seen through CSS
    `perspective` from the parent's centre (Core Animation's m34 = −1/P): its corners projected."""
    x, y, w, h = frame
    origin = (x + anchor[0] * w, y + anchor[1] * h)
    centre = (container[0] / 2, container[1] / 2)
    xs, ys = [], []
    for corner_x in (-anchor[0] * w, (1 - anchor[0]) * w):
        for corner_y in (-anchor[1] * h, (1 - anchor[1]) * h):
            turned_x, depth = corner_x * math.cos(angle), -corner_x * math.sin(angle)
            factor = perspective / (perspective - depth)
            xs.append(centre[0] + (origin[0] + turned_x - centre[0]) * factor)
            ys.append(centre[1] + (origin[1] + corner_y - centre[1]) * factor)
    return [min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)]


@pytest.mark.parametrize("t", [0.2, 0.4, 0.6])
def test_a_page_turn_is_seen_through_the_phase_perspective(browser, pages, t):
    url, timeline = pages["page-flip"]
    seen = measure(browser, url, "PageFlip", "present", t)
    left, top, width, _ = seen["viewport"]
    scale = width / 393
    phase = timeline["transitions"][0]["phases"][0]
    turn = next(track for track in phase["tracks"] if track["property"] == "rotationY")
    setting = seen["scene"]["transitions"][0]["phases"][0]
    box = projected_box([0, 0, 393, 852], setting["anchors"]["presenting"], value_at(turn["samples"], t)[0],
                        setting["perspective"], (393, 852))
    expected = [left + box[0] * scale, top + box[1] * scale, box[2] * scale, box[3] * scale]
    for got, want in zip(seen["views"]["presenting"]["box"], expected):
        assert abs(got - want) <= 1, (seen["views"]["presenting"]["box"], expected)


@pytest.mark.parametrize("sample", [sample.stem for sample in SAMPLES])
def test_every_track_has_a_plot_and_the_page_logs_nothing_and_requests_nothing(browser, pages, sample):
    url, timeline = pages[sample]
    browser.open(url)
    plots = browser.evaluate(
        """Array.from(document.querySelectorAll("section.transition"), (section) =>
             Array.from(section.querySelectorAll("svg.plot"), (plot) => ({
               phase: Number(plot.dataset.phase), track: Number(plot.dataset.track),
               label: plot.getAttribute("aria-label"), lines: plot.querySelectorAll("polyline").length,
               shown: plot.getBoundingClientRect().width > 0 })))"""
    )
    assert len(plots) == len(timeline["transitions"])
    for transition, drawn in zip(timeline["transitions"], plots):
        expected = [
            (phase_index, order, f"{track['target']}.{track['property']} against time")
            for phase_index, phase in enumerate(transition["phases"])
            for order, track in enumerate(phase["tracks"])
        ]
        assert [(plot["phase"], plot["track"], plot["label"]) for plot in drawn] == expected
        assert all(plot["lines"] >= 1 and plot["shown"] for plot in drawn)
    browser.evaluate('document.querySelector("[data-action=both]").click()')
    time.sleep(0.3)
    problems = [
        event for event in browser.events
        if event["method"] == "Runtime.exceptionThrown"
        or (event["method"] == "Runtime.consoleAPICalled" and event["params"]["type"] in ("error", "warning", "assert"))
        or (event["method"] == "Log.entryAdded" and event["params"]["entry"]["level"] in ("error", "warning"))
    ]
    assert problems == []
    requests = [event["params"]["request"]["url"] for event in browser.events if event["method"] == "Network.requestWillBeSent"]
    assert requests == [url]


@pytest.mark.parametrize(
    "query, message",
    [
        ("?transition=Nope", "No transition is named “Nope” (this file has: Card)."),
        ("?t=abc", "t=abc is not a number of seconds (0 or more); showing 0 s."),
        ("?t=-1", "t=-1 is not a number of seconds (0 or more); showing 0 s."),
        ("?phase=sideways&t=0.1", "phase=sideways is neither “present” nor “dismiss”; showing present."),
        ("?transition=Card&phase=dismiss&t=0.2", None),
    ],
)
def test_bad_url_parameters_are_shown(browser, pages, query, message):
    url, _ = pages["card"]
    browser.open(url + query)
    shown = browser.evaluate(
        '(() => { const m = document.querySelector(".message"); return m.hidden ? null : m.textContent; })()'
    )
    assert shown == message


PRESENTED = """(() => { const section = document.getElementById("transition-TallSheet");
  const r = section.querySelector('[data-target="presented"]').getBoundingClientRect();
  const v = section.querySelector(".viewport").getBoundingClientRect();
  return { box: [r.left, r.top, r.width, r.height], hidden: getComputedStyle(section.querySelector('[data-target="presented"]')).visibility === "hidden",
           scale: v.width / 393, top: v.top, clock: section.querySelector(".clock").textContent }; })()"""


def eventually(browser, expression, timeout=5):
    """Polls `expression` in the page until it is truthy; its last value otherwise."""
    deadline = time.monotonic() + timeout
    while True:
        value = browser.evaluate(expression)
        if value or time.monotonic() > deadline:
            return value
        time.sleep(0.05)


def drag(browser, distance_px, steps, interval):
    """Presses on the sheet's centre and drags down by `distance_px` in `steps` moves stamped
    `interval` seconds apart (the page measures the finger's speed from the stamps), then
    releases after a pause: the release's speed is that of the last move."""
    start = browser.evaluate(PRESENTED)
    x = start["box"][0] + start["box"][2] / 2
    y = start["box"][1] + start["box"][3] / 2
    stamp = time.time()
    browser.mouse("mousePressed", x, y, timestamp=stamp)
    for step in range(1, steps + 1):
        browser.mouse("mouseMoved", x, y + distance_px * step / steps, timestamp=stamp + step * interval)
    return stamp + steps * interval, x, y + distance_px


def release(browser, stamp, x, y):
    browser.mouse("mouseReleased", x, y, buttons=0, timestamp=stamp + 0.01)


def test_dragging_the_presented_view_scrubs_linearly_and_releases_by_the_threshold(browser, pages):
    url, timeline = pages["action-sheet"]
    dismiss = timeline["transitions"][1]["phases"][1]["tracks"][0]["samples"]
    first_y, last_y = dismiss[0][2], dismiss[-1][2]
    distance = 852 - first_y  # container height − final.minY: the generated code's divisor
    browser.open(url + "?transition=TallSheet&t=10")
    start = browser.evaluate(PRESENTED)
    scale = start["scale"]
    # 20 % of the way at 10 px per 30 ms or less: the sheet stays under the finger (a linear scrub).
    stamp, x, y = drag(browser, 0.2 * distance * scale, steps=10, interval=0.03)
    held = browser.evaluate(PRESENTED)
    want = start["top"] + (first_y + 0.2 * (last_y - first_y)) * scale
    assert abs(held["box"][1] - want) <= 1, (held, want)
    assert held["clock"].endswith("pan 20 %")
    release(browser, stamp, x, y)
    back = f"(() => {{ const p = {PRESENTED}; return !p.hidden && Math.abs(p.box[1] - {start['box'][1]}) <= 0.6 && !p.clock.includes('pan'); }})()"
    assert eventually(browser, back), browser.evaluate(PRESENTED)
    # Past the threshold (0.3), slowly: the release finishes.
    stamp, x, y = drag(browser, 0.45 * distance * scale, steps=15, interval=0.03)
    release(browser, stamp, x, y)
    assert eventually(browser, f"{PRESENTED}.hidden")
    # A fling on, short of the threshold, finishes too: |v| ≥ 1000 pt/s decides by its sign.
    browser.open(url + "?transition=TallSheet&t=10")
    stamp, x, y = drag(browser, 0.1 * distance * scale, steps=2, interval=0.005)
    release(browser, stamp, x, y)
    assert eventually(browser, f"{PRESENTED}.hidden")
    # A fling back past the threshold cancels.
    browser.open(url + "?transition=TallSheet&t=10")
    stamp, x, y = drag(browser, 0.6 * distance * scale, steps=12, interval=0.03)
    browser.mouse("mouseMoved", x, y - 0.1 * distance * scale, timestamp=stamp + 0.005)
    release(browser, stamp + 0.005, x, y - 0.1 * distance * scale)
    assert eventually(browser, back), browser.evaluate(PRESENTED)


def test_the_stage_fits_the_window_and_the_modes_show(browser, pages):
    url, _ = pages["card"]
    browser.open(url + "?transition=Card&t=0.55")
    stage = browser.evaluate(
        """(() => { const r = document.querySelector(".device").getBoundingClientRect();
                    return [r.left, r.top, r.width, r.height]; })()"""
    )
    assert stage[3] > 560 and stage[1] + stage[3] <= WINDOW[1] and stage[0] + stage[2] <= WINDOW[0]
    modes = browser.evaluate(
        """(() => { const section = document.querySelector("section.transition");
          for (const mode of ["outline", "trail"]) section.querySelector(`[data-mode="${mode}"]`).click();
          const presented = section.querySelector('[data-target="presented"]');
          const ghosts = Array.from(section.querySelectorAll(".ghost")).filter((g) => getComputedStyle(g).visibility !== "hidden");
          return { background: getComputedStyle(presented).backgroundImage, ghosts: ghosts.length,
                   pressed: section.querySelectorAll('[data-mode][aria-pressed="true"]').length }; })()"""
    )
    assert modes == {"background": "none", "ghosts": 6, "pressed": 2}
    browser.evaluate(
        """(() => { const section = document.querySelector("section.transition");
          section.querySelector('[data-mode="loop"]').click(); section.querySelector('[data-action="present"]').click(); })()"""
    )
    # Looping, the clock comes back to the start instead of stopping at the end.
    came_back = """new Promise((done) => {
      const clock = document.querySelector(".clock");
      let latest = 0;
      const look = () => {
        const time = Number(clock.textContent.split(" ")[1]);
        if (time < latest) return done(true);
        latest = time;
        setTimeout(look, 20);
      };
      look();
      setTimeout(() => done(false), 5000);
    })"""
    assert browser.evaluate(came_back)
    assert browser.evaluate('document.querySelector("section.transition").classList.contains("playing")')


@pytest.mark.parametrize("container, size", [("393x852", (415.1, 900)), ("1366x1024", (540, 404.8))])
def test_a_phone_and_an_ipad_container_fill_the_room_beside_the_controls(browser, tmp_path, container, size):
    # The room at 1200 × 1000: min(45 % of 1200, 1200 − 420) = 540 wide, 1000 − 100 = 900 high.
    page = tmp_path / "card.preview.html"
    subprocess.run([transc_path(), "preview", SAMPLES_BY_NAME["card"], "--container", container, "-o", page], check=True)
    browser.open(page.as_uri() + "?t=0.55")
    shown = browser.evaluate(
        '(() => { const r = document.querySelector(".viewport").getBoundingClientRect(); return [r.width, r.height]; })()'
    )
    assert abs(shown[0] - size[0]) <= 0.5 and abs(shown[1] - size[1]) <= 0.5, shown


def test_in_a_narrow_window_the_stage_takes_the_width_less_80_px(browser, pages):
    url, _ = pages["card"]
    browser.call("Emulation.setDeviceMetricsOverride", width=360, height=740, deviceScaleFactor=1, mobile=False)
    try:
        browser.open(url + "?t=0.55")
        shown = browser.evaluate(
            '(() => { const r = document.querySelector(".viewport").getBoundingClientRect(); return [r.width, r.height]; })()'
        )
    finally:
        browser.call("Emulation.setDeviceMetricsOverride", width=WINDOW[0], height=WINDOW[1], deviceScaleFactor=1, mobile=False)
    # 360 − 80 = 280 px wide; 280 / 393 · 852 = 607 px high, under 740 − 100.
    assert abs(shown[0] - 280) <= 0.5 and abs(shown[1] - 280 / 393 * 852) <= 0.5, shown


def test_hovering_a_plot_shows_the_values_at_that_time(browser, pages):
    url, timeline = pages["card"]
    browser.open(url + "?t=0")
    box = browser.evaluate(
        """(() => { const plot = document.querySelector('svg.plot[data-phase="0"][data-track="0"]');
                    plot.scrollIntoView({ block: "center" });
                    const r = plot.getBoundingClientRect();
                    return [r.left, r.top, r.width, r.height]; })()"""
    )
    # The drawing area runs from 48 to 310 of the plot's 320 units: its middle is half the phase.
    x = box[0] + (48 + 0.5 * (310 - 48)) / 320 * box[2]
    browser.mouse("mouseMoved", x, box[1] + box[3] / 2, buttons=0)
    readout = browser.evaluate("document.querySelector('svg.plot .readout').textContent")
    samples = timeline["transitions"][0]["phases"][0]["tracks"][0]["samples"]
    t = float(readout.split(" s")[0])
    assert abs(t - 0.275) < 0.01
    assert f"y {value_at(samples, t)[1]:.2f}" in readout
