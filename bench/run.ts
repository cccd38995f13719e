// `npm run bench -- <scenario|all>`: see bench/README.md.
import { SCENARIOS } from './scenarios.ts';

const requested = process.argv.slice(2);
const names = requested.length === 0 || requested.includes('all') ? Object.keys(SCENARIOS) : requested;
const unknown = names.filter((name) => !SCENARIOS[name]);
if (unknown.length > 0) {
  console.error(`Unknown scenario: ${unknown.join(', ')}. Known: ${Object.keys(SCENARIOS).join(', ')}, all`);
  process.exit(2);
}
for (const name of names) {
  console.log(`\n▶ ${name}`);
  await SCENARIOS[name]!();
}
