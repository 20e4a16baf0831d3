// The message catalogue: the page's words, in English and French.  Each
// game's own words (its name, pieces, panels, options, refusals) are in
// js/games/<id>/words.js and come in with addWords() when the game is known.
//
// t(key, params) looks a key up in the current language, falls back to
// English, then to the key itself; "{name}" in a message is replaced by
// params.name.  Elements carrying data-i18n="key" (text), data-i18n-title,
// data-i18n-aria-label or data-i18n-placeholder are filled by translatePage().

import errors from "./errors.js";

const LANG_KEY = "boardgames.lang";

const CATALOGUE = {
  en: {
    "lang.name": "English",
    "app.title": "Board games",
    "app.tagline": "Play offline, in any browser",
    "picker.label": "Game",
    "lang.label": "Language",

    "board.label": "{game} board. Arrow keys move the cursor, Enter or Space picks a piece and moves it, Escape cancels.",
    "board.cursor.empty": "{sq}, empty",
    "board.cursor.piece": "{sq}, {piece}",
    "board.cursor.terrain": "{sq}, {terrain}",
    "board.cursor.targets": "{piece} selected: {count} moves",
    "board.cursor.noMoves": "{piece} has no move",

    "player.green": "Green",
    "player.red": "Red",
    "player.n": "Player {n}",
    "turn.toMove": "{player} to move",
    "turn.chance": "Dice to roll",
    "turn.over": "Game over",
    "turn.loading": "Waking the engine…",

    "result.none": "The game is on.",
    "result.win": "{player} wins: {reason}",
    "result.teamWin": "{player} win: {reason}",
    "result.draw": "Draw: {reason}",
    "reason.no_legal_move": "no legal move left",
    "reason.no_pieces": "no pieces left",
    "reason.other": "{reason}",

    "announce.move": "{player} {piece} {from} to {to}",
    "announce.capture": "{player} {piece} {from} takes {captured} on {to}",
    "announce.undo": "Move taken back. {turn}",
    "announce.redo": "Move replayed: {move}",
    "announce.new": "New game of {game}. {turn}",
    "announce.loaded": "Game loaded. {turn}",

    "piece.generic": "piece {kind}",
    "piece.owned": "{player} {piece}",
    "piece.rank": "rank {rank}",
    "piece.trapped": "trapped",

    "terrain.other": "{kind}",

    "panel.moves": "Moves",
    "panel.noMoves": "No moves yet.",
    "panel.start": "Start",
    "btn.undo": "Undo",
    "btn.redo": "Redo",
    "btn.new": "New game",
    "btn.flip": "Flip board",
    "btn.export": "Export",
    "btn.import": "Import",
    "btn.howToPlay": "How to play",
    "btn.help": "Keys",
    "btn.close": "Close",
    "btn.cancel": "Cancel",
    "btn.start": "Start",
    "btn.copy": "Copy",
    "btn.download": "Download .txt",
    "btn.load": "Load",
    "btn.openFile": "Open a file…",
    "btn.dismiss": "Dismiss",

    "btn.hint": "Hint",
    "btn.players": "Players",
    "btn.analyse": "Analyse",
    "btn.vsComputer": "Play the computer",
    "btn.switchSides": "Switch sides",
    "btn.apply": "Apply",
    "help.hint": "a hint: the computer's move for the player to move",
    "newGame.players": "Players",
    "players.title": "Players",
    "players.hint": "Each seat is played by a person or by the computer; the game goes on from here.",
    "seat.person": "Person",
    "seat.computer": "Computer: {level} ({n})",
    "seat.time": "Time per move ({level})",
    "seat.seconds": "{s} s",
    "level.beginner": "beginner",
    "level.novice": "novice",
    "level.casual": "casual",
    "level.club": "club",
    "level.expert": "expert",
    "level.strongest": "strongest",
    "computer.thinking": "Computer is thinking… ({player})",
    "computer.throwing": "The computer throws for {player}…",
    "computer.toMove": "{player} to move (the computer)",
    "hint.thinking": "Hint: the computer is thinking…",
    "hint.says": "Hint: {move}",
    "hint.move": "{piece} {from} to {to}",
    "analysis.title": "Analysis",
    "analysis.cancel": "Stop",
    "analysis.back": "Back to the game",
    "analysis.progress": "The computer looks at move {done} of {total}…",
    "analysis.cancelled": "Stopped after {done} of {total} positions.",
    "analysis.done": "Analysis done: choose a move to see the computer's choice.",
    "analysis.winsIn": "wins in {n}",
    "analysis.losesIn": "loses in {n}",
    "analysis.best": "best {move}",
    "analysis.mistake": "mistake",
    "analysis.blunder": "blunder",
    "analysis.said": "Move {n}: {move} ({score}). The computer would play {best}.",

    "newGame.title": "New game",
    "newGame.game": "Game",
    "newGame.options": "Options",
    "newGame.noOptions": "This game has no options.",
    "option.yes": "yes",
    "option.no": "no",

    "export.title": "Export the game",
    "export.hint": "The record of this game, to keep or to share.",
    "export.copied": "Record copied to the clipboard.",
    "export.copyFailed": "Could not copy: select the text and copy it by hand.",
    "export.downloaded": "Record saved as {file}.",
    "export.position": "Position (FEN) of the board shown",
    "export.positionCopied": "Position copied to the clipboard.",
    "btn.copyPosition": "Copy the position",
    "import.positionDone": "Position loaded: a new game starts from it.",
    "announce.positionLoaded": "Position loaded. {turn}",
    "import.title": "Import a game",
    "import.hint": "Paste a game record or a position (FEN) of the current game, or open a .txt file.",
    "import.placeholder": "[Game \"doushouqi\"]\n…\n1. a3a4 g7g6 *",
    "import.done": "Game imported.",
    "import.fileError": "Could not read that file.",

    "help.title": "Keys",
    "help.arrows": "move the cursor on the board (while reviewing: step through the moves)",
    "help.enter": "pick the piece under the cursor, then its target",
    "help.escape": "cancel the selection",
    "help.undo": "undo",
    "help.redo": "redo",
    "help.flip": "flip the board",
    "help.new": "new game",
    "help.mouse": "Mouse or touch: click a piece then a lit square, or drag the piece.",

    "progress.label": "Loading the rules engine",
    "progress.stage": "{stage} {percent}%",
    "stage.pyodide": "Starting Python",
    "stage.micropip": "Installing packages",
    "stage.boardgames": "Loading the rules",
    "stage.ready": "Ready",

    "notice.engineFailed": "The rules engine could not start, so moves cannot be played. Reload the page to try again. ({detail})",
    "notice.engineDied": "The rules engine stopped. Your game is kept: restart the engine to go on.",
    "btn.restartEngine": "Restart the engine",
    "notice.corruptSave": "Your saved game could not be read, so a new game was started. The old data was kept aside under “{key}”.",
    "notice.saveRefused": "Your saved game could not be restored ({detail}), so a new game was started. The old data was kept aside under “{key}”.",
    "notice.unknownGame": "There is no game called “{game}”; showing {fallback} instead.",
    "notice.badLang": "Unknown language “{lang}”; using {fallback}.",
    "notice.storageFailed": "This game cannot be saved: the browser’s storage is full or blocked. It is kept in this page only, so export it if you want to keep it; saving is tried again at every move.",
    "notice.saveStuck": "Your saved game could not be restored, and the browser’s storage is too full to keep a copy of it aside. It stays where it is, and this new game is not saved until you download the old data as a file or discard it.",
    "btn.downloadSave": "Download it",
    "btn.discardSave": "Discard it",
    "notice.repeatedParam": "The address gives “{name}” more than once; it is ignored.",
    "notice.newVersion": "A new version of the page is installed; it will be used the next time the page is opened.",
    "notice.noStartView": "The board will appear when the engine is ready.",

    "panel.game": "Game panel",
    "player.blue": "Blue",
    "choose.title": "Promote to",
    "choose.titleMove": "Which move?",
    "dice.face": "die showing {n}",

    "btn.follow": "Face the player",
    "piece.height": "a stack of {height}",
    "piece.inactive": "not yet active",
    "piece.passive": "passive",
    "help.follow": "turn the board to face the player to move",
    "help.dice": "throw the dice",
    "help.die": "pick the die of that number",
    "key.enter": "Enter",
    "key.space": "Space",
    "key.escape": "Esc",
    "turn.toThrow": "{player} to throw",
    "dice.picked": "Die {die} picked: its moves are lit",
    "dice.unpicked": "No die picked: every move is lit",
    "announce.check": "{player} is in check",
    "choose.die": "With the die {die}",
    "player.yellow": "Yellow",
    "player.black": "Black",
  },

  fr: {
    "lang.name": "Français",
    "app.title": "Jeux de plateau",
    "app.tagline": "Jouez hors ligne, dans tout navigateur",
    "picker.label": "Jeu",
    "lang.label": "Langue",

    "board.label": "Plateau de {game}. Les flèches déplacent le curseur, Entrée ou Espace prend une pièce et la joue, Échap annule.",
    "board.cursor.empty": "{sq}, vide",
    "board.cursor.piece": "{sq}, {piece}",
    "board.cursor.terrain": "{sq}, {terrain}",
    "board.cursor.targets": "{piece} choisi : {count} coups",
    "board.cursor.noMoves": "{piece} ne peut pas bouger",

    "player.green": "Vert",
    "player.red": "Rouge",
    "player.n": "Joueur {n}",
    "turn.toMove": "Au tour de {player}",
    "turn.chance": "Aux dés",
    "turn.over": "Partie terminée",
    "turn.loading": "Le moteur s’éveille…",

    "result.none": "La partie est en cours.",
    "result.win": "{player} gagne : {reason}",
    "result.teamWin": "{player} gagnent : {reason}",
    "result.draw": "Partie nulle : {reason}",
    "reason.no_legal_move": "plus aucun coup possible",
    "reason.no_pieces": "plus aucune pièce",
    "reason.other": "{reason}",

    "announce.move": "{piece} {player} de {from} à {to}",
    "announce.capture": "{piece} {player} de {from} prend {captured} en {to}",
    "announce.undo": "Coup annulé. {turn}",
    "announce.redo": "Coup rejoué : {move}",
    "announce.new": "Nouvelle partie de {game}. {turn}",
    "announce.loaded": "Partie chargée. {turn}",

    "piece.generic": "pièce {kind}",
    "piece.owned": "{piece} {player}",
    "piece.rank": "force {rank}",
    "piece.trapped": "piégé",

    "terrain.other": "{kind}",

    "panel.moves": "Coups",
    "panel.noMoves": "Aucun coup pour l’instant.",
    "panel.start": "Départ",
    "btn.undo": "Annuler",
    "btn.redo": "Rejouer",
    "btn.new": "Nouvelle partie",
    "btn.flip": "Retourner",
    "btn.export": "Exporter",
    "btn.import": "Importer",
    "btn.howToPlay": "Comment jouer",
    "btn.help": "Touches",
    "btn.close": "Fermer",
    "btn.cancel": "Annuler",
    "btn.start": "Commencer",
    "btn.copy": "Copier",
    "btn.download": "Télécharger .txt",
    "btn.load": "Charger",
    "btn.openFile": "Ouvrir un fichier…",
    "btn.dismiss": "Fermer",

    "btn.hint": "Conseil",
    "btn.players": "Joueurs",
    "btn.analyse": "Analyser",
    "btn.vsComputer": "Jouer contre l’ordinateur",
    "btn.switchSides": "Changer de camp",
    "btn.apply": "Appliquer",
    "help.hint": "un conseil : le coup de l’ordinateur pour le joueur qui a le trait",
    "newGame.players": "Joueurs",
    "players.title": "Joueurs",
    "players.hint": "Chaque place est tenue par une personne ou par l’ordinateur ; la partie continue d’ici.",
    "seat.person": "Humain",
    "seat.computer": "Ordinateur : {level} ({n})",
    "seat.time": "Temps par coup ({level})",
    "seat.seconds": "{s} s",
    "level.beginner": "débutant",
    "level.novice": "novice",
    "level.casual": "amateur",
    "level.club": "club",
    "level.expert": "expert",
    "level.strongest": "le plus fort",
    "computer.thinking": "L’ordinateur réfléchit… ({player})",
    "computer.throwing": "L’ordinateur lance pour {player}…",
    "computer.toMove": "{player} a le trait (l’ordinateur)",
    "hint.thinking": "Conseil : l’ordinateur réfléchit…",
    "hint.says": "Conseil : {move}",
    "hint.move": "{piece} de {from} à {to}",
    "analysis.title": "Analyse",
    "analysis.cancel": "Arrêter",
    "analysis.back": "Revenir à la partie",
    "analysis.progress": "L’ordinateur examine le coup {done} sur {total}…",
    "analysis.cancelled": "Arrêtée après {done} positions sur {total}.",
    "analysis.done": "Analyse terminée : choisissez un coup pour voir le choix de l’ordinateur.",
    "analysis.winsIn": "gagne en {n}",
    "analysis.losesIn": "perd en {n}",
    "analysis.best": "meilleur {move}",
    "analysis.mistake": "erreur",
    "analysis.blunder": "gaffe",
    "analysis.said": "Coup {n} : {move} ({score}). L’ordinateur jouerait {best}.",

    "newGame.title": "Nouvelle partie",
    "newGame.game": "Jeu",
    "newGame.options": "Options",
    "newGame.noOptions": "Ce jeu n’a pas d’options.",
    "option.yes": "oui",
    "option.no": "non",

    "export.title": "Exporter la partie",
    "export.hint": "Le relevé de cette partie, à garder ou à partager.",
    "export.copied": "Relevé copié dans le presse-papiers.",
    "export.copyFailed": "Copie impossible : sélectionnez le texte et copiez-le à la main.",
    "export.downloaded": "Relevé enregistré sous {file}.",
    "export.position": "Position (FEN) du plateau affiché",
    "export.positionCopied": "Position copiée dans le presse-papiers.",
    "btn.copyPosition": "Copier la position",
    "import.positionDone": "Position chargée : une nouvelle partie part de là.",
    "announce.positionLoaded": "Position chargée. {turn}",
    "import.title": "Importer une partie",
    "import.hint": "Collez le relevé d’une partie ou une position (FEN) du jeu en cours, ou ouvrez un fichier .txt.",
    "import.placeholder": "[Game \"doushouqi\"]\n…\n1. a3a4 g7g6 *",
    "import.done": "Partie importée.",
    "import.fileError": "Impossible de lire ce fichier.",

    "help.title": "Touches",
    "help.arrows": "déplacer le curseur sur le plateau (en revoyant la partie : passer d’un coup à l’autre)",
    "help.enter": "prendre la pièce sous le curseur, puis choisir sa case",
    "help.escape": "annuler la sélection",
    "help.undo": "annuler le coup",
    "help.redo": "rejouer le coup",
    "help.flip": "retourner le plateau",
    "help.new": "nouvelle partie",
    "help.mouse": "Souris ou doigt : touchez une pièce puis une case éclairée, ou faites glisser la pièce.",

    "progress.label": "Chargement du moteur de règles",
    "progress.stage": "{stage} {percent} %",
    "stage.pyodide": "Démarrage de Python",
    "stage.micropip": "Installation des paquets",
    "stage.boardgames": "Chargement des règles",
    "stage.ready": "Prêt",

    "notice.engineFailed": "Le moteur de règles n’a pas pu démarrer : impossible de jouer. Rechargez la page pour réessayer. ({detail})",
    "notice.engineDied": "Le moteur de règles s’est arrêté. Votre partie est conservée : redémarrez le moteur pour continuer.",
    "btn.restartEngine": "Redémarrer le moteur",
    "notice.corruptSave": "La partie enregistrée est illisible : une nouvelle partie commence. Les anciennes données sont gardées sous « {key} ».",
    "notice.saveRefused": "La partie enregistrée n’a pas pu être reprise ({detail}) : une nouvelle partie commence. Les anciennes données sont gardées sous « {key} ».",
    "notice.unknownGame": "Aucun jeu ne s’appelle « {game} » ; voici {fallback}.",
    "notice.badLang": "Langue « {lang} » inconnue ; on garde : {fallback}.",
    "notice.storageFailed": "Impossible d’enregistrer la partie : le stockage du navigateur est plein ou bloqué. Elle n’existe que dans cette page ; exportez-la si vous voulez la garder. L’enregistrement sera retenté à chaque coup.",
    "notice.saveStuck": "La partie enregistrée n’a pas pu être reprise, et le stockage du navigateur est trop plein pour en garder une copie à part. Elle reste où elle est, et la nouvelle partie ne sera pas enregistrée tant que vous n’aurez pas téléchargé ces anciennes données ou ne les aurez pas effacées.",
    "btn.downloadSave": "Les télécharger",
    "btn.discardSave": "Les effacer",
    "notice.repeatedParam": "L’adresse donne « {name} » plusieurs fois ; ce paramètre est ignoré.",
    "notice.newVersion": "Une nouvelle version de la page est installée ; elle servira dès la prochaine ouverture de la page.",
    "notice.noStartView": "Le plateau apparaîtra quand le moteur sera prêt.",

    "panel.game": "Panneau du jeu",
    "player.blue": "Bleu",
    "choose.title": "Promouvoir en",
    "choose.titleMove": "Quel coup ?",
    "dice.face": "dé montrant {n}",

    "btn.follow": "Face au joueur",
    "piece.height": "une pile de {height}",
    "piece.inactive": "pas encore actif",
    "piece.passive": "passive",
    "help.follow": "tourner le plateau vers le joueur qui a le trait",
    "help.dice": "lancer les dés",
    "help.die": "choisir le dé de ce nombre",
    "key.enter": "Entrée",
    "key.space": "Espace",
    "key.escape": "Échap",
    "turn.toThrow": "{player} lance les dés",
    "dice.picked": "Dé {die} choisi : ses coups sont éclairés",
    "dice.unpicked": "Aucun dé choisi : tous les coups sont éclairés",
    "announce.check": "{player} est en échec",
    "choose.die": "Avec le dé {die}",
    "player.yellow": "Jaune",
    "player.black": "Noir",
  },
};

