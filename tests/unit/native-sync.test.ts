// The native path in CI: `npm run native:sync` (scripts/native-sync.mjs) runs
// on a clean copy of the checkout — exactly the files git would commit, no ignored build output —
// under the pinned Node 22 from the npm registry, and the result is checked:
//   - dist/ and capacitor.config.json land in both native projects;
//   - the plugins the app's source imports are the plugins registered in both projects;
//   - the Android manifest asks for exactly the permissions the app needs;
//   - the app's origin (server.androidScheme/hostname/iosScheme) fits the API URL baked into the
//     bundle and the build's CSP; deep links are declared where the app parses them;
//   - sync leaves the committed native source unchanged (it is current), and what it writes is ignored.
// What this cannot prove: that Gradle / Xcode build the projects (docs/native.md).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import capacitorConfig from '../../capacitor.config';
import { BUILD_INPUTS } from '../../scripts/build-copy.mjs';
import { NODE22_VERSION, PLACEHOLDER_API_URL } from '../../scripts/native-sync.mjs';
import { DEEP_LINKS } from '../../src/adapters/nativeLinks';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const ANDROID_ASSETS = 'android/app/src/main/assets';
const IOS_APP = 'ios/App/App';

/** The permissions the app needs on Android, and why. Anything else in the manifest fails. */
const ANDROID_PERMISSIONS = {
  'android.permission.INTERNET': 'the platform API, the realtime database, images',
  'android.permission.POST_NOTIFICATIONS': 'push notifications on Android 13+ (asked at login)',
};

let work: string;
let syncOutput: string;
let syncMs: number;

const git = (...args: string[]) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' });
const read = (file: string) => readFileSync(path.join(work, file), 'utf8');

/** Every file under `dir` (relative path → sha256). */
function tree(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (sub: string) => {
    for (const name of readdirSync(path.join(dir, sub))) {
      const rel = path.join(sub, name);
      if (statSync(path.join(dir, rel)).isDirectory()) walk(rel);
      else files.set(rel, createHash('sha256').update(readFileSync(path.join(dir, rel))).digest('hex'));
    }
  };
  walk('');
  return files;
}

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'pameran-native-'));
  // A clean copy: the build inputs, the Capacitor config, and android/ + ios/ as git has them
  // (tracked and new files, nothing ignored). node_modules (and its Node 22 cache) is shared.
  for (const input of [...BUILD_INPUTS, 'capacitor.config.ts']) {
    if (existsSync(path.join(repoRoot, input))) await cp(path.join(repoRoot, input), path.join(work, input), { recursive: true });
  }
  for (const file of git('ls-files', '-co', '--exclude-standard', 'android', 'ios').split('\n').filter(Boolean)) {
    if (!existsSync(path.join(repoRoot, file))) continue; // deleted in the worktree
    await mkdir(path.dirname(path.join(work, file)), { recursive: true });
    await cp(path.join(repoRoot, file), path.join(work, file));
  }
  // node_modules is shared entry by entry (with its .cache, where the Node 22 binary is kept),
  // except @capacitor/* and @capacitor-mlkit/*, which are copied: the CLI writes the plugins' real paths, relative to the
  // project, into Package.swift and capacitor.settings.gradle, and they must come out as in a clone.
  await mkdir(path.join(work, 'node_modules'));
  for (const entry of readdirSync(path.join(repoRoot, 'node_modules'))) {
    const source = path.join(repoRoot, 'node_modules', entry);
    if (entry === '@capacitor' || entry === '@capacitor-mlkit') await cp(source, path.join(work, 'node_modules', entry), { recursive: true, dereference: true });
    else await symlink(source, path.join(work, 'node_modules', entry));
  }

  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['API_URL', 'FIREBASE_CONFIG', 'FIREBASE_DATABASE_EMULATOR', 'NATIVE_PUSH']) delete env[name];
  const started = performance.now();
  syncOutput = execFileSync(process.execPath, ['scripts/native-sync.mjs'], { cwd: work, env, encoding: 'utf8', timeout: 240_000, stdio: ['ignore', 'pipe', 'pipe'] });
  syncMs = Math.round(performance.now() - started);
  console.log(`[native:sync] clean copy synced in ${syncMs} ms\n${syncOutput}`);
}, 300_000);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe('npm run native:sync on a clean copy', () => {
  it('runs the Capacitor CLI under the pinned Node 22 and syncs both platforms', () => {
    expect(syncOutput).toContain(`under Node v${NODE22_VERSION}`);
    expect(syncOutput).toMatch(/copy android/);
    expect(syncOutput).toMatch(/copy ios/);
    expect(syncOutput).toContain('Sync finished');
  });

  it('leaves out of the app package what only a web host uses: the service worker and the brotli copies', () => {
    const built = [...tree(path.join(work, 'dist')).keys()];
    expect(built).toContain('index.html');
    expect(built.filter((file) => file === 'sw.js' || file.endsWith('.br'))).toEqual([]);
  });

  it.each([
    ['Android', `${ANDROID_ASSETS}/public`],
    ['iOS', `${IOS_APP}/public`],
  ])('copies the whole web build into the %s project', (_platform, publicDir) => {
    const built = tree(path.join(work, 'dist'));
    expect(built.has('index.html')).toBe(true);
    // Capacitor adds two empty Cordova stubs (no Cordova plugins are used).
    const empty = createHash('sha256').digest('hex');
    expect(Object.fromEntries(tree(path.join(work, publicDir)))).toEqual({ ...Object.fromEntries(built), 'cordova.js': empty, 'cordova_plugins.js': empty });
  });

  it.each([
    ['Android', `${ANDROID_ASSETS}/capacitor.config.json`],
    ['iOS', `${IOS_APP}/capacitor.config.json`],
  ])('writes capacitor.config.ts into the %s project as capacitor.config.json', (_platform, file) => {
    // iOS also gets the plugin classes to load (checked with the plugins below).
    const { packageClassList: _classes, ...written } = JSON.parse(read(file)) as Record<string, unknown>;
    expect(written).toEqual(JSON.parse(JSON.stringify(capacitorConfig)));
  });
});

