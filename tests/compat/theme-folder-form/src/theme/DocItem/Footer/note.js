export const note = 'Doc footer from src/theme/DocItem/Footer/index.js';