export const LANGUAGES = Object.keys(CATALOGUE);

/**
 * Add words to the catalogue: `words` and `errors` are {en: {key: text},
 * fr: {...}}; the keys of `errors` are the engine's refusals ("<code>.<why>",
 * see errorText) and are filed under "error.".  Languages the page does not
 * speak are left out.
 */
export function addWords(words = {}, errors = {}) {
  for (const lang of LANGUAGES) {
    Object.assign(CATALOGUE[lang], words[lang] || {});
    for (const [key, text] of Object.entries(errors[lang] || {})) CATALOGUE[lang]["error." + key] = text;
  }
}

addWords({}, errors);

let current = "en";
const listeners = new Set();

/** The language to use: an explicit choice, the remembered one, the browser's. */
export function pickLanguage(requested) {
  const candidates = [];
  if (requested) candidates.push(requested);
  try {
    const saved = localStorage.getItem(LANG_KEY);
    if (saved) candidates.push(saved);
  } catch { /* storage blocked: fine */ }
  for (const tag of navigator.languages || [navigator.language || "en"]) candidates.push(tag);
  for (const tag of candidates) {
    const base = String(tag).toLowerCase().split(/[-_]/)[0];
    if (CATALOGUE[base]) return base;
  }
  return "en";
}

export function isLanguage(tag) {
  return Boolean(tag) && Object.hasOwn(CATALOGUE, String(tag).toLowerCase().split(/[-_]/)[0]);
}

