// The three widths designers review (SPEC: phone first; 768 px and 1024 px breakpoints).
// Storybook's viewport globals resize the preview iframe, so the app's media queries apply.

export const viewports = {
  phone: { name: 'Ponsel 360 px', styles: { width: '360px', height: '740px' }, type: 'mobile' },
  tablet: { name: 'Tablet 768 px', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop 1280 px', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

export type ViewportName = keyof typeof viewports;

/** Pins a story to one width: `export const Wide: Story = { ...onViewport('desktop') }`. */
export function onViewport(name: ViewportName) {
  return { globals: { viewport: { value: name, isRotated: false } } };
}
