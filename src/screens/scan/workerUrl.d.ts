// `import url from './someWorker?worker&url'`: the absolute URL of that file built as a module
// worker of its own (build.mjs, plugin workerUrls; Vite, which Storybook and Vitest use, reads it the same way).
declare module '*?worker&url' {
  const url: string;
  export default url;
}