export function getLanguage() { return current; }

export function setLanguage(lang, { remember = false } = {}) {
  if (!CATALOGUE[lang]) lang = "en";
  current = lang;
  document.documentElement.lang = lang;
  if (remember) {
    try { localStorage.setItem(LANG_KEY, lang); } catch { /* ignore */ }
  }
  translatePage();
  for (const fn of listeners) fn(lang);
}

export function onLanguageChange(fn) { listeners.add(fn); }

export function has(key) {
  return key in CATALOGUE[current] || key in CATALOGUE.en;
}

export function t(key, params = {}) {
  let text = CATALOGUE[current][key] ?? CATALOGUE.en[key];
  if (text === undefined) return key;
  return text.replace(/\{(\w+)\}/g, (all, name) => (name in params ? String(params[name]) : all));
}

// ------------------------------------------------------------- game words

export function gameName(id) {
  return has("game." + id) ? t("game." + id) : String(id);
}

export function playerName(view, index) {
  const name = view?.players?.[index];
  if (name && has("player." + name)) return t("player." + name);
  if (name) return name.charAt(0).toUpperCase() + name.slice(1);
  return t("player.n", { n: Number(index) + 1 });
}

export function pieceName(game, kind) {
  const key = `piece.${game}.${kind}`;
  return has(key) ? t(key) : t("piece.generic", { kind });
}

