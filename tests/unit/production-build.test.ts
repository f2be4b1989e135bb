// A production build fails closed (a deploy that forgets a setting must not ship a weaker app): FIREBASE_CONFIG without an explicit
// FIREBASE_DATABASE_EMULATOR means no emulator; the policy names the database and Auth the app
// actually uses, and upgrades http:// pictures; the build's records for tools (metafile, CSP
// record, source maps) are written beside dist/, never in it; dist/_headers carries the host
// headers docs/csp.md asks for.
// The real build.mjs in a private copy of the repo, as a deploy runs it: the one build of
// tests/helpers/productionBuild.ts, which budget.test.ts counts the bytes of.
import { beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../build.mjs';
import { BUILD_HOOK_TIMEOUT_MS, PRODUCTION_DATABASE as DATABASE, PRODUCTION_ENV as PRODUCTION, productionBuild, type ProductionBuild } from '../helpers/productionBuild';

describe('readConfig', () => {
  it('uses no emulator when FIREBASE_CONFIG is set without FIREBASE_DATABASE_EMULATOR', () => {
    expect(readConfig({ ...PRODUCTION }).firebaseDatabaseEmulator).toBe('');
    expect(readConfig({ ...PRODUCTION, FIREBASE_DATABASE_EMULATOR: '127.0.0.1:9000' }).firebaseDatabaseEmulator).toBe('127.0.0.1:9000');
  });

  it('refuses a malformed emulator address, and a database that is not https without one', () => {
    expect(() => readConfig({ ...PRODUCTION, FIREBASE_DATABASE_EMULATOR: 'http://127.0.0.1:9000' })).toThrow('FIREBASE_DATABASE_EMULATOR must be host:port or empty, not "http://127.0.0.1:9000"');
    expect(() => readConfig({ FIREBASE_CONFIG: JSON.stringify({ databaseURL: 'http://db.example' }) })).toThrow('FIREBASE_CONFIG.databaseURL must be an https URL when no FIREBASE_DATABASE_EMULATOR is set');
  });
});

describe('a production build', () => {
  let build: ProductionBuild;
  const files = (dir: string) => build.files(dir);
  const readText = (file: string) => build.text(file);

  beforeAll(async () => {
    build = await productionBuild();
  }, BUILD_HOOK_TIMEOUT_MS);

  it('names only the database and Auth the app uses in its policy', () => {
    const { policy } = JSON.parse(readText('dist-records/csp.json')) as { policy: string };
    const directives = Object.fromEntries(policy.split('; ').map((part) => {
      const [name = '', ...sources] = part.split(' ');
      return [name, sources.filter((source) => !source.startsWith("'sha256-"))];
    }));
    expect(directives['connect-src']).toEqual([
      "'self'", 'https://api.pameran.example',
      DATABASE, 'wss://pameran-prod-default-rtdb.asia-southeast1.firebasedatabase.app',
      // The database's shard hosts, in its region only (docs/csp.md).
      'https://*.asia-southeast1.firebasedatabase.app', 'wss://*.asia-southeast1.firebasedatabase.app',
      'https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com',
    ]);
    expect(directives['script-src']).toEqual(["'self'", DATABASE, 'https://*.asia-southeast1.firebasedatabase.app']);
    // http:// pictures from the platform are fetched over https, before the policy is checked.
    expect(directives['upgrade-insecure-requests']).toEqual([]);
    // The local emulator's address is baked in only when one is configured.
    const scripts = files('dist/assets').filter((file) => file.endsWith('.js'));
    const naming = [];
    for (const file of scripts) if (readText(`dist/assets/${file}`).includes('127.0.0.1:9000')) naming.push(file);
    expect(naming).toEqual([]);
  });

  it('publishes no record for tools in dist/, and keeps them in dist-records/', () => {
    const published = files('dist');
    expect(published.filter((file) => /(^|\/)(meta\.json|csp\.json)$|\.map$/.test(file))).toEqual([]);
    expect(published).toContain('index.html');
    expect(published).toContain('_headers');
    const records = files('dist-records');
    expect(records).toEqual(expect.arrayContaining(['meta.json', 'csp.json']));
    expect(records.some((file) => /^maps\/assets\/.+\.js\.map$/.test(file))).toBe(true);
    const pointing = [];
    for (const file of published.filter((name) => name.endsWith('.js'))) if (readText(`dist/${file}`).includes('sourceMappingURL')) pointing.push(file);
    expect(pointing).toEqual([]);
    const headers = readText('dist/_headers');
    expect(headers).toContain('  X-Content-Type-Options: nosniff\n');
    expect(headers).toContain('  Referrer-Policy: strict-origin-when-cross-origin\n');
    expect(headers).toContain('  Strict-Transport-Security: max-age=31536000\n');
  });

  it('has V8 compile every function of the files a door starts with, and only of those', () => {
    // The files index.html asks for at a door's start (src/boot/startApp.ts): the entry, its
    // static imports, and each screen's own chunks.
    const html = readText('dist/index.html');
    const entry = /entry:"\/assets\/([^"]+)"/.exec(html)?.[1];
    const hashes = (list: string | undefined) => (list ?? '').split(' ').filter(Boolean).map((hash) => `${hash}.js`);
    const preload = hashes(/preload:"([A-Z0-9 ]+)"/.exec(html)?.[1]);
    const screens = [.../screens:\{([^}]*)\}/.exec(html)?.[1]?.matchAll(/"([A-Z0-9 ]+)"/g) ?? []].flatMap((match) => hashes(match[1]));
    expect(entry).toMatch(/^main-[A-Z0-9]+\.js$/);
    expect(preload.length).toBeGreaterThan(0);
    expect(screens.length).toBeGreaterThan(10);
    const start = [...new Set([entry!, ...preload, ...screens])];
    const hinted = [];
    for (const file of files('dist/assets').filter((name) => name.endsWith('.js'))) {
      if (readText(`dist/assets/${file}`).startsWith('//# allFunctionsCalledOnLoad\n')) hinted.push(file);
    }
    expect(hinted.sort()).toEqual(start.sort());
    // Its source map has the hint's line, with nothing mapped, before the code's.
    const map = JSON.parse(readText(`dist-records/maps/assets/${entry}.map`)) as { mappings: string };
    const [hintLine, firstCodeLine] = map.mappings.split(';');
    expect(hintLine).toBe('');
    expect(firstCodeLine).not.toBe('');
  });

  it("precaches the English text for offline use, and index.html's boot script names its chunk", () => {
    const meta = JSON.parse(readText('dist-records/meta.json')) as { outputs: Record<string, { entryPoint?: string }> };
    const english = Object.keys(meta.outputs).find((file) => meta.outputs[file]!.entryPoint === 'src/copy/en/apply.ts');
    expect(english).toMatch(/^dist\/assets\/[A-Z0-9]+\.js$/);
    const url = english!.slice('dist'.length);
    expect(readText('dist/sw.js')).toContain(JSON.stringify(url.slice(1)));
    expect(readText('dist/index.html')).toContain(JSON.stringify(url));
  });
});
