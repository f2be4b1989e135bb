// @panzoom/panzoom's "main" is a UMD file in a "type": "module" package, which Node (vitest,
// the stories' runner) cannot import as a module; its ES build is the same code, typed here
// with the package's own declarations.
declare module '@panzoom/panzoom/dist/panzoom.es.js' {
  import Panzoom from '@panzoom/panzoom';
  export default Panzoom;
}
