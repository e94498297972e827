import { startBookingManagerSimulator } from './simulator';

// The Booking Manager simulator on its own, for trying the connector by hand (SOURCES.md, "Running it"):
//   npx tsx tests/simulators/booking-manager/main.ts [boats] [seed]
// prints the base URL and the API key to enter in the console, and runs until Ctrl-C.
const [boats, seed] = process.argv.slice(2).map(Number);
const simulator = await startBookingManagerSimulator({ boats: boats || 40, seed: seed || 1 });
console.log(`Booking Manager simulator: ${simulator.url}`);
console.log(`API key: ${simulator.credentials.system === 'booking_manager' ? simulator.credentials.apiKey : ''}`);
console.log(`${simulator.boatIds().length} boats; Ctrl-C stops it.`);
process.on('SIGINT', () => void simulator.close().then(() => process.exit(0)));
