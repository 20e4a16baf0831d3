// The message catalogue: every word on screen, in English and French.
//
// t(key, params) looks a key up in the current language, falls back to
// English, then to the key itself; "{name}" in a message is replaced by
// params.name.  Elements carrying data-i18n="key" (text), data-i18n-title,
// data-i18n-aria-label or data-i18n-placeholder are filled by translatePage().

import { errorCatalogue } from "./errors/index.js";

const LANG_KEY = "boardgames.lang";

const CATALOGUE = {
  en: {
    "lang.name": "English",
    "app.title": "Board games",
    "app.tagline": "Play offline, in any browser",
    "picker.label": "Game",
    "game.doushouqi": "Dou Shou Qi",
    "game.doushouqi.sub": "Jungle",
    "game.shuuro": "Shuuro",
    "game.shakku": "Shakku",
    "game.shaturanga": "Shaturanga",
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
    "reason.den": "reached the den",
    "reason.no_legal_move": "no legal move left",
    "reason.no_pieces": "no pieces left",
    "reason.other": "{reason}",

    "announce.move": "{player} {piece} {from} to {to}",
    "announce.capture": "{player} {piece} {from} takes {captured} on {to}",
    "announce.undo": "Move taken back. {turn}",
    "announce.redo": "Move replayed: {move}",
    "announce.new": "New game of {game}. {turn}",
    "announce.loaded": "Game loaded. {turn}",

    "piece.doushouqi.E": "elephant",
    "piece.doushouqi.L": "lion",
    "piece.doushouqi.T": "tiger",
    "piece.doushouqi.P": "panther",
    "piece.doushouqi.D": "dog",
    "piece.doushouqi.W": "wolf",
    "piece.doushouqi.C": "cat",
    "piece.doushouqi.R": "rat",
    "piece.generic": "piece {kind}",
    "piece.owned": "{player} {piece}",
    "piece.rank": "rank {rank}",
    "piece.trapped": "trapped",

    "terrain.water": "water",
    "terrain.trap": "{player} trap",
    "terrain.den": "{player} den",
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
    "btn.help": "Keys",
    "btn.close": "Close",
    "btn.cancel": "Cancel",
    "btn.start": "Start",
    "btn.copy": "Copy",
    "btn.download": "Download .txt",
    "btn.load": "Load",
    "btn.openFile": "Open a file…",
    "btn.dismiss": "Dismiss",

    "newGame.title": "New game",
    "newGame.game": "Game",
    "newGame.options": "Options",
    "newGame.noOptions": "This game has no options.",
    "option.doushouqi.classic_elephant": "Classic elephant (the elephant may not take the rat)",
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
    "help.arrows": "Arrow keys: move the cursor on the board",
    "help.enter": "Enter or Space: pick the piece under the cursor, then its target",
    "help.escape": "Escape: cancel the selection",
    "help.undo": "U or Ctrl+Z: undo",
    "help.redo": "R or Ctrl+Y: redo",
    "help.flip": "F: flip the board",
    "help.new": "N: new game",
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


    "game.shuuro.sub": "Chess with an army you buy",
    "panel.game": "Game panel",
    "player.blue": "Blue",
    "choose.title": "Promote to",
    "choose.titleMove": "Which move?",
    "piece.shuuro.K": "king",
    "piece.shuuro.Q": "queen",
    "piece.shuuro.R": "rook",
    "piece.shuuro.B": "bishop",
    "piece.shuuro.N": "knight",
    "piece.shuuro.P": "pawn",
    "terrain.plinth": "plinth",
    "reason.checkmate": "checkmate",
    "reason.ambush": "ambush (the King was taken on the first move)",
    "reason.stalemate": "stalemate",
    "reason.repetition": "threefold repetition",
    "reason.fifty_moves": "fifty moves without a capture or pawn move",
    "reason.insufficient_material": "not enough material to mate",
    "reason.timeout": "the opponent ran out of time",
    "reason.resign": "the opponent resigned",
    "reason.agreement": "agreed",
    "shuuro.phase.recruit": "Recruitment",
    "shuuro.phase.plinths": "Battlefield",
    "shuuro.phase.order": "Who deploys first",
    "shuuro.phase.deploy": "Deployment",
    "shuuro.phase.initiative": "Who moves first",
    "shuuro.phase.combat": "Combat",
    "shuuro.phaseHint.recruit": "Each player buys an army in secret; the King is free.",
    "shuuro.phaseHint.deploy": "Pick a piece from the hand, then a lit square: King first, then nobles, then pawns.",
    "shuuro.phaseHint.combat": "Chess rules; plinths block every piece but the Knight.",
    "shuuro.quarter.0": "Blue's left quarter",
    "shuuro.quarter.1": "Blue's right quarter",
    "shuuro.quarter.2": "Red's left quarter",
    "shuuro.quarter.3": "Red's right quarter",
    "shop.title": "Shop",
    "shop.budgets": "Armies",
    "shop.confirmed": "confirmed",
    "shop.buying": "buying…",
    "shop.waiting": "waiting",
    "shop.secret": "secret",
    "shop.left": "{left} of {budget} points left",
    "shop.piece": "Piece",
    "shop.cost": "Cost",
    "shop.max": "Max",
    "shop.count": "Bought",
    "shop.change": "Buy or sell",
    "shop.buy": "Buy a {piece}",
    "shop.sell": "Sell a {piece}",
    "shop.refused.king": "always in the army, free",
    "shop.refused.maximum": "maximum for this piece reached",
    "shop.refused.army_full": "the army is full",
    "shop.refused.budget": "not enough points left",
    "shop.always": "always one",
    "shop.preset": "Balanced army",
    "shop.presetRefused": "The balanced army does not fit this budget or these limits.",
    "shop.done": "Confirm my army",
    "shop.leftTitle": "{player}: points left",
    "shop.fitWarning": "This army may not fit on your three deployment ranks.",
    "dice.face": "die showing {n}",
    "dice.plinths": "Plinth rolls",
    "dice.plinth": "plinth in {quarter}",
    "dice.repeated": "already a plinth: none placed",
    "dice.order": "Deployment dice",
    "dice.initiative": "Initiative dice",
    "dice.tie": "A tie: the dice are rolled again.",
    "dice.deploysFirst": "{player} deploys first (the lower die).",
    "dice.movesFirst": "{player} moves first (the higher die).",
    "hand.title": "Pieces to deploy",
    "hand.of": "{player}'s hand",
    "hand.piece": "{piece}, {count} left",
    "hand.empty": "all placed",
    "hand.hint": "Select a piece, then click a lit square.",
    "action.resign": "{player} resigns",
    "action.offer": "Offer a draw",
    "action.accept": "Accept the draw",
    "action.offered": "{player} offers a draw.",
    "clock.title": "Clocks",
    "pass.title": "Pass the device to {player}",
    "pass.text": "{player} buys an army in secret. {other}, please look away.",
    "pass.ready": "I am {player}: show my shop",
    "option.shuuro.mini": "Mini-Shuuro (6×6, 200 points)",
    "option.shuuro.budget": "Points per army (0: standard)",
    "option.shuuro.budget_red": "Red's points, for a handicap (0: as Blue)",
    "option.shuuro.no_limits": "No maximum per piece type",
    "option.shuuro.max_queen": "Maximum queens (-1: standard)",
    "option.shuuro.max_rook": "Maximum rooks (-1: standard)",
    "option.shuuro.max_bishop": "Maximum bishops (-1: standard)",
    "option.shuuro.max_knight": "Maximum knights (-1: standard)",
    "option.shuuro.max_pawn": "Maximum pawns (-1: standard)",
    "option.shuuro.scouts": "Scouts: plinths before recruitment",
    "option.shuuro.plinths": "Plinth rolls per quarter",
    "option.shuuro.king_in_castle": "The King may deploy on any first-rank square",
    "option.shuuro.serious": "Serious: no dice for the order",
    "option.shuuro.clock": "Clock, minutes per player (0: none)",
    "option.shuuro.increment": "Increment, seconds per move",

    "btn.follow": "Face the player",
    "piece.height": "a stack of {height}",
    "piece.inactive": "not yet active",
    "piece.passive": "passive",
    "help.follow": "V: turn the board to face the player to move",
    "help.dice": "T: throw the dice; 1, 2, 3: pick a die",
    "turn.toThrow": "{player} to throw",
    "dice.picked": "Die {die} picked: its moves are lit",
    "dice.unpicked": "No die picked: every move is lit",
    "announce.throw": "{player} throws {faces}",
    "announce.check": "{player} is in check",
    "choose.stack": "The whole stack",
    "choose.pawn": "The top pawn",
    "choose.die": "With the die {die}",
    "player.yellow": "Yellow",
    "player.black": "Black",
    "game.shakku.sub": "Sáhkku, the Sámi dice race",
    "game.shaturanga.sub": "Four-handed chaturanga",

    "piece.shakku.pawn": "pawn",
    "piece.shakku.stack": "stack",
    "piece.shakku.king": "King",
    "terrain.track": "point",
    "terrain.course": "point of {player}'s course",
    "terrain.start_line": "{player}'s start line",
    "terrain.king_start": "the King's first point",
    "reason.blocked": "the other side is blocked (no die could move anything)",
    "option.shakku.board": "Points per line (10: the short board)",
    "option.shakku.moving_stacks": "Moving stacks: a stack may move as one",
    "shakku.dice": "Stick dice",
    "shakku.throw": "Throw the sticks ({player})",
    "shakku.die": "{face}: play {value}",
    "shakku.dieUsed": "{face}: played",
    "shakku.face.-": "blank",
    "shakku.face.X": "X (sáhkku)",
    "shakku.face.II": "II",
    "shakku.face.III": "III",
    "shakku.hint": "Pick a die, then a pawn; or a pawn, then a lit point (its badge is the die used).",
    "shakku.hintDie": "Die {die} picked: the ringed pieces can use it. Pick it again to let go.",
    "shakku.noDice": "The dice are thrown at the start of each turn.",
    "shakku.passed.blank": "{player} threw three blanks: the turn passes.",
    "shakku.passed.no_move": "{player} can play none of the dice ({dice}): the turn passes.",
    "shakku.passed.dice_left": "{player} cannot play the dice left ({dice}): the turn passes.",
    "shakku.sides": "The two sides",
    "shakku.ownsKing": "holds the King",
    "shakku.waiting": "{count} waiting beside {point}",
    "shakku.pawns": "{count} pawns, {inactive} not yet active",
    "shakku.course": "Each side runs its own start line, the middle line, then the other's start line (chevrons in its colour). Inactive pawns (flat, dashed) wake only with an X, the front one first.",

    "piece.shaturanga.R": "Radjah",
    "piece.shaturanga.E": "Elephant",
    "piece.shaturanga.H": "Horse",
    "piece.shaturanga.B": "Boat",
    "piece.shaturanga.S": "Soldier",
    "piece.shaturanga.radjah": "Radjah",
    "piece.shaturanga.elephant": "Elephant",
    "piece.shaturanga.horse": "Horse",
    "piece.shaturanga.boat": "Boat",
    "piece.shaturanga.soldier": "Soldier",
    "piece.shaturanga.e": "Elephant",
    "piece.shaturanga.h": "Horse",
    "piece.shaturanga.b": "Boat",
    "terrain.throne": "{player}'s throne",
    "reason.radjahs": "both enemy Radjahs are lost",
    "reason.draw_repetition": "the same position a third time",
    "reason.draw_fifty_rounds": "fifty rounds without a capture",
    "option.shaturanga.dice": "Play with the die (it names the piece to move)",
    "option.shaturanga.promotion": "Promotion: a Soldier on the far edge becomes an Elephant, Horse or Boat",
    "shaturanga.seats": "Seats",
    "shaturanga.seat.south": "south",
    "shaturanga.seat.west": "west",
    "shaturanga.seat.north": "north",
    "shaturanga.seat.east": "east",
    "shaturanga.seatTurn": "to play",
    "shaturanga.answers": "to answer",
    "shaturanga.playsFor": "plays for {ally}",
    "shaturanga.check": "check!",
    "shaturanga.commands": "commands {ally}'s army too (from the throne)",
    "shaturanga.skipped": "Radjah lost: seat skipped",
    "shaturanga.lostPlayed": "Radjah lost: {ally} plays this seat",
    "shaturanga.passive": "army passive",
    "shaturanga.underCommand": "army under {ally}'s command",
    "shaturanga.teams": "Partners sit opposite: {teams}.",
    "shaturanga.versus": " against ",
    "shaturanga.die": "The die",
    "shaturanga.dieNames": "Move the {piece}",
    "shaturanga.orSoldier": "or a Soldier (ringed on the board).",
    "shaturanga.rethrowRule": "A 5 or a 6 is thrown again.",
    "shaturanga.dieRule": "Each turn the die names the piece: 1 Boat, 2 Horse, 3 Elephant, 4 Radjah, 5 and 6 throw again; a Soldier may always move instead.",
    "shaturanga.events": "Since the last move",
    "shaturanga.event.throw": "{player} threw {die}: {piece} or a Soldier",
    "shaturanga.event.rethrow": "{player} threw {die}: thrown again",
    "shaturanga.event.skip": "{player} is out (Radjah lost): turn skipped",
    "shaturanga.event.pass": "{player} has no legal move: the turn passes",
    "shaturanga.event.mated": "{player} is mated: the Radjah leaves the board",
    "shaturanga.event.captured": "{player}'s Radjah is taken",
    "shaturanga.event.command": "{player} sits on the ally's throne and now commands both armies",
    "shaturanga.event.command_ended": "{player} lost the Radjah: the command ends",
    "shaturanga.event.offer": "{player} offers to exchange the lost Radjahs",
    "shaturanga.event.declined": "{player} declines the exchange",
    "shaturanga.event.accepted": "{player} accepts the exchange",
    "shaturanga.event.lost_turn": "{player} threw {die} ({piece}) and can move neither it nor a Soldier: the turn is lost",
    "shaturanga.event.returned": "{player}'s Radjah returns on {sq}",
    "shaturanga.exchange": "Exchange of Radjahs",
    "shaturanga.exchangeRule": "Each side has lost one Radjah: the two players still playing may agree to bring both back.",
    "shaturanga.offered": "{player} offers the exchange. {other}, do you accept?",
    "shaturanga.offer": "Offer the exchange",
    "shaturanga.accept": "Accept ({player})",
    "shaturanga.decline": "Decline ({player})",
  },

  fr: {
    "lang.name": "Français",
    "app.title": "Jeux de plateau",
    "app.tagline": "Jouez hors ligne, dans tout navigateur",
    "picker.label": "Jeu",
    "game.doushouqi": "Dou Shou Qi",
    "game.doushouqi.sub": "Jeu de la jungle",
    "game.shuuro": "Shuuro",
    "game.shakku": "Shakku",
    "game.shaturanga": "Shaturanga",
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
    "reason.den": "tanière atteinte",
    "reason.no_legal_move": "plus aucun coup possible",
    "reason.no_pieces": "plus aucune pièce",
    "reason.other": "{reason}",

    "announce.move": "{piece} {player} de {from} à {to}",
    "announce.capture": "{piece} {player} de {from} prend {captured} en {to}",
    "announce.undo": "Coup annulé. {turn}",
    "announce.redo": "Coup rejoué : {move}",
    "announce.new": "Nouvelle partie de {game}. {turn}",
    "announce.loaded": "Partie chargée. {turn}",

    "piece.doushouqi.E": "éléphant",
    "piece.doushouqi.L": "lion",
    "piece.doushouqi.T": "tigre",
    "piece.doushouqi.P": "panthère",
    "piece.doushouqi.D": "chien",
    "piece.doushouqi.W": "loup",
    "piece.doushouqi.C": "chat",
    "piece.doushouqi.R": "rat",
    "piece.generic": "pièce {kind}",
    "piece.owned": "{piece} {player}",
    "piece.rank": "force {rank}",
    "piece.trapped": "piégé",

    "terrain.water": "eau",
    "terrain.trap": "piège {player}",
    "terrain.den": "tanière {player}",
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
    "btn.help": "Touches",
    "btn.close": "Fermer",
    "btn.cancel": "Annuler",
    "btn.start": "Commencer",
    "btn.copy": "Copier",
    "btn.download": "Télécharger .txt",
    "btn.load": "Charger",
    "btn.openFile": "Ouvrir un fichier…",
    "btn.dismiss": "Fermer",

    "newGame.title": "Nouvelle partie",
    "newGame.game": "Jeu",
    "newGame.options": "Options",
    "newGame.noOptions": "Ce jeu n’a pas d’options.",
    "option.doushouqi.classic_elephant": "Éléphant classique (l’éléphant ne peut pas prendre le rat)",
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
    "help.arrows": "Flèches : déplacer le curseur sur le plateau",
    "help.enter": "Entrée ou Espace : prendre la pièce sous le curseur, puis choisir sa case",
    "help.escape": "Échap : annuler la sélection",
    "help.undo": "U ou Ctrl+Z : annuler le coup",
    "help.redo": "R ou Ctrl+Y : rejouer le coup",
    "help.flip": "F : retourner le plateau",
    "help.new": "N : nouvelle partie",
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


    "game.shuuro.sub": "Échecs avec une armée achetée",
    "panel.game": "Panneau du jeu",
    "player.blue": "Bleu",
    "choose.title": "Promouvoir en",
    "choose.titleMove": "Quel coup ?",
    "piece.shuuro.K": "roi",
    "piece.shuuro.Q": "dame",
    "piece.shuuro.R": "tour",
    "piece.shuuro.B": "fou",
    "piece.shuuro.N": "cavalier",
    "piece.shuuro.P": "pion",
    "terrain.plinth": "socle",
    "reason.checkmate": "échec et mat",
    "reason.ambush": "embuscade (le roi pris au premier coup)",
    "reason.stalemate": "pat",
    "reason.repetition": "triple répétition",
    "reason.fifty_moves": "cinquante coups sans prise ni coup de pion",
    "reason.insufficient_material": "matériel insuffisant pour mater",
    "reason.timeout": "l’adversaire a dépassé son temps",
    "reason.resign": "l’adversaire abandonne",
    "reason.agreement": "d’un commun accord",
    "shuuro.phase.recruit": "Recrutement",
    "shuuro.phase.plinths": "Champ de bataille",
    "shuuro.phase.order": "Qui déploie en premier",
    "shuuro.phase.deploy": "Déploiement",
    "shuuro.phase.initiative": "Qui joue en premier",
    "shuuro.phase.combat": "Combat",
    "shuuro.phaseHint.recruit": "Chaque joueur achète une armée en secret ; le roi est gratuit.",
    "shuuro.phaseHint.deploy": "Choisissez une pièce de la main, puis une case éclairée : le roi d’abord, puis les nobles, puis les pions.",
    "shuuro.phaseHint.combat": "Règles des échecs ; les socles bloquent toutes les pièces sauf le cavalier.",
    "shuuro.quarter.0": "le quart gauche de Bleu",
    "shuuro.quarter.1": "le quart droit de Bleu",
    "shuuro.quarter.2": "le quart gauche de Rouge",
    "shuuro.quarter.3": "le quart droit de Rouge",
    "shop.title": "Boutique",
    "shop.budgets": "Armées",
    "shop.confirmed": "confirmée",
    "shop.buying": "achète…",
    "shop.waiting": "attend",
    "shop.secret": "secret",
    "shop.left": "reste {left} points sur {budget}",
    "shop.piece": "Pièce",
    "shop.cost": "Coût",
    "shop.max": "Max",
    "shop.count": "Achetées",
    "shop.change": "Acheter ou vendre",
    "shop.buy": "Acheter : {piece}",
    "shop.sell": "Vendre : {piece}",
    "shop.refused.king": "toujours dans l’armée, gratuit",
    "shop.refused.maximum": "maximum atteint pour cette pièce",
    "shop.refused.army_full": "l’armée est complète",
    "shop.refused.budget": "pas assez de points",
    "shop.always": "toujours un",
    "shop.preset": "Armée équilibrée",
    "shop.presetRefused": "L’armée équilibrée ne tient pas dans ce budget ou ces limites.",
    "shop.done": "Confirmer mon armée",
    "shop.leftTitle": "{player} : points restants",
    "shop.fitWarning": "Cette armée risque de ne pas tenir sur vos trois rangées de déploiement.",
    "dice.face": "dé montrant {n}",
    "dice.plinths": "Jets des socles",
    "dice.plinth": "socle dans {quarter}",
    "dice.repeated": "déjà un socle : aucun de plus",
    "dice.order": "Dés du déploiement",
    "dice.initiative": "Dés de l’initiative",
    "dice.tie": "Égalité : on relance les dés.",
    "dice.deploysFirst": "{player} déploie en premier (le plus petit dé).",
    "dice.movesFirst": "{player} joue en premier (le plus grand dé).",
    "hand.title": "Pièces à déployer",
    "hand.of": "Main de {player}",
    "hand.piece": "{piece}, reste {count}",
    "hand.empty": "tout est placé",
    "hand.hint": "Choisissez une pièce, puis touchez une case éclairée.",
    "action.resign": "{player} abandonne",
    "action.offer": "Proposer la nulle",
    "action.accept": "Accepter la nulle",
    "action.offered": "{player} propose la nulle.",
    "clock.title": "Pendules",
    "pass.title": "Passez l’appareil à {player}",
    "pass.text": "{player} achète une armée en secret. {other}, détournez le regard.",
    "pass.ready": "Je suis {player} : montrer ma boutique",
    "option.shuuro.mini": "Mini-Shuuro (6×6, 200 points)",
    "option.shuuro.budget": "Points par armée (0 : standard)",
    "option.shuuro.budget_red": "Points de Rouge, pour un handicap (0 : comme Bleu)",
    "option.shuuro.no_limits": "Aucun maximum par type de pièce",
    "option.shuuro.max_queen": "Dames au plus (-1 : standard)",
    "option.shuuro.max_rook": "Tours au plus (-1 : standard)",
    "option.shuuro.max_bishop": "Fous au plus (-1 : standard)",
    "option.shuuro.max_knight": "Cavaliers au plus (-1 : standard)",
    "option.shuuro.max_pawn": "Pions au plus (-1 : standard)",
    "option.shuuro.scouts": "Éclaireurs : les socles avant le recrutement",
    "option.shuuro.plinths": "Jets de socles par quart",
    "option.shuuro.king_in_castle": "Le roi peut se déployer sur toute case de la première rangée",
    "option.shuuro.serious": "Sérieux : pas de dés pour l’ordre",
    "option.shuuro.clock": "Pendule, minutes par joueur (0 : aucune)",
    "option.shuuro.increment": "Incrément, secondes par coup",

    "btn.follow": "Face au joueur",
    "piece.height": "une pile de {height}",
    "piece.inactive": "pas encore actif",
    "piece.passive": "passive",
    "help.follow": "V : tourner le plateau vers le joueur qui a le trait",
    "help.dice": "T : lancer les dés ; 1, 2, 3 : choisir un dé",
    "turn.toThrow": "{player} lance les dés",
    "dice.picked": "Dé {die} choisi : ses coups sont éclairés",
    "dice.unpicked": "Aucun dé choisi : tous les coups sont éclairés",
    "announce.throw": "{player} lance {faces}",
    "announce.check": "{player} est en échec",
    "choose.stack": "Toute la pile",
    "choose.pawn": "Le pion du dessus",
    "choose.die": "Avec le dé {die}",
    "player.yellow": "Jaune",
    "player.black": "Noir",
    "game.shakku.sub": "Sáhkku, la course sámie aux dés",
    "game.shaturanga.sub": "Chaturanga à quatre",

    "piece.shakku.pawn": "pion",
    "piece.shakku.stack": "pile",
    "piece.shakku.king": "Roi",
    "terrain.track": "point",
    "terrain.course": "point du parcours de {player}",
    "terrain.start_line": "ligne de départ de {player}",
    "terrain.king_start": "premier point du Roi",
    "reason.blocked": "l'autre camp est bloqué (aucun dé ne pourrait rien déplacer)",
    "option.shakku.board": "Points par ligne (10 : le petit plateau)",
    "option.shakku.moving_stacks": "Piles mobiles : une pile peut avancer d'un bloc",
    "shakku.dice": "Dés-bâtonnets",
    "shakku.throw": "Lancer les bâtonnets ({player})",
    "shakku.die": "{face} : jouer {value}",
    "shakku.dieUsed": "{face} : joué",
    "shakku.face.-": "blanc",
    "shakku.face.X": "X (sáhkku)",
    "shakku.face.II": "II",
    "shakku.face.III": "III",
    "shakku.hint": "Choisissez un dé puis un pion, ou un pion puis un point éclairé (son badge est le dé utilisé).",
    "shakku.hintDie": "Dé {die} choisi : les pièces cerclées peuvent l'utiliser. Choisissez-le encore pour le lâcher.",
    "shakku.noDice": "Les dés sont lancés au début de chaque tour.",
    "shakku.passed.blank": "{player} a lancé trois blancs : le tour passe.",
    "shakku.passed.no_move": "{player} ne peut jouer aucun des dés ({dice}) : le tour passe.",
    "shakku.passed.dice_left": "{player} ne peut pas jouer les dés restants ({dice}) : le tour passe.",
    "shakku.sides": "Les deux camps",
    "shakku.ownsKing": "tient le Roi",
    "shakku.waiting": "{count} en attente près de {point}",
    "shakku.pawns": "{count} pions, dont {inactive} pas encore actifs",
    "shakku.course": "Chaque camp parcourt sa ligne de départ, la ligne du milieu, puis la ligne de départ adverse (chevrons à sa couleur). Les pions inactifs (plats, en pointillés) ne s'éveillent qu'avec un X, celui de devant d'abord.",

    "piece.shaturanga.R": "Radjah",
    "piece.shaturanga.E": "Éléphant",
    "piece.shaturanga.H": "Cavalier",
    "piece.shaturanga.B": "Bateau",
    "piece.shaturanga.S": "Soldat",
    "piece.shaturanga.radjah": "Radjah",
    "piece.shaturanga.elephant": "Éléphant",
    "piece.shaturanga.horse": "Cavalier",
    "piece.shaturanga.boat": "Bateau",
    "piece.shaturanga.soldier": "Soldat",
    "piece.shaturanga.e": "Éléphant",
    "piece.shaturanga.h": "Cavalier",
    "piece.shaturanga.b": "Bateau",
    "terrain.throne": "trône de {player}",
    "reason.radjahs": "les deux Radjahs adverses sont perdus",
    "reason.draw_repetition": "la même position pour la troisième fois",
    "reason.draw_fifty_rounds": "cinquante tours sans prise",
    "option.shaturanga.dice": "Jouer avec le dé (il désigne la pièce à jouer)",
    "option.shaturanga.promotion": "Promotion : un Soldat au bord opposé devient Éléphant, Cavalier ou Bateau",
    "shaturanga.seats": "Places",
    "shaturanga.seat.south": "sud",
    "shaturanga.seat.west": "ouest",
    "shaturanga.seat.north": "nord",
    "shaturanga.seat.east": "est",
    "shaturanga.seatTurn": "a le trait",
    "shaturanga.answers": "doit répondre",
    "shaturanga.playsFor": "joue pour {ally}",
    "shaturanga.check": "échec !",
    "shaturanga.commands": "commande aussi l'armée de {ally} (depuis le trône)",
    "shaturanga.skipped": "Radjah perdu : tour sauté",
    "shaturanga.lostPlayed": "Radjah perdu : {ally} joue à sa place",
    "shaturanga.passive": "armée passive",
    "shaturanga.underCommand": "armée sous le commandement de {ally}",
    "shaturanga.teams": "Les alliés se font face : {teams}.",
    "shaturanga.versus": " contre ",
    "shaturanga.die": "Le dé",
    "shaturanga.dieNames": "À jouer : {piece}",
    "shaturanga.orSoldier": "ou un Soldat (cerclés sur le plateau).",
    "shaturanga.rethrowRule": "Un 5 ou un 6 se relance.",
    "shaturanga.dieRule": "À chaque tour le dé désigne la pièce : 1 Bateau, 2 Cavalier, 3 Éléphant, 4 Radjah, 5 et 6 on relance ; un Soldat peut toujours jouer à la place.",
    "shaturanga.events": "Depuis le dernier coup",
    "shaturanga.event.throw": "{player} a fait {die} : {piece} ou un Soldat",
    "shaturanga.event.rethrow": "{player} a fait {die} : on relance",
    "shaturanga.event.skip": "{player} est hors jeu (Radjah perdu) : tour sauté",
    "shaturanga.event.pass": "{player} n'a aucun coup légal : le tour passe",
    "shaturanga.event.mated": "{player} est mat : son Radjah quitte le plateau",
    "shaturanga.event.captured": "le Radjah de {player} est pris",
    "shaturanga.event.command": "{player} s'assied sur le trône allié et commande les deux armées",
    "shaturanga.event.command_ended": "{player} a perdu son Radjah : le commandement cesse",
    "shaturanga.event.offer": "{player} propose d'échanger les Radjahs perdus",
    "shaturanga.event.declined": "{player} refuse l'échange",
    "shaturanga.event.accepted": "{player} accepte l'échange",
    "shaturanga.event.lost_turn": "{player} a fait {die} ({piece}) et ne peut jouer ni cette pièce ni un Soldat : le tour est perdu",
    "shaturanga.event.returned": "le Radjah de {player} revient en {sq}",
    "shaturanga.exchange": "Échange des Radjahs",
    "shaturanga.exchangeRule": "Chaque camp a perdu un Radjah : les deux joueurs encore en jeu peuvent convenir de les ramener.",
    "shaturanga.offered": "{player} propose l'échange. {other}, acceptez-vous ?",
    "shaturanga.offer": "Proposer l'échange",
    "shaturanga.accept": "Accepter ({player})",
    "shaturanga.decline": "Refuser ({player})",
  },
};

export const LANGUAGES = Object.keys(CATALOGUE);


for (const [lang, entries] of Object.entries(errorCatalogue())) Object.assign(CATALOGUE[lang], entries);

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
 *  else "error.<why>", else "error.<code>", in the player's language (js/errors/).  The English
 *  message is never shown: the code and params say it all. */
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
