// The page's script, part four: rows, the animation clock, keys and URL parameters.

extension PreviewScript {
    /// Builds the rows, runs the clock, reads keys and the URL, and says what in the URL it cannot use.
    static let startUp = #"""
          const rows = Array.from(document.querySelectorAll("section.transition"), (section) => new Row(section));
          let selected = null;
          function select(row) {
            if (selected) selected.section.classList.remove("selected");
            selected = row;
            if (row) row.section.classList.add("selected");
          }
          for (const row of rows) {
            row.section.addEventListener("pointerdown", () => select(row));
            row.section.addEventListener("focusin", () => select(row));
            row.fit();
          }
          addEventListener("resize", () => {
            for (const row of rows) row.fit();
          });

          let running = false;
          let lastFrame = null;
          function tick(now) {
            const seconds = lastFrame === null ? 0 : Math.min((now - lastFrame) / 1000, 0.1);
            lastFrame = now;
            let any = false;
            for (const row of rows) {
              if (row.playing) {
                row.advance(seconds);
                any = any || row.playing;
              }
            }
            if (any) {
              requestAnimationFrame(tick);
            } else {
              running = false;
              lastFrame = null;
            }
          }
          function wake() {
            if (running) return;
            running = true;
            lastFrame = null;
            requestAnimationFrame(tick);
          }

          // Space plays or pauses the selected row; the arrows step it one frame.
          function onKey(event) {
            if (!selected || event.altKey || event.ctrlKey || event.metaKey) return;
            if (event.key === " ") {
              event.preventDefault();
              if (event.type === "keydown" && !event.repeat) selected.toggle();
            } else if (event.type === "keydown" && (event.key === "ArrowLeft" || event.key === "ArrowRight")) {
              event.preventDefault();
              selected.step(event.key === "ArrowLeft" ? -1 : 1);
            }
          }
          document.addEventListener("keydown", onKey);
          document.addEventListener("keyup", onKey);

          // URL parameters: a value the page cannot use is said, not ignored.
          const parameters = new URLSearchParams(location.search);
          const problems = [];
          const wanted = parameters.get("transition");
          const named = rows.find((row) => row.name === wanted);
          if (wanted !== null && !named) {
            const names = rows.map((row) => row.name).join(", ") || "none";
            problems.push(`No transition is named “${wanted}” (this file has: ${names}).`);
          }
          const phaseName = parameters.get("phase");
          if (phaseName !== null && phaseName !== "present" && phaseName !== "dismiss") {
            problems.push(`phase=${phaseName} is neither “present” nor “dismiss”; showing present.`);
          }
          const timeText = parameters.get("t");
          let time = 0;
          if (timeText !== null) {
            time = timeText.trim() === "" ? NaN : Number(timeText);
            if (!Number.isFinite(time) || time < 0) {
              problems.push(`t=${timeText} is not a number of seconds (0 or more); showing 0 s.`);
              time = 0;
            }
          }
          const message = document.querySelector(".message");
          if (problems.length > 0) {
            message.textContent = problems.join(" ");
            message.hidden = false;
          }
          select(named || rows[0] || null);
          const seeking = timeText !== null || phaseName !== null;
          const reduced = matchMedia("(prefers-reduced-motion: reduce)").matches;
          for (const row of rows) {
            if (seeking || reduced) row.seek(0, row.duration(0)); else row.play(0, 0);
          }
          if (seeking && selected) selected.seek(phaseName === "dismiss" ? 1 : 0, time);
          if (named) named.section.scrollIntoView({ block: "start" });
        """#
}
