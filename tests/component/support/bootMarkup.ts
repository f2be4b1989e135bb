// The boot screen as index.html holds it (src/boot/prerender.tsx), for the files that put it into
// the page before each test. Without its <style>: jsdom keeps every stylesheet it has parsed in
// this shared page, and each later style lookup (testing-library's role queries compute style)
// walks all of them. Parsed before each of boot-shapes' 60 tests, it made every component file
// after it take 2 to 10 times as long. The boot screen's CSS is held against the app's in
// boot-parity.test.tsx, once.
import { renderBootScreen } from '../../../src/boot/prerender';

export const bootMarkupWithoutStyle = (): string => renderBootScreen().replace(/<style>[\s\S]*?<\/style>/, '');