/** Plugins the iOS app leaves out (capacitor.config.ts ios.includePlugins): ML Kit needs CocoaPods, the iOS app is SPM. */
const NOT_ON_IOS = ['@capacitor-mlkit/barcode-scanning'];

describe('plugins', () => {
  /** The Capacitor plugin packages (@capacitor/*, @capacitor-mlkit/*) the app's source imports, other than the core. */
  function pluginsTheAppImports(): string[] {
    const found = new Set<string>();
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) walk(file);
        else if (/\.tsx?$/.test(name)) for (const match of readFileSync(file, 'utf8').matchAll(/(?:from |import\()'(@capacitor(?:-mlkit)?\/[a-z-]+)'/g)) found.add(match[1]!);
      }
    };
    walk(path.join(repoRoot, 'src'));
    found.delete('@capacitor/core');
    return [...found].sort();
  }

  it('the app uses Preferences, PushNotifications, App, LocalNotifications (session reminders) and the ML Kit barcode scanner (booth QR codes)', () => {
    expect(pluginsTheAppImports()).toEqual([
      '@capacitor-mlkit/barcode-scanning',
      '@capacitor/app',
      '@capacitor/local-notifications',
      '@capacitor/preferences',
      '@capacitor/push-notifications',
    ]);
  });

  it('registers exactly those in the Android project', () => {
    const registered = JSON.parse(read(`${ANDROID_ASSETS}/capacitor.plugins.json`)) as { pkg: string; classpath: string }[];
    expect(registered.map((plugin) => plugin.pkg).sort()).toEqual(pluginsTheAppImports());
    expect(registered.map((plugin) => plugin.classpath)).toEqual(
      expect.arrayContaining([
        'com.capacitorjs.plugins.preferences.PreferencesPlugin',
        'com.capacitorjs.plugins.pushnotifications.PushNotificationsPlugin',
        'com.capacitorjs.plugins.app.AppPlugin',
        'io.capawesome.capacitorjs.plugins.mlkit.barcodescanning.BarcodeScannerPlugin',
      ]),
    );
    const gradle = read('android/capacitor.settings.gradle');
    for (const pkg of pluginsTheAppImports()) expect(gradle).toContain(`'../node_modules/${pkg}/android'`);
  });

  it('registers exactly those in the iOS project (Swift Package Manager), but ML Kit, which has no Swift package', () => {
    const onIos = pluginsTheAppImports().filter((pkg) => !NOT_ON_IOS.includes(pkg));
    expect(capacitorConfig.ios?.includePlugins).toEqual(onIos);
    expect(existsSync(path.join(repoRoot, 'node_modules', NOT_ON_IOS[0]!, 'Package.swift')), 'ML Kit has a Swift package now: include it on iOS').toBe(false);
    const manifest = read('ios/App/CapApp-SPM/Package.swift');
    const products = [...manifest.matchAll(/\.product\(name: "(Capacitor\w+)", package: "Capacitor\w+"\)/g)].map((m) => m[1]).sort();
    expect(products).toEqual(['CapacitorApp', 'CapacitorLocalNotifications', 'CapacitorPreferences', 'CapacitorPushNotifications']);
    for (const pkg of onIos) expect(manifest).toContain(`path: "../../../node_modules/${pkg}"`);
    for (const pkg of NOT_ON_IOS) expect(manifest).not.toContain(pkg);
    expect(manifest).not.toMatch(/Podfile|cocoapods/i);
    expect(existsSync(path.join(work, 'ios/App/Podfile'))).toBe(false);
    const { packageClassList } = JSON.parse(read(`${IOS_APP}/capacitor.config.json`)) as { packageClassList: string[] };
    expect([...packageClassList].sort()).toEqual(['AppPlugin', 'LocalNotificationsPlugin', 'PreferencesPlugin', 'PushNotificationsPlugin']);
  });
});

