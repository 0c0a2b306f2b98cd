// A page that loads a WebAssembly module by URL, as sites do with file-loader for `.wasm`
// (a tokenizer's or a compiler's binary, fetched and instantiated in the browser).
module.exports = {
  title: 'Adder',
  url: 'https://adder.example',
  baseUrl: '/',
  presets: [['classic', {docs: false, blog: false}]],
};