export function ownedPieceName(view, piece) {
  return t("piece.owned", { player: playerName(view, piece.owner), piece: pieceName(view.game, piece.kind) });
}

export function terrainName(view, cell) {
  const player = cell.owner === undefined ? "" : playerName(view, cell.owner);
  const key = "terrain." + cell.kind;
  return has(key) ? t(key, { player }).trim() : t("terrain.other", { kind: cell.kind });
}

export function turnText(view) {
  if (!view) return t("turn.loading");
  if (view.result) return t("turn.over");
  if (view.to_move === -1 && view.throw !== null && view.throw !== undefined) {
    return t("turn.toThrow", { player: playerName(view, view.throw) });
  }
  if (view.to_move === -1) return t("turn.chance");
  return t("turn.toMove", { player: playerName(view, view.to_move) });
}

export function resultText(view) {
  const result = view?.result;
  if (!result) return "";
  const reasonKey = "reason." + result.reason;
  const reason = has(reasonKey) ? t(reasonKey) : t("reason.other", { reason: result.reason });
  if (result.winner === null || result.winner === undefined) return t("result.draw", { reason });
  let player;
  if (Array.isArray(result.team)) {
    player = result.team.map((i) => playerName(view, i)).join(" + ");
    return t("result.teamWin", { player, reason });
  }
  player = playerName(view, result.winner);
  return t("result.win", { player, reason });
}

