import { startNausysSimulator } from './simulator';

// The NauSYS simulator on its own, for trying the connector by hand (SOURCES.md, "Running it"):
//   npx tsx tests/simulators/nausys/main.ts [boats] [seed]
// prints the base URL and the credentials to enter in the console, and runs until Ctrl-C.
const [boats, seed] = process.argv.slice(2).map(Number);
const simulator = await startNausysSimulator({ boats: boats || 40, seed: seed || 1 });
console.log(`NauSYS simulator: ${simulator.url}`);
console.log(`username: ${simulator.credentials.system === 'nausys' ? simulator.credentials.username : ''}`);
console.log(`password: ${simulator.credentials.system === 'nausys' ? simulator.credentials.password : ''}`);
console.log(`${simulator.boatIds().length} boats; Ctrl-C stops it.`);
process.on('SIGINT', () => void simulator.close().then(() => process.exit(0)));
