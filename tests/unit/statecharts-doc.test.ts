import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const root = path.resolve(__dirname, '../..');

describe('docs/statecharts.md', () => {
  it('matches what `npm run statecharts` generates from the machines', async () => {
    const result = await promisify(execFile)(process.execPath, ['scripts/statecharts.mjs', '--check'], { cwd: root }).catch(
      (error: { stderr?: string; code?: number }) => error,
    );
    expect('code' in result && result.code ? result.stderr : '').toBe('');
  });
});
