// The page's script, part two: a transition's row — playback, loop, outline and trail modes, plot playheads.

extension PreviewScript {
    /// The `Row` class: one transition's stage, transport and plots.
    static let row = #"""
          class Row {
            constructor(section) {
              const index = Number(section.dataset.index);
              this.section = section;
              this.name = timeline.transitions[index].name;
              this.phases = timeline.transitions[index].phases;
              this.scene = scene.transitions[index];
              this.views = new Map();
              for (const element of section.querySelectorAll("[data-target]")) {
                this.views.set(element.dataset.target, element);
              }
              const dimming = this.views.get("dimming");
              if (dimming && this.scene.dimming) dimming.style.backgroundColor = this.scene.dimming.color;
              // A blurred backdrop (`blur:`) just under the dimming view.
              this.blur = null;
              if (dimming && this.scene.dimming && this.scene.dimming.blur) {
                this.blur = document.createElement("div");
                this.blur.setAttribute("aria-hidden", "true");
                dimming.parentElement.insertBefore(this.blur, dimming);
              }
              this.device = section.querySelector(".device");
              this.scrubber = section.querySelector(".scrubber");
              this.scrubber.max = String(this.total);
              this.clock = section.querySelector(".clock");
              this.toggleButton = section.querySelector('[data-action="toggle"]');
              this.plots = Array.from(section.querySelectorAll("svg.plot"));
              this.phase = 0;
              this.time = 0;
              this.startPhase = 0;
              this.stopPhase = 0;
              this.hold = 0;
              this.playing = false;
              this.speed = 1;
              this.modes = { outline: false, trail: false, loop: false };
              this.scale = 1;
              // While the presented view is dragged or released: the dismissal's linear progress.
              this.scrub = null;
              this.release = null;
              this.drag = null;
              const [, , finalWidth, finalHeight] = this.scene.finalFrame;
              const band = (0.58 * finalHeight) / Math.max(1, this.scene.tags.length);
              this.tagFrames = this.scene.tags.map((_, order) => [
                0.12 * finalWidth, 0.3 * finalHeight + order * band, 0.76 * finalWidth, 0.84 * band,
              ]);
              this.ghosts = [];
              const presented = this.views.get("presented");
              if (presented) {
                for (let count = 0; count < trailLength; count += 1) {
                  const ghost = document.createElement("div");
                  ghost.className = "ghost";
                  ghost.setAttribute("aria-hidden", "true");
                  presented.parentElement.insertBefore(ghost, presented);
                  this.ghosts.push(ghost);
                }
                if (this.scene.interactive) this.listenForDrags(presented);
                if (this.scene.appearance) presented.appearance = this.scene.appearance;
              }
              section.addEventListener("click", (event) => this.click(event));
              this.scrubber.addEventListener("input", () => this.seekPosition(Number(this.scrubber.value)));
              for (const plot of this.plots) this.listenForHover(plot);
            }

            duration(phase) { return this.phases[phase].duration; }
            get total() { return this.duration(0) + this.duration(1); }
            get position() { return this.phase === 0 ? this.time : this.duration(0) + this.time; }

            click(event) {
              const button = event.target.closest("button");
              if (!button) return;
              const action = button.dataset.action;
              if (action === "present") this.play(0, 0);
              else if (action === "dismiss") this.play(1, 1);
              else if (action === "both") this.play(0, 1);
              else if (action === "toggle") this.toggle();
              else if (button.dataset.mode) this.setMode(button.dataset.mode, !this.modes[button.dataset.mode]);
              else if (button.dataset.speed) {
                this.speed = Number(button.dataset.speed);
                for (const other of this.section.querySelectorAll("[data-speed]")) {
                  other.setAttribute("aria-pressed", String(other === button));
                }
              }
            }

            setMode(mode, on) {
              this.modes[mode] = on;
              this.section.querySelector(`[data-mode="${mode}"]`).setAttribute("aria-pressed", String(on));
              this.section.classList.toggle(mode, on);
              this.render();
            }

            // Shows `phase` at `time`, paused.
            seek(phase, time) {
              this.playing = false;
              this.hold = 0;
              this.scrub = null;
              this.release = null;
              this.phase = phase;
              this.time = clamp(time, 0, this.duration(phase));
              this.render();
            }

            // Seeks a position on the scrubber: present, then dismiss.
            seekPosition(position) {
              const presentEnd = this.duration(0);
              if (position <= presentEnd) this.seek(0, position); else this.seek(1, position - presentEnd);
            }

            step(frames) {
              this.seekPosition(clamp(this.position + frames / timeline.fps, 0, this.total));
            }

            play(phase, stopPhase) {
              this.seek(phase, 0);
              this.startPhase = phase;
              this.stopPhase = stopPhase;
              this.playing = true;
              this.render();
              wake();
            }

            toggle() {
              if (this.playing) {
                this.playing = false;
                this.hold = 0;
                this.render();
              } else if (this.phase === 1 && this.time >= this.duration(1)) {
                this.play(0, 1);
              } else {
                this.startPhase = this.phase;
                this.stopPhase = 1;
                this.playing = true;
                this.render();
                wake();
              }
            }

