// The build's configuration (build.mjs readConfig): API_URL is glued in front of every request
// the app sends, so anything but an origin (or empty: the app's own) stops the build, and
// `node build.mjs` exits non-zero with the reason.
import { execFile } from 'node:child_process';
import { cp, mkdtemp, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../build.mjs';

describe('API_URL', () => {
  it('takes an http(s) origin, with or without a trailing slash, and empty as the app’s own origin', () => {
    expect(readConfig({ API_URL: 'https://api.pameran.id' }).apiUrl).toBe('https://api.pameran.id');
    expect(readConfig({ API_URL: 'https://api.pameran.id/' }).apiUrl).toBe('https://api.pameran.id');
    expect(readConfig({ API_URL: 'http://127.0.0.1:8080' }).apiUrl).toBe('http://127.0.0.1:8080');
    expect(readConfig({ API_URL: '' }).apiUrl).toBe('');
    expect(readConfig({}).apiUrl).toBe('');
  });

  it.each([
    ['a host without a scheme', 'api.pameran.id', 'is not an absolute URL'],
    ['a relative path', '/api', 'is not an absolute URL'],
    ['another scheme', 'javascript:alert(1)', 'uses javascript: instead of https: or http:'],
    ['ftp', 'ftp://api.pameran.id', 'uses ftp: instead of https: or http:'],
    ['a path', 'https://api.pameran.id/v1', 'has a path, query or fragment'],
    ['the /api path itself', 'https://api.pameran.id/api/', 'has a path, query or fragment'],
    ['a query', 'https://api.pameran.id?x=1', 'has a path, query or fragment'],
    ['an empty query', 'https://api.pameran.id/?', 'has a path, query or fragment'],
    ['a fragment', 'https://api.pameran.id#x', 'has a path, query or fragment'],
    ['credentials', 'https://admin:secret@api.pameran.id', 'carries a user name or password'],
    ['a space inside', 'https://api.pameran .id', 'is not an absolute URL'],
  ])('refuses %s', (_what, value, why) => {
    expect(() => readConfig({ API_URL: value })).toThrow(`API_URL must be the platform's origin, e.g. https://api.pameran.id, or empty for the app's own origin: "${value}" ${why}`);
  });

  it('stops `node build.mjs` with the reason and a non-zero exit', async () => {
    // In a copy of its own: a build clears its dist/ first, and the repository's belongs to others.
    const work = await mkdtemp(path.join(os.tmpdir(), 'pameran-build-config-'));
    try {
      for (const input of ['build.mjs', 'package.json', 'scripts']) await cp(path.resolve(input), path.join(work, input), { recursive: true });
      await symlink(path.resolve('node_modules'), path.join(work, 'node_modules'), 'dir');
      const run = promisify(execFile)(process.execPath, ['build.mjs'], { cwd: work, env: { ...process.env, API_URL: 'https://api.pameran.id/v1' } });
      const failure = await run.then(() => null, (error: { code: number; stderr: string }) => error);
      expect(failure?.code).toBe(1);
      expect(failure?.stderr).toContain('API_URL must be the platform\'s origin, e.g. https://api.pameran.id, or empty for the app\'s own origin: "https://api.pameran.id/v1" has a path, query or fragment');
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });
});

describe('PUBLIC_APP_URL', () => {
  it("is the fair's public origin of the app (the printed booth codes point there), empty when not set", () => {
    expect(readConfig({ PUBLIC_APP_URL: 'https://pameran.contoh.id/' }).publicAppUrl).toBe('https://pameran.contoh.id');
    expect(readConfig({}).publicAppUrl).toBe('');
  });

  it('refuses an address with a path, as API_URL does', () => {
    expect(() => readConfig({ PUBLIC_APP_URL: 'https://pameran.contoh.id/products' })).toThrow(
      `PUBLIC_APP_URL must be the app's public origin, e.g. https://pameran.example, or empty to print codes of the address the sheet is opened from: "https://pameran.contoh.id/products" has a path, query or fragment`,
    );
  });
});
