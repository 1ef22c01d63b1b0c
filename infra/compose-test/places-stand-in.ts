// The Google Places API stand-in of packages/testing as a container of the
// compose test (docker-compose.test.yml): it answers the contractors service
// at http://places:8080 with PLACES_PER_INDUSTRY places per industry for each
// city in PLACES_CITIES, and prints one JSON line per Text Search it answered,
// which infra/compose-test/run.ts counts from the container's log.
// Run by Node's type stripping (erasable TypeScript only).
import { readFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { contractorListings, startGooglePlacesStandIn } from '../../packages/testing/src/stand-ins/google-places.ts';

const industries = ['landscaping', 'hardscaping', 'excavation'];
const cities = (process.env.PLACES_CITIES ?? '').split(',').map((name) => name.trim()).filter(Boolean);
const perIndustry = Number(process.env.PLACES_PER_INDUSTRY ?? '4');
// The key the contractors service holds: the same secret file (docker-compose.test.yml).
const keyFile = process.env.PLACES_API_KEY_FILE;
const apiKey = keyFile ? readFileSync(keyFile, 'utf8').trim() : undefined;
if (!apiKey || cities.length === 0) throw new Error('set PLACES_API_KEY_FILE (a file holding the key) and PLACES_CITIES (comma-separated city names)');

const standIn = await startGooglePlacesStandIn({
  apiKey,
  listings: cities.flatMap((city) => industries.flatMap((industry) => contractorListings(city, industry, perIndustry))),
});

// The stand-in listens on 127.0.0.1 alone: other containers reach it through this port.
const target = new URL(standIn.url);
createServer((client) => {
  const upstream = connect(Number(target.port), target.hostname);
  client.pipe(upstream).pipe(client);
  client.on('error', () => upstream.destroy());
  upstream.on('error', () => client.destroy());
}).listen(Number(process.env.PORT ?? '8080'), '0.0.0.0');

let printed = 0;
setInterval(() => {
  for (; printed < standIn.requests.length && standIn.requests[printed]!.status !== 0; printed++) {
    const { method, path, status, body } = standIn.requests[printed]!;
    const textQuery = (body as { textQuery?: unknown } | null)?.textQuery;
    console.log(JSON.stringify({ places: { method, path, status, ...(typeof textQuery === 'string' ? { textQuery } : {}) } }));
  }
}, 100);
console.log(JSON.stringify({ ready: true, cities, perIndustry }));
