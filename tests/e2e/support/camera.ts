// A Chromium whose camera films a QR code: each browser films one code (a .y4m video made from
// the code's module matrix), so the scanner's real decode path runs (Linux Chromium has no
// BarcodeDetector: jsQR, loaded on demand).
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import QRCode from 'qrcode';
import { afterAll, beforeAll } from 'vitest';
import type { E2eApp } from './app';
import { CHROMIUM_ARGS, CHROMIUM_PATH, UI_TIMEOUT } from './browser';

/** A 480×480 Y4M video of `text` as a QR code: 8 px modules, a 4-module quiet zone, black on white. */
export function qrVideo(text: string): string {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = 480;
  const scale = 8;
  const offset = Math.floor((size - (modules.size + 8) * scale) / 2) + 4 * scale;
  const luma = Buffer.alloc(size * size, 255);
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      for (let y = 0; y < scale; y++) luma.fill(0, (offset + row * scale + y) * size + offset + col * scale, (offset + row * scale + y) * size + offset + (col + 1) * scale);
    }
  }
  const chroma = Buffer.alloc((size / 2) * (size / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'pameran-qr-')), 'camera.y4m');
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${size} H${size} F10:1 Ip A1:1 C420jpeg\n`), frame, frame]));
  return file;
}

/** A Chromium whose camera films `file`, allowed without asking. */
export function useCamera(app: E2eApp, video: () => string) {
  let browser: Browser | null = null;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video()}`],
    });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return async (route = '/home'): Promise<Page> => {
    const context = await browser!.newContext({ baseURL: app.url, locale: 'id-ID', serviceWorkers: 'block', viewport: { width: 390, height: 844 }, permissions: ['camera'] });
    context.setDefaultTimeout(UI_TIMEOUT);
    // The jsQR path, whatever this Chromium has (Linux Chromium has no BarcodeDetector anyway).
    await context.addInitScript(() => {
      delete (window as { BarcodeDetector?: unknown }).BarcodeDetector;
    });
    const page = await context.newPage();
    await page.goto(route);
    return page;
  };
}
