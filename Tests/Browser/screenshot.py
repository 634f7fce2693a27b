"""Writes a PNG of a preview page as docs/preview.md shows it: the whole page, 1400 px wide.

    python Tests/Browser/screenshot.py 'file:///…/card.preview.html?transition=Card&t=0.2' out.png [MODE…]

MODE is `outline`, `trail` or `loop`: the first row's mode buttons to press before the picture.
"""

import base64
import sys
import tempfile

from devtools import Browser


def main(url, output, modes):
    with tempfile.TemporaryDirectory() as profile:
        browser = Browser(profile, 1400, 900)
        try:
            browser.open(url)
            for mode in modes:
                browser.evaluate(f'document.querySelector(\'[data-mode="{mode}"]\').click()')
            size = browser.evaluate("[document.documentElement.scrollWidth, document.documentElement.scrollHeight]")
            shot = browser.call(
                "Page.captureScreenshot", format="png", captureBeyondViewport=True,
                clip={"x": 0, "y": 0, "width": size[0], "height": size[1], "scale": 1},
            )
        finally:
            browser.close()
    with open(output, "wb") as file:
        file.write(base64.b64decode(shot["data"]))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], sys.argv[3:])
