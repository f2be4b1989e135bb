// A fake Capacitor native bridge for jsdom tests. The real Android/iOS shell injects
// `window.Capacitor` (plugin headers, nativePromise, nativeCallback) and `window.androidBridge`
// / `window.webkit.messageHandlers.bridge` before the app loads; @capacitor/core's
// registerPlugin then routes every plugin call through it. Installing this fake before the
// app's first `import('@capacitor/…')` runs the real plugin packages against scripted native
// answers, so a test sees exactly what the app asks the native side to do.
//
//   const bridge = installFakeBridge();                 // once per test file, before any import
//   bridge.answer('PushNotifications', 'checkPermissions', () => ({ receive: 'granted' }));
//   bridge.emit('App', 'backButton', { canGoBack: true });
//   bridge.calls                                        // [{ plugin, method, options }, …]
//
// @capacitor/core reads the bridge once, when it is first imported, so keep one bridge per
// test file and `reset()` it between tests.

type Answer = (options: Record<string, unknown>) => unknown;

export interface BridgeCall {
  plugin: string;
  method: string;
  options: Record<string, unknown>;
}

export interface FakeBridge {
  calls: BridgeCall[];
  /** What the native side answers to `plugin.method(options)`; unanswered methods resolve to {}. */
  answer(plugin: string, method: string, answer: Answer): void;
  /** Fires a native event at the web listeners of `plugin`. */
  emit(plugin: string, event: string, data: unknown): void;
  listenerCount(plugin: string, event: string): number;
  callsTo(plugin: string, method: string): BridgeCall[];
  /** Forgets calls, answers and listeners. */
  reset(): void;
  /** Takes the bridge globals away again (afterAll), so nothing after this file sees a native shell. */
  uninstall(): void;
}

/** The plugin methods the app uses, as the native side declares them in its plugin headers. */
const PLUGIN_METHODS: Record<string, string[]> = {
  Preferences: ['configure', 'get', 'set', 'remove', 'clear', 'keys', 'migrate', 'removeOld'],
  PushNotifications: ['register', 'unregister', 'getDeliveredNotifications', 'checkPermissions', 'requestPermissions'],
  App: ['exitApp', 'getInfo', 'getLaunchUrl', 'getState', 'minimizeApp', 'toggleBackButtonHandler'],
  // @capacitor-mlkit/barcode-scanning
  BarcodeScanner: [
    'startScan', 'stopScan', 'readBarcodesFromImage', 'scan', 'isSupported', 'enableTorch', 'disableTorch', 'toggleTorch', 'isTorchEnabled',
    'isTorchAvailable', 'setZoomRatio', 'getZoomRatio', 'getMinZoomRatio', 'getMaxZoomRatio', 'openSettings',
    'isGoogleBarcodeScannerModuleAvailable', 'installGoogleBarcodeScannerModule', 'checkPermissions', 'requestPermissions',
  ],
};

export function installFakeBridge(platform: 'android' | 'ios' = 'android'): FakeBridge {
  const calls: BridgeCall[] = [];
  const answers = new Map<string, Answer>();
  let listeners: { id: string; plugin: string; event: string; callback: (data: unknown) => void }[] = [];
  let nextId = 1;

  const nativePromise = async (plugin: string, method: string, options: Record<string, unknown> = {}) => {
    calls.push({ plugin, method, options });
    if (method === 'removeListener') {
      listeners = listeners.filter((listener) => listener.id !== options.callbackId);
      return undefined;
    }
    if (method === 'removeAllListeners') {
      listeners = listeners.filter((listener) => listener.plugin !== plugin);
      return undefined;
    }
    const answer = answers.get(`${plugin}.${method}`);
    return answer ? await answer(options) : {};
  };

  const nativeCallback = (plugin: string, method: string, options: Record<string, unknown>, callback: (data: unknown, error?: unknown) => void) => {
    calls.push({ plugin, method, options });
    const id = String(nextId++);
    if (method === 'addListener') listeners.push({ id, plugin, event: String(options.eventName), callback: (data) => callback(data) });
    return id;
  };

  const headers = Object.entries(PLUGIN_METHODS).map(([name, methods]) => ({
    name,
    methods: [
      ...methods.map((method) => ({ name: method, rtype: 'promise' })),
      { name: 'addListener', rtype: 'callback' },
      { name: 'removeListener', rtype: 'promise' },
      { name: 'removeAllListeners', rtype: 'promise' },
    ],
  }));

  const win = globalThis as Record<string, unknown>;
  win.Capacitor = { PluginHeaders: headers, nativePromise, nativeCallback };
  if (platform === 'android') win.androidBridge = { postMessage: () => {} };
  else win.webkit = { messageHandlers: { bridge: { postMessage: () => {} } } };
  // What the real bridge script provides before the app's own code runs (src/adapters/platform.ts reads it);
  // @capacitor/core replaces these with its own, which read androidBridge / webkit the same way.
  Object.assign(win.Capacitor as object, { isNativePlatform: () => true, getPlatform: () => platform });

  return {
    calls,
    answer: (plugin, method, answer) => void answers.set(`${plugin}.${method}`, answer),
    emit(plugin, event, data) {
      for (const listener of listeners.filter((l) => l.plugin === plugin && l.event === event)) listener.callback(data);
    },
    listenerCount: (plugin, event) => listeners.filter((l) => l.plugin === plugin && l.event === event).length,
    callsTo: (plugin, method) => calls.filter((call) => call.plugin === plugin && call.method === method),
    reset() {
      calls.length = 0;
      answers.clear();
      listeners = [];
    },
    uninstall() {
      delete win.Capacitor;
      delete win.androidBridge;
      delete win.webkit;
    },
  };
}
