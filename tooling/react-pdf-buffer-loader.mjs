// @react-pdf/layout asks `Buffer.isBuffer(source)` of every image it draws (the CV's photo). webpack 5
// provides no Node globals, so in the browser that threw 'Buffer is not defined', which react-pdf
// logged in the console. In a browser no value is a Node Buffer: this module alone gets a Buffer
// that answers that one question, rather than every bundle getting a Node polyfill.
export default function provideBrowserBuffer(source) {
  return `var Buffer = { isBuffer: function () { return false; } };\n${source}`;
}
