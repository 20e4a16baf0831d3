// A <game-board>'s lesson mode: the steps of its <ol class="steps">, each
// opened at its position (or where the step before ended), the expected move
// awaited, back and next.  Methods of the element.

import { pause, sameMove } from "./play.js";

const ADVANCE_MS = 900;         // a lesson's next step comes after this pause

export class Lesson {
  /** Where step i starts: its own position, else where the step before ends. */
  _stepSpec(i) {
    const steps = this._lesson.steps;
    const step = steps[i];
    if (step.position) return { position: step.position, moves: step.moves };
    if (i === 0) return { position: this._cfg.position, moves: [...this._cfg.moves, ...step.moves] };
    const before = this._stepSpec(i - 1);
    const expected = steps[i - 1].expect.slice(0, 1);
    return { position: before.position, moves: [...before.moves, ...expected, ...step.moves] };
  }

  async _openStepAnswer(i) {
    const answer = await this._open(this._stepSpec(i));
    if (!answer || answer.ok) return answer;
    return { ok: false, error: { code: "bad_attribute", params: { why: "step", step: i + 1, detail: answer.error } } };
  }

  async _openStep(i) {
    const lesson = this._lesson;
    if (!lesson || i < 0 || i >= lesson.steps.length || this._state !== "alive") return;
    const session = this._session;
    const answer = await this._openStepAnswer(i);
    if (session !== this._session || !answer) return;
    if (!answer.ok) {
      this._setStatus(this._words().errorText(answer.error), "refused");
      return;
    }
    this._total = answer.view.ply;
    lesson.index = i;
    lesson.done = false;
    lesson.busy = false;
    this._markPly = answer.view.ply;
    this._marks = lesson.steps[i].marks;
    this._show(answer.view);
    this._showStep();
    this._setStatus(this._restingText());
  }

  _showStep() {
    const lesson = this._lesson;
    const text = this._$(".step-text");
    const step = lesson.steps[lesson.index];
    text.hidden = !step.text;
    text.textContent = step.text;
    this._renderControls();
  }

  async _nextStep() {
    const lesson = this._lesson;
    if (!lesson) return;
    if (lesson.index < lesson.steps.length - 1) return this._openStep(lesson.index + 1);
    if (!lesson.steps[lesson.index].expect.length && !lesson.done) this._lessonDone();
  }

  async _lessonMove(move) {
    const lesson = this._lesson;
    const step = lesson.steps[lesson.index];
    if (lesson.done || lesson.busy || !step.expect.length) return false;
    if (move === "throw") return this._playMove(move);
    const expected = step.expect.find((m) => sameMove(m, move));
    if (!expected) {
      this._setStatus(this._say("lesson.wrong"), "refused");
      this._board.select(null);
      return false;
    }
    if (!(await this._playMove(move, { quiet: true }))) return false;
    lesson.busy = true;
    this._board.setEnabled(false);
    this._renderControls();
    if (lesson.index === lesson.steps.length - 1) {
      lesson.busy = false;
      this._lessonDone();
      return true;
    }
    this._setStatus(this._say("lesson.good"), "good");
    const index = lesson.index;
    await pause(ADVANCE_MS);
    if (this._lesson === lesson && lesson.index === index) await this._openStep(index + 1);
    return true;
  }

  _lessonDone() {
    const lesson = this._lesson;
    lesson.done = true;
    lesson.busy = false;
    this._board.setEnabled(false);
    this._renderControls();
    this._setStatus(this._say("lesson.done"), "good");
    this._emit("solved", { steps: lesson.steps.length });
  }
}