            // Moves playback on by `seconds` of wall time; "Play both" holds between the phases, and a
            // loop holds at the end before it starts again.
            advance(seconds) {
              if (this.release) {
                this.advanceRelease(seconds * this.speed);
              } else if (this.hold > 0) {
                this.hold -= seconds;
                if (this.hold <= 0) {
                  this.hold = 0;
                  this.phase = this.phase < this.stopPhase ? this.phase + 1 : this.startPhase;
                  this.time = 0;
                }
              } else {
                this.time += seconds * this.speed;
                const end = this.duration(this.phase);
                if (this.time >= end) {
                  this.time = end;
                  if (this.phase < this.stopPhase || this.modes.loop) this.hold = holdSeconds; else this.playing = false;
                }
              }
              this.render();
            }

            // Every view's state at `time` into `phase`; with `progress`, the dismissal scrubbed linearly.
            statesAt(phaseIndex, time, progress) {
              const phase = this.phases[phaseIndex];
              const states = new Map();
              states.set("presenting", resting([0, 0, width, height], 1, 0));
              if (this.scene.dimming) states.set("dimming", resting([0, 0, width, height], this.scene.dimming.alpha, 0));
              states.set("presented", resting(this.scene.finalFrame, 1, this.scene.cornerRadius || 0));
              this.scene.tags.forEach((tag, order) => {
                states.set(`presented.tag(${tag})`, resting(this.tagFrames[order], 1, 16));
              });
              for (const track of phase.tracks) {
                const state = states.get(track.target);
                if (!state || track.samples.length === 0) continue;
                const value = progress === undefined ? valueAt(track.samples, time) : valueScrubbed(track.samples, progress);
                apply(state, track.property, value);
              }
              // UIKit takes views off screen when a phase completes.
              const complete = progress === undefined ? time >= phase.duration : progress >= 1;
              if (complete) {
                if (phaseIndex === 0 && this.scene.presentingLeavesScreen) states.get("presenting").hidden = true;
                if (phaseIndex === 1) {
                  states.get("presented").hidden = true;
                  if (states.has("dimming")) states.get("dimming").hidden = true;
                }
              }
              return states;
            }

            // The blur takes the dimming view's place and layer; its strength follows the dimming
            // fade (over a clear dimming, full while shown).
            paintBlur(state) {
              const dimming = this.views.get("dimming");
              this.blur.style.cssText = dimming.style.cssText;
              this.blur.style.background = "none";
              this.blur.style.backdropFilter = `blur(${this.scene.dimming.blur}px)`;
              const alpha = this.scene.dimming.alpha;
              const shown = !state || state.hidden ? 0 : alpha > 0 ? clamp(state.alpha / alpha, 0, 1) : 1;
              this.blur.style.opacity = String(shown);
            }

            render() {
              const phase = this.phases[this.phase];
              const setting = this.scene.phases[this.phase];
              const progress = this.scrub === null ? undefined : this.scrub;
              const states = this.statesAt(this.phase, this.time, progress);
              for (const [target, state] of states) {
                const element = this.views.get(target);
                if (element) paint(element, state, setting, target);
              }
              const above = setting.presentedAbovePresenting;
              const layers = { presenting: above ? 1 : 4, dimming: above ? 2 : 1, presented: above ? 4 : 3 };
              for (const [target, layer] of Object.entries(layers)) {
                const element = this.views.get(target);
                if (element) element.style.zIndex = String(layer);
              }
              if (this.blur) this.paintBlur(states.get("dimming"));
              this.renderTrail(setting, layers.presented - 1);
              this.renderPlayheads();
              this.scrubber.value = String(this.position);
              const name = this.phase === 0 ? "present" : "dismiss";
              const dragging = this.scrub === null ? "" : ` · pan ${(this.scrub * 100).toFixed(0)} %`;
              this.clock.textContent = `${name} ${this.time.toFixed(3)} s / ${phase.duration.toFixed(3)} s${dragging}`;
              this.toggleButton.textContent = this.playing ? "Pause" : "Play";
              this.section.classList.toggle("playing", this.playing);
            }

            // Onion skin: the presented view at evenly spaced earlier times of the phase shown.
            renderTrail(setting, layer) {
              const duration = this.duration(this.phase);
              this.ghosts.forEach((ghost, order) => {
                const time = (duration * order) / (trailLength - 1);
                const shown = this.modes.trail && duration > 0 && time <= this.time && this.scrub === null;
                if (!shown) {
                  ghost.style.visibility = "hidden";
                  return;
                }
                const state = this.statesAt(this.phase, time).get("presented");
                paint(ghost, state, setting, "presented");
                ghost.style.opacity = String(0.35 * clamp(state.alpha, 0, 1));
                ghost.style.visibility = "visible";
                ghost.style.zIndex = String(layer);
              });
            }

            renderPlayheads() {
              for (const plot of this.plots) {
                const { left, right } = plotArea(plot);
                const phase = Number(plot.dataset.phase);
                const duration = this.duration(phase);
                const share = duration > 0 ? this.time / duration : 0;
                placeLine(plot.querySelector(".playhead"), left + clamp(share, 0, 1) * (right - left), phase === this.phase);
              }
            }
          }
        """#
}
