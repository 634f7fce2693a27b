// The page's script, part three: hovering plots, dragging the presented view to dismiss, fitting the stage.

extension PreviewScript {
    /// The row's pointer interactions and its fit to the window; the drag follows the generated code's rule (`docs/generated-code.md`, interactive dismissal).
    static let interaction = #"""
          // Hovering a plot shows the track's values at the time under the pointer.
          Row.prototype.listenForHover = function (plot) {
            const phase = Number(plot.dataset.phase);
            const track = this.phases[phase].tracks[Number(plot.dataset.track)];
            const unit = Number(plot.dataset.unitScale);
            const names = plot.dataset.components.split(" ");
            const cursor = plot.querySelector(".cursor");
            const readout = plot.querySelector(".readout");
            const { left, right } = plotArea(plot);
            plot.addEventListener("pointermove", (event) => {
              const box = plot.getBoundingClientRect();
              const x = ((event.clientX - box.left) / box.width) * plot.viewBox.baseVal.width;
              const share = clamp((x - left) / (right - left), 0, 1);
              const time = share * this.duration(phase);
              placeLine(cursor, left + share * (right - left), true);
              const values = valueAt(track.samples, time).map((value, index) => `${names[index]} ${(value * unit).toFixed(2)}`);
              readout.textContent = `${time.toFixed(3)} s · ${values.join(" · ")}`;
            });
            plot.addEventListener("pointerleave", () => {
              placeLine(cursor, left, false);
              readout.textContent = "";
            });
          };

          // The interactive dismissal: dragging the presented view scrubs the dismissal linearly by the
          // travel along the pan's axis over the distance off screen; the release finishes or cancels
          // by the rule of the generated code.
          Row.prototype.listenForDrags = function (presented) {
            const pan = this.scene.interactive;
            presented.classList.add("draggable");
            presented.addEventListener("pointerdown", (event) => {
              const presentedShown = this.phase === 1 || this.time >= this.duration(0);
              if (!presentedShown || this.duration(1) === 0) return;
              event.preventDefault();
              presented.setPointerCapture(event.pointerId);
              const start = this.scrub !== null ? this.scrub : this.phase === 1 ? this.time / this.duration(1) : 0;
              this.seek(1, 0);
              this.scrub = start;
              this.drag = { x: event.clientX, y: event.clientY, start, travel: 0, at: event.timeStamp, velocity: 0 };
              this.render();
            });
            presented.addEventListener("pointermove", (event) => {
              const drag = this.drag;
              if (!drag) return;
              const travel = ((event.clientX - drag.x) * pan.axis[0] + (event.clientY - drag.y) * pan.axis[1]) / this.scale;
              const elapsed = (event.timeStamp - drag.at) / 1000;
              if (elapsed > 0) drag.velocity = (travel - drag.travel) / elapsed;
              drag.travel = travel;
              drag.at = event.timeStamp;
              this.scrub = clamp(drag.start + travel / pan.distance, 0, 1);
              this.render();
            });
            const end = () => {
              const drag = this.drag;
              if (!drag) return;
              this.drag = null;
              // A fling decides by its sign; otherwise the threshold decides.
              const finish = Math.abs(drag.velocity) >= flingSpeed ? drag.velocity > 0 : this.scrub >= pan.threshold;
              this.releaseTo(finish ? 1 : 0);
            };
            presented.addEventListener("pointerup", end);
            presented.addEventListener("pointercancel", end);
          };

          // After a release the progress runs on to 1 or back to 0 in the time the dismissal has left,
          // easing out.
          Row.prototype.releaseTo = function (target) {
            const seconds = Math.abs(target - this.scrub) * this.duration(1);
            this.release = { from: this.scrub, target, elapsed: 0, seconds };
            this.playing = true;
            this.render();
            wake();
          };

          Row.prototype.advanceRelease = function (seconds) {
            const release = this.release;
            release.elapsed += seconds;
            const share = release.seconds > 0 ? clamp(release.elapsed / release.seconds, 0, 1) : 1;
            this.scrub = release.from + (release.target - release.from) * (1 - (1 - share) ** 3);
            if (share >= 1) this.seek(1, release.target === 1 ? this.duration(1) : 0);
          };

          // The stage fits the window: the container scaled to the room beside the controls.
          Row.prototype.fit = function () {
            const beside = Math.min(0.45 * innerWidth, innerWidth - 420);
            const roomWidth = Math.max(160, innerWidth > 720 ? beside : innerWidth - 80);
            const roomHeight = Math.max(200, innerHeight - 100);
            this.scale = Math.min(roomWidth / width, roomHeight / height);
            this.device.style.setProperty("--s", String(this.scale));
          };
        """#
}
