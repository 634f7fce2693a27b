// The page's style sheet: the layout, the phone-shaped stage and its views, the controls.

/// The CSS inlined in the page's `<style>` element. A section sets `--w` and `--h` to the
/// container's size in points; the stage scales the screen by `--s`, which the script sets so
/// the stage fits the window (280 × 560 pixels without the script).
enum PreviewStyle {
    static let source = #"""
        :root {
          color-scheme: light;
          --accent: #0a66d8;
          --ink: #1d1d1f;
          --muted: #6e6e73;
          --line: #e3e3e8;
        }
        * { box-sizing: border-box; }
        body {
          margin: 0;
          background: #f2f2f5;
          color: var(--ink);
          font: 15px/1.45 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
        }
        header { padding: 28px 40px 4px; }
        h1 { margin: 0 0 4px; font-size: 22px; }
        header p { margin: 0; color: var(--muted); }
        .keys { font-size: 13px; }
        main { display: grid; gap: 24px; padding: 16px 40px 40px; }
        .empty { color: var(--muted); }
        .message {
          margin: 10px 0 0;
          padding: 8px 12px;
          border-radius: 9px;
          background: #ffe5e0;
          color: #8a1c00;
        }
        .message[hidden] { display: none; }
        .transition {
          display: flex;
          flex-wrap: wrap;
          align-items: flex-start;
          gap: 36px;
          padding: 24px;
          border-radius: 18px;
          background: #fff;
          box-shadow: 0 1px 3px rgba(0, 0, 0, 0.08);
          outline: 2px solid transparent;
        }
        .transition.selected { outline-color: var(--accent); }
        .device {
          --s: min(calc(280 / var(--w)), calc(560 / var(--h)));
          flex: none;
          padding: 11px;
          border-radius: calc(var(--s) * 55px + 11px);
          background: #1c1c1e;
          box-shadow: inset 0 0 0 2px #3a3a3c, 0 10px 30px rgba(0, 0, 0, 0.18);
        }
        .viewport {
          position: relative;
          width: calc(var(--w) * var(--s) * 1px);
          height: calc(var(--h) * var(--s) * 1px);
          overflow: hidden;
          border-radius: calc(var(--s) * 47px);
          background: #000;
          isolation: isolate;
        }
        .screen {
          position: absolute;
          left: 0;
          top: 0;
          width: calc(var(--w) * 1px);
          height: calc(var(--h) * 1px);
          transform: scale(var(--s));
          transform-origin: 0 0;
        }
        .view, .dimming { position: absolute; left: 0; top: 0; width: 100%; height: 100%; }
        .presenting { overflow: hidden; background: #e5e5ea; }
        .mock { padding: 64px 18px 0; }
        .mock-title { margin-bottom: 18px; color: #3a3a3c; font-size: 30px; font-weight: 700; }
        .mock-row { height: 54px; margin-bottom: 10px; border-radius: 12px; background: #fff; }
        .mock-row:nth-child(3n + 2) { height: 120px; }
        .presented { overflow: hidden; background: linear-gradient(160deg, #5b5bf0, #8e44e8); color: #fff; }
        .presented.draggable { cursor: grab; touch-action: none; }
        .outline .presented { background: rgba(108, 76, 236, 0.14); box-shadow: inset 0 0 0 3px #5b5bf0; color: #4b3fd0; }
        .outline .tag { background: rgba(255, 255, 255, 0.35); }
        .ghost {
          position: absolute;
          visibility: hidden;
          pointer-events: none;
          box-shadow: inset 0 0 0 2px #5b5bf0;
          background: rgba(108, 76, 236, 0.25);
        }
        .rest {
          position: absolute;
          left: 0;
          right: 0;
          border-top: 2px dashed rgba(91, 91, 240, 0.8);
          pointer-events: none;
        }
        .rest span { position: absolute; right: 8px; top: 2px; color: #4b3fd0; font-size: 18px; font-weight: 600; }
        .card-label { position: absolute; left: 0; right: 0; top: 50%; transform: translateY(-50%); text-align: center; }
        .has-tags > .card-label { top: 10%; transform: none; }
        .card-label strong { display: block; font-size: 26px; }
        .card-label span { font-size: 15px; opacity: 0.8; }
        .tag {
          display: flex;
          align-items: center;
          justify-content: center;
          overflow: hidden;
          border: 2px dashed rgba(91, 91, 240, 0.7);
          background: rgba(255, 255, 255, 0.94);
          color: #4b3fd0;
          font-size: 18px;
          font-weight: 600;
        }
        .shade {
          position: absolute;
          inset: 0;
          opacity: 0;
          pointer-events: none;
          background: linear-gradient(90deg, rgba(0, 0, 0, 0.1), rgba(0, 0, 0, 0.6));
        }
        .controls { flex: 1; min-width: 260px; }
        h2 { margin: 4px 0 6px; font-size: 20px; }
        .doc { margin: 0 0 10px; white-space: pre-line; }
        .facts { display: flex; flex-wrap: wrap; gap: 6px; margin: 0 0 16px; padding: 0; list-style: none; }
        .facts li {
          padding: 2px 8px;
          border-radius: 6px;
          background: #f2f2f5;
          color: #3a3a3c;
          font: 12.5px/1.6 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
        }
        button {
          padding: 7px 14px;
          border: 1px solid #d2d2d7;
          border-radius: 9px;
          background: #fff;
          color: var(--ink);
          font: inherit;
          font-size: 14px;
          cursor: pointer;
        }
        button:hover { border-color: var(--accent); }
        button:focus-visible, .scrubber:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
        .buttons { display: flex; flex-wrap: wrap; gap: 8px; margin-bottom: 14px; }
        .buttons [data-action="both"] { border-color: var(--accent); background: var(--accent); color: #fff; }
        .transport { display: flex; flex-wrap: wrap; align-items: center; gap: 12px; margin-bottom: 8px; }
        .scrubber { flex: 1; min-width: 120px; accent-color: var(--accent); }
        .clock {
          min-width: 190px;
          color: var(--muted);
          font: 13px ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
          font-variant-numeric: tabular-nums;
        }
        .speed { display: flex; align-items: center; gap: 6px; margin-bottom: 16px; color: var(--muted); font-size: 13px; }
        .speed button { padding: 3px 10px; font-size: 13px; }
        .speed button[aria-pressed="true"] { border-color: var(--ink); background: var(--ink); color: #fff; }
        .phases { margin: 0; padding: 0; border-top: 1px solid var(--line); list-style: none; }
        .phases li {
          display: flex;
          flex-wrap: wrap;
          align-items: baseline;
          gap: 10px;
          padding: 8px 0;
          border-bottom: 1px solid var(--line);
        }
        .phase-name { min-width: 64px; font-weight: 600; }
        .origin { color: var(--muted); }
        .badge { padding: 1px 9px; border-radius: 999px; background: #fff1d6; color: #8a5300; font-size: 12px; }
        .modes button[aria-pressed="true"] { border-color: var(--ink); background: var(--ink); color: #fff; }
        .analysis { flex: 1 1 100%; display: grid; gap: 18px; }
        h3 { margin: 0 0 8px; font-size: 15px; }
        .numbers { margin-bottom: 10px; border-collapse: collapse; font: 12.5px/1.5 ui-monospace, SFMono-Regular, Menlo, monospace; }
        .numbers th, .numbers td { padding: 3px 10px 3px 0; border-bottom: 1px solid var(--line); text-align: left; }
        .numbers th { color: var(--muted); font-weight: 600; }
        .plots { display: flex; flex-wrap: wrap; gap: 12px; }
        .plot { width: 320px; max-width: 100%; height: auto; border-radius: 9px; background: #fff; }
        .no-tracks { color: var(--muted); }
        @media (max-width: 720px) {
          header, main { padding-left: 16px; padding-right: 16px; }
          .transition { flex-direction: column; }
        }
        """#
}
