import { init, Game, Position } from 'arimaa';

await init();
// Gold: elephant e5, rabbit a7; silver: cat e6, rabbit h8.
const game = Game.fromPosition(Position.fromShort('g [       rR           c       E                                   ]'));
for (const step of game.position.legalSteps('e6')) console.log(step.text, step.kind);
game.playStep('ce6n');                    // push the silver cat north...
console.log(game.position.pendingPush);   // ...the elephant must take its square
game.playStep('Ee5n');
game.playStep('Ra7n');                    // a gold rabbit reaches rank 8
console.log(game.endMove());              // ce6n Ee5n Ra7n
console.log(game.outcome());              // gold wins by goal
