// Are we inside the Capacitor native shell? Its native bridge injects `window.Capacitor`
// (with isNativePlatform) before the web app loads, so this needs no import of
// @capacitor/core — which keeps ~8 KB out of the first route's JavaScript on the web.
interface CapacitorBridge {
  isNativePlatform?: () => boolean;
}

export function isNativePlatform(): boolean {
  try {
    const bridge = (globalThis as { Capacitor?: CapacitorBridge }).Capacitor;
    return bridge?.isNativePlatform?.() === true;
  } catch {
    return false;
  }
}
