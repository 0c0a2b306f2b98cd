const fs = require('node:fs');
const path = require('node:path');

// The motto lives in a text file next to this module.
exports.motto = fs.readFileSync(path.join(__dirname, 'motto.txt'), 'utf8').trim();
