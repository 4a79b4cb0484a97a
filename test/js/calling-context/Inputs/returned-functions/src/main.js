import { chooseFlow, keeper } from './choose';
import { Trainer } from './trainer';

// Start-up: the chosen flow runs once.
const run = chooseFlow();
run();

const trainer = new Trainer();
trainer.start();
trainer.fit(10);

// Handed on as a callback and kept in a container: where it runs is not
// seen, so its leak is reported as in a reusable function.
const kept = keeper();
const later = [kept];
process.on('exit', later[0]);
