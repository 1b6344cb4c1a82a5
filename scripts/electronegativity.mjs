#!/usr/bin/env node
// `npm run audit:electron`: Doyensec's Electronegativity over src/. Fails on
// any finding that docs/security.md does not list as accepted, and on stale
// accept-list entries, so the list stays honest.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';

const require = createRequire(import.meta.url);
const run = require('@doyensec/electronegativity');
const electronVersion = require('electron/package.json').version;

const input = resolve('src');
const result = await run(
  {
    input,
    isRelative: true,
    customScan: [],
    // This check downloads Electron's release list; offline it only prints a warning.
    // Electron is pinned in package.json and upgraded deliberately instead.
    excludeFromScan: ['AvailableSecurityFixesGlobalCheck'],
    parserPlugins: [],
    electronVersionOverride: electronVersion,
  },
  false,
);

// Accepted findings: lines like "- `CHECK_ID` in `main/index.ts`: why".
const accepted = [...readFileSync('docs/security.md', 'utf8').matchAll(/^- `([A-Z_]+)` in `([^`]+)`/gm)].map(
  ([, id, file]) => ({ id, file, used: false }),
);

const unexpected = [];
for (const issue of result.issues) {
  const match = accepted.find((entry) => entry.id === issue.id && entry.file === issue.file);
  if (match) match.used = true;
  else unexpected.push(issue);
}

for (const error of result.errors) {
  console.error(`electronegativity could not parse ${error.file}: ${error.message ?? error.error ?? 'unknown error'}`);
}
for (const issue of unexpected) {
  console.error(
    `${issue.id} (${issue.severity.name}, ${issue.confidence.name}) at src/${issue.file}:${issue.location.line}:${issue.location.column}\n  ${issue.description}\n  ${issue.shortenedURL}`,
  );
}
const stale = accepted.filter((entry) => !entry.used);
for (const entry of stale) console.error(`docs/security.md accepts ${entry.id} in ${entry.file}, but it is no longer reported: remove it.`);

const summary = `${result.atomicChecks + result.globalChecks} checks, ${result.issues.length} findings, ${result.issues.length - unexpected.length} accepted in docs/security.md`;
if (unexpected.length > 0 || stale.length > 0 || result.errors.length > 0) {
  console.error(`Electronegativity: ${summary}; ${unexpected.length} unaccepted, ${stale.length} stale, ${result.errors.length} parse errors.`);
  process.exit(1);
}
console.log(`Electronegativity: ${summary}.`);