export function optionLabel(game, name) {
  const key = `option.${game}.${name}`;
  return has(key) ? t(key) : name.replace(/_/g, " ");
}

/** The words for an engine error {code, message, params}: "error.<code>.<why>",
 *  else "error.<why>", else "error.<code>", in the player's language
 *  (js/errors.js, js/games/<id>/errors.js).  The English message is never
 *  shown: the code and params say it all. */
export function errorText(error) {
  if (!error || typeof error !== "object") return t("error.generic", { code: "?" });
  const code = String(error.code || "error");
  const params = { ...(error.params || {}), code };
  if (params.detail && typeof params.detail === "object") params.detail = errorText(params.detail);
  if (params.game !== undefined) params.gameName = has("game." + params.game) ? gameName(params.game) : params.game;
  if (typeof params.player === "string" && has("player." + params.player)) params.player = t("player." + params.player);
  const keys = params.why === undefined ? [] : [`error.${code}.${params.why}`, `error.${params.why}`];
  const key = [...keys, `error.${code}`].find(has) ?? "error.generic";
  return t(key, params);
}

// ------------------------------------------------------------- the page

export function translatePage(root = document) {
  for (const el of root.querySelectorAll("[data-i18n]")) el.textContent = t(el.dataset.i18n);
  for (const el of root.querySelectorAll("[data-i18n-title]")) el.title = t(el.dataset.i18nTitle);
  for (const el of root.querySelectorAll("[data-i18n-aria-label]")) el.setAttribute("aria-label", t(el.dataset.i18nAriaLabel));
  for (const el of root.querySelectorAll("[data-i18n-placeholder]")) el.placeholder = t(el.dataset.i18nPlaceholder);
  document.title = `${t("app.title")}`;
}
