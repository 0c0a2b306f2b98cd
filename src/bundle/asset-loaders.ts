/**
 * Files a site's components, MDX and CSS may import: their URL, copied under assets/media (the
 * images, fonts, media and documents Docusaurus' file loaders take, and WebAssembly modules).
 */
export const ASSET_EXTENSIONS = [
  ...['.svg', '.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif', '.ico', '.bmp'],
  ...['.woff', '.woff2', '.ttf', '.otf', '.eot'],
  ...['.mp4', '.webm', '.ogv', '.avi', '.mov', '.mkv', '.m4v', '.mpg', '.mpeg', '.vob', '.wmv', '.mp3', '.wav', '.m4a', '.aac', '.oga', '.flac'],
  ...['.pdf', '.doc', '.docx', '.xls', '.xlsx', '.zip', '.rar'],
  // WebAssembly modules, which webpack cannot import without a rule: sites add file-loader for them and fetch the URL.
  '.wasm',
];

/** esbuild's loaders for the assets, plus `.js` as JSX, as a Docusaurus site's components write it. */
export const ASSET_LOADERS = Object.fromEntries(ASSET_EXTENSIONS.map((ext) => [ext, 'file' as const] as [string, 'file' | 'jsx']).concat([['.js', 'jsx']]));