describe('the Android manifest', () => {
  const manifest = () => read('android/app/src/main/AndroidManifest.xml');
  const permissionsIn = (xml: string) => [...xml.matchAll(/<uses-permission\s+android:name="([^"]+)"/g)].map((m) => m[1]).sort();

  it('asks for exactly the permissions the app needs', () => {
    expect(permissionsIn(manifest())).toEqual(Object.keys(ANDROID_PERMISSIONS).sort());
  });

  it("adds none through the Capacitor plugins' own manifests", () => {
    for (const pkg of ['@capacitor/android/capacitor', '@capacitor/app/android', '@capacitor/preferences/android', '@capacitor/push-notifications/android', '@capacitor-mlkit/barcode-scanning/android']) {
      const pluginManifest = path.join(work, 'node_modules', pkg, 'src/main/AndroidManifest.xml');
      expect(existsSync(pluginManifest), pluginManifest).toBe(true);
      expect(permissionsIn(readFileSync(pluginManifest, 'utf8')), pkg).toEqual([]);
    }
  });

  it("has Play install Google's code scanner with the app: the booth QR scanner's scan() needs it, and no camera permission", () => {
    expect(manifest()).toContain('<meta-data android:name="com.google.mlkit.vision.DEPENDENCIES" android:value="barcode_ui" />');
  });

  it('opens pameran:// links and verified https links of the web host', () => {
    const xml = manifest();
    expect(xml).toContain(`<data android:scheme="${DEEP_LINKS.scheme}" />`);
    expect(xml).toMatch(new RegExp(`<intent-filter android:autoVerify="true">[\\s\\S]*?<data android:scheme="https" android:host="${DEEP_LINKS.webHost.replace('.', '\\.')}" />`));
  });
});

describe('the iOS camera', () => {
  it('says why the app uses it (the scanner reads booth QR codes with the page camera; iOS ends an app that asks without a reason)', () => {
    expect(read(`${IOS_APP}/Info.plist`)).toMatch(/<key>NSCameraUsageDescription<\/key>\s*<string>[^<]*QR code[^<]*<\/string>/);
  });
});

describe('iOS deep links', () => {
  it('declares the pameran URL scheme and the web host as an associated domain', () => {
    expect(read(`${IOS_APP}/Info.plist`)).toMatch(new RegExp(`<key>CFBundleURLSchemes</key>\\s*<array>\\s*<string>${DEEP_LINKS.scheme}</string>`));
    expect(read(`${IOS_APP}/App.entitlements`)).toContain(`<string>applinks:${DEEP_LINKS.webHost}</string>`);
    expect(read('ios/App/App.xcodeproj/project.pbxproj').match(/CODE_SIGN_ENTITLEMENTS = App\/App\.entitlements;/g)).toHaveLength(2);
  });
});

