// The colours of pieces by their letter (upper case gold, lower case silver), a piece of
// `<arimaa-board>`, the npm package's `arimaa/board`. No rule and no geometry: which
// square is next to which and the text of a step come from the package
// (`Position.stepText`, `legalSteps`).

const isGold = (letter) => letter === letter.toUpperCase();
export const colorOf = (letter) => (isGold(letter) ? 'gold' : 'silver');
