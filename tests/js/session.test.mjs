// The match session (js/session/index.js) under Node, against an engine of
// its own making: its requests in order, a clock that runs out while the
// game moves on, a session closed while it opens, the computer's answer
// dropped when the game changed under it, the clocks kept when the engine
// dies.  Run by tests/js/test_session.py (`node tests/js/session.test.mjs`
// prints one line a check and exits 1 if one fails).

import { Session } from "../../js/session/index.js";

globalThis.performance ??= { now: () => Date.now() };

/** An engine that answers from a script: `answers[op]` (a function of the
 *  args) after `delay` ms; it records every request. */
function fakeEngine(answers, { delay = 5 } = {}) {
  const asked = [];
  let dead = false;
  return {
    asked,
    kill() { dead = true; },
    request(op, args) {
      asked.push({ op, ...args });
      return new Promise((resolve, reject) => setTimeout(() => {
        if (dead) reject(new Error("dead"));
        else resolve((answers[op] || (() => ({ ok: true })))(args));
      }, delay));
    },
  };
}

let matches = 0;
const view = (over = {}) => ({ game: "g", players: ["a", "b"], to_move: 0, ply: 0, moves: [], computer: {},
                               result: null, can_undo: false, can_redo: false, ...over });
const basic = (over = {}) => ({
  new: () => { matches += 1; return { ok: true, match: matches, view: view({ match: matches, ...over }) }; },
  play: (args) => ({ ok: true, view: view({ match: args.match, ply: 1, to_move: 1, ...over }), record: "r", redo: [] }),
  record: () => ({ ok: true, record: "r", redo: [] }),
});
const wait = (ms) => new Promise((r) => setTimeout(r, ms));
const failures = [];

async function check(name, fn) {
  try {
    await fn();
    console.log(`ok   ${name}`);
  } catch (error) {
    failures.push(name);
    console.log(`FAIL ${name}: ${error.message}`);
  }
}

function expect(ok, message) {
  if (!ok) throw new Error(message);
}

await check("changes are told in order, each after the one before", async () => {
  const engine = fakeEngine(basic());
  const session = new Session({ engine });
  const told = [];
  session.on("view", ({ op }) => { told.push(op); });
  await session.open({ game: "g" });
  const a = session.play("x");
  const b = session.play("y");
  expect(session.busy, "busy while changes wait");
  await Promise.all([a, b]);
  expect(told.join() === "new,play,play", told.join());
  expect(engine.asked.map((r) => r.op).join() === "new,play,play", engine.asked.map((r) => r.op).join());
  await wait(10);
  expect(!session.busy, "not busy once done");
});

await check("a clock that ran out is not played into another game", async () => {
  const engine = fakeEngine(basic(), { delay: 30 });
  const session = new Session({ engine, timeControl: () => ({ minutes: 1, increment: 0, timeout: ["timeout:a", "timeout:b"] }) });
  await session.open({ game: "g" });
  session.clock.setLeft(0, 0);
  const opening = session.open({ game: "g" });          // a new game is on its way...
  session.clock._tick();                                 // ...when the old clock runs out
  await opening;
  await wait(80);
  expect(!engine.asked.some((r) => r.op === "play"), "a timeout was played: " + JSON.stringify(engine.asked));
  session.close();
});

await check("a session closed while it opens closes the match it got", async () => {
  const engine = fakeEngine(basic());
  const session = new Session({ engine });
  const opening = session.open({ game: "g" });
  session.close();
  expect(await opening === null, "the open answered");
  await wait(20);
  expect(!session.live && session.match === null, "the session came back to life");
  expect(engine.asked.some((r) => r.op === "close"), "the match it got was not closed");
});

await check("the computer's answer is dropped when the game changed under it", async () => {
  const engine = fakeEngine({
    ...basic({ computer: { b: 1 } }),
    new: () => { matches += 1; return { ok: true, match: matches, view: view({ match: matches, to_move: 1, computer: { b: 1 } }) }; },
  });
  let thinks = 0;
  const session = new Session({
    engine, moveDelay: 0,
    think: async () => { thinks += 1; await wait(40); return { ok: true, move: "m" + thinks }; },
  });
  await session.open({ game: "g" });
  await wait(10);                                  // the computer starts thinking
  expect(session.thinking !== null, "the computer is not thinking");
  await session.open({ game: "g" });               // another game meanwhile
  await wait(120);
  const played = engine.asked.filter((r) => r.op === "play").map((r) => [r.match, r.move]);
  expect(played.every(([match]) => match === session.match), "a stale move was played: " + JSON.stringify(played));
  session.close();
});

await check("the clocks keep their time when the engine dies", async () => {
  const engine = fakeEngine(basic());
  const session = new Session({ engine, timeControl: () => ({ minutes: 1, increment: 0, timeout: [] }) });
  await session.open({ game: "g" });
  session.clock.setLeft(0, 30_000);
  engine.kill();
  let died = false;
  session.on("died", () => { died = true; });
  await session.play("x");
  expect(died, "no died event");
  const kept = session.clock.snapshot(0);
  expect(kept && Math.abs(kept.left[0] - 30_000) < 1000, "the clocks were lost: " + JSON.stringify(kept));
});

if (failures.length) {
  console.log(`${failures.length} failed`);
  process.exit(1);
}
console.log("all passed");
process.exit(0);