describe("the app's origin, the API URL and the CSP", () => {
  const appOrigins = () => {
    const server = capacitorConfig.server ?? {};
    return {
      android: `${server.androidScheme}://${server.hostname}`,
      ios: `${server.iosScheme}://${server.hostname}`,
    };
  };
  /**
   * The build's CSP: a meta tag in the synced index.html (the only kind a web view enforces:
   * Capacitor's local server sends no headers from dist/), else the header policy the build
   * writes for web hosts (dist-records/csp.json), which must still let the app reach the API.
   */
  const csp = (): { policy: string; enforcedInWebView: boolean } | null => {
    const meta = /<meta[^>]+http-equiv="Content-Security-Policy"[^>]+content="([^"]+)"/i.exec(read(`${ANDROID_ASSETS}/public/index.html`))?.[1];
    if (meta) return { policy: meta, enforcedInWebView: true };
    const header = path.join(work, 'dist-records/csp.json');
    return existsSync(header) ? { policy: (JSON.parse(readFileSync(header, 'utf8')) as { policy: string }).policy, enforcedInWebView: false } : null;
  };

  it('serves the app from https://localhost and capacitor://localhost, never plain http', () => {
    expect(appOrigins()).toEqual({ android: 'https://localhost', ios: 'capacitor://localhost' });
    expect(capacitorConfig.server?.cleartext).not.toBe(true);
    expect(capacitorConfig.server?.url).toBeUndefined(); // no live-reload server baked in
    expect(capacitorConfig.android?.allowMixedContent).toBe(false);
  });

  it('bakes an absolute https API URL of another origin into the synced bundle', () => {
    const api = new URL(PLACEHOLDER_API_URL);
    expect(api.protocol).toBe('https:');
    expect(Object.values(appOrigins())).not.toContain(api.origin);
    const bundle = readdirSync(path.join(work, ANDROID_ASSETS, 'public/assets'))
      .filter((name) => name.endsWith('.js'))
      .map((name) => read(`${ANDROID_ASSETS}/public/assets/${name}`))
      .join('\n');
    expect(bundle).toContain(JSON.stringify(PLACEHOLDER_API_URL));
    expect(syncOutput).toContain(`API_URL=${PLACEHOLDER_API_URL}`);
  });

  it("lets the build's CSP reach the API and run the app from its own origin (skipped while the build has none)", (context) => {
    const found = csp();
    if (found === null) return context.skip();
    const policy = found.policy;
    console.log(`[native:sync] CSP ${found.enforcedInWebView ? 'meta tag, enforced in the web view' : 'from dist-records/csp.json (a header for web hosts; the web view does not see it)'}`);
    const directives = new Map(policy.split(';').map((part) => part.trim().split(/\s+/)).filter((parts) => parts[0]).map(([name, ...values]) => [name!, values]));
    const connect = directives.get('connect-src') ?? directives.get('default-src') ?? [];
    const api = new URL(PLACEHOLDER_API_URL).origin;
    expect(connect.some((source) => source === api || source === 'https:' || source === '*'), `connect-src ${connect.join(' ')} must allow ${api}`).toBe(true);
    const script = directives.get('script-src') ?? directives.get('default-src') ?? [];
    expect(script).toContain("'self'");
  });
});

describe('the committed native source', () => {
  it('is what sync produces: running it changes no tracked file', () => {
    const tracked = git('ls-files', '-co', '--exclude-standard', 'android', 'ios').split('\n').filter(Boolean).filter((file) => existsSync(path.join(repoRoot, file)));
    const changed = tracked.filter((file) => !readFileSync(path.join(work, file)).equals(readFileSync(path.join(repoRoot, file))));
    expect(changed).toEqual([]);
  });

  it("keeps what sync writes out of git (Capacitor's own .gitignore templates)", () => {
    const written = [`${ANDROID_ASSETS}/public/index.html`, `${ANDROID_ASSETS}/capacitor.config.json`, `${ANDROID_ASSETS}/capacitor.plugins.json`, 'android/app/src/main/res/xml/config.xml', `${IOS_APP}/public/index.html`, `${IOS_APP}/capacitor.config.json`, `${IOS_APP}/config.xml`, 'android/app/build/outputs/apk/debug/app-debug.apk'];
    const ignored = execFileSync('git', ['check-ignore', '--no-index', ...written], { cwd: repoRoot, encoding: 'utf8' }).split('\n').filter(Boolean);
    expect(ignored.sort()).toEqual([...written].sort());
  });
});
