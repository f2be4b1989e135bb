// The PWA layer's seam (docs/architecture.md "Storage, device token, PWA").
export { registerServiceWorker, applyUpdate } from './serviceWorker';
export { PwaBanner, useIsOffline } from './PwaBanner';
export { pwa as pwaCopy } from '../copy/pwa';
