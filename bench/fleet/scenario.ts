// One fleet hour in a process of its own (the bench plays several at once, one per core): reads its options as
// JSON from the command line and prints the hour's summary as JSON on its last line.
import { playHour, SETUPS, type FleetOptions } from './play.js';
import { summarize } from './summary.js';

const given = JSON.parse(process.argv[2] ?? '{}') as Omit<FleetOptions, 'setup'> & { setup: string };
const setup = SETUPS.find((s) => s.label === given.setup);
if (!setup) throw new Error(`fleet: no setup '${given.setup}'`);
const hour = await playHour({ ...given, setup });
process.stdout.write(`${JSON.stringify(summarize(hour))}\n`);
