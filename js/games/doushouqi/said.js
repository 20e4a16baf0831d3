// Dou Shou Qi's moves in words (js/words/moves.js): every
// move is an animal's step, jump or capture, said by the shared words
// ("Rat b3–b4", "Elephant a5–a6 takes Lion", "..., into the den").

export default { say: () => null };
